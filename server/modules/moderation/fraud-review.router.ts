/**
 * The HTTP edge of the fraud queue's decisions (shared/api/fraud-review.contract.ts). It lives with moderation because
 * a block is a suspension: the accounts module settles the hold and calls back into moderation's suspendUser.
 */
import { fraudReviewContract } from '@shared/api/fraud-review.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import type { SessionUser } from '../../middleware/session';
import type { Staff } from '../back-office/tickets.service';
import { decideHold, fraudHold, type BlockAccount } from '../accounts/fraud-review.service';
import { suspendUser } from './moderation.service';

/** The acting staff member (the endpoint's staff roles were checked before the handler runs). */
const staffOf = (user: SessionUser): Staff => ({ id: user.id, roles: user.staff_roles ?? [] });

export function fraudReviewRoutes(deps: FullDeps): Implementation[] {
  const block: BlockAccount = (tx, a) => suspendUser(deps, tx, { ...a, until: null });
  return implement(fraudReviewContract, {
    hold: ({ params }) => fraudHold(deps.db, params.id),
    release: ({ user, params, body }) => decideHold(deps, staffOf(user), params.id, { action: 'release', reason: body.reason }, block),
    block: ({ user, params, body }) => decideHold(deps, staffOf(user), params.id, { action: 'block', reason: body.reason }, block),
  });
}
