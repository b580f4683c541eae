/** The HTTP edge of referrals (shared/api/referrals.contract.ts). */
import { referralsContract } from '@shared/api/referrals.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import type { SessionUser } from '../../middleware/session';
import type { Staff } from '../back-office/tickets.service';
import { decideReferral, referralHold } from './referral-review.service';
import * as referrals from './referrals.service';

/** The acting staff member (the endpoint's staff roles were checked before the handler runs). */
const staffOf = (user: SessionUser): Staff => ({ id: user.id, roles: user.staff_roles ?? [] });

export function referralsRoutes(deps: FullDeps): Implementation[] {
  return implement(referralsContract, {
    referrals: ({ user }) => referrals.listReferrals(deps, user.id),
    refer: ({ user, body, req }) => referrals.inviteFriend(deps, user.id, body, req.lng),
    opsHold: ({ params }) => referralHold(deps.db, params.id),
    opsApprove: ({ user, params }) => decideReferral(deps, staffOf(user), params.id, { action: 'approve' }),
    opsReject: ({ user, params, body }) => decideReferral(deps, staffOf(user), params.id, { action: 'reject', reason: body.reason }),
  });
}
