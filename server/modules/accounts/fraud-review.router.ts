/** The HTTP edge of the fraud queue's decisions (shared/api/fraud-review.contract.ts). */
import { fraudReviewContract } from '@shared/api/fraud-review.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { staffOf } from '../back-office/back-office.router';
import { decideHold, fraudHold } from './fraud-review.service';

export function fraudReviewRoutes(deps: FullDeps): Implementation[] {
  return implement(fraudReviewContract, {
    hold: ({ params }) => fraudHold(deps.db, params.id),
    release: ({ user, params, body }) => decideHold(deps, staffOf(user), params.id, { action: 'release', reason: body.reason }),
    block: ({ user, params, body }) => decideHold(deps, staffOf(user), params.id, { action: 'block', reason: body.reason }),
  });
}
