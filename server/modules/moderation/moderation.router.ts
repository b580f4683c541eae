/** The HTTP edge of moderation (shared/api/moderation.contract.ts). */
import { moderationContract } from '@shared/api/moderation.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import type { SessionUser } from '../../middleware/session';
import type { Staff } from '../back-office/tickets.service';
import * as svc from './moderation-console.service';

const staffOf = (user: SessionUser): Staff => ({ id: user.id, roles: user.staff_roles ?? [] });

export function moderationRoutes(deps: FullDeps): Implementation[] {
  return implement(moderationContract, {
    users: ({ query }) => svc.findUsers(deps, query),
    user: ({ params }) => svc.userDetail(deps, params.id),
    suspendUser: ({ user, params, body }) => svc.suspendUserNow(deps, staffOf(user), params.id, body.reason, body.until),
    reinstateUser: ({ user, params, body }) => svc.reinstateUserNow(deps, staffOf(user), params.id, body.reason),
    warnUser: ({ user, params, body }) => svc.warnUserNow(deps, staffOf(user), params.id, body.reason),
    suspendService: ({ user, params, body }) => svc.suspendServiceNow(deps, staffOf(user), params.id, body.reason, body.until),
    reinstateService: ({ user, params, body }) => svc.reinstateServiceNow(deps, staffOf(user), params.id, body.reason),
    hideContent: ({ user, params, body }) => svc.hideContentNow(deps, staffOf(user), params.kind, params.id, body.reason),
    restoreContent: ({ user, params, body }) => svc.restoreContentNow(deps, staffOf(user), params.kind, params.id, body.reason),
  });
}
