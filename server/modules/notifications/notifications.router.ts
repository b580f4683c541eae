/** The HTTP edge of notifications (shared/api/notifications.contract.ts). */
import { notificationsContract } from '@shared/api/notifications.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as notifications from './notifications.service';

export function notificationsRoutes(deps: FullDeps): Implementation[] {
  return implement(notificationsContract, {
    list: ({ user, query }) => notifications.listNotifications(deps.db, user.id, query.page),
    markRead: ({ user, body }) => notifications.markNotificationsRead(deps, user.id, body.ids),
  });
}
