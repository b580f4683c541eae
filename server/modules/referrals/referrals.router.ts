/** The HTTP edge of referrals (shared/api/referrals.contract.ts). */
import { referralsContract } from '@shared/api/referrals.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { staffOf } from '../back-office/back-office.router';
import { decideReferral, referralHold } from './referral-review.service';
import * as referrals from './referrals.service';

export function referralsRoutes(deps: FullDeps): Implementation[] {
  return implement(referralsContract, {
    referrals: ({ user }) => referrals.listReferrals(deps, user.id),
    refer: ({ user, body, req }) => referrals.inviteFriend(deps, user.id, body, req.lng),
    opsHold: ({ params }) => referralHold(deps.db, params.id),
    opsApprove: ({ user, params }) => decideReferral(deps, staffOf(user), params.id, { action: 'approve' }),
    opsReject: ({ user, params, body }) => decideReferral(deps, staffOf(user), params.id, { action: 'reject', reason: body.reason }),
  });
}
