/** In-app notifications of the signed-in user. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { pageParam } from '../schemas/common.schema';
import { markNotificationsSchema, notificationPageSchema } from '../schemas/notifications.schema';

export const notificationsContract = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    access: 'user',
    rate: 'read',
    summary: 'The caller’s notifications, newest first, with the unread count',
    query: z.object({ page: pageParam }),
    response: notificationPageSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/notifications/mark_read',
    access: 'user',
    owner: 'notification',
    rate: 'write',
    summary: 'Mark notifications read (no ids: all of them)',
    body: markNotificationsSchema,
    response: z.object({ marked: z.number().int() }),
    invalidates: ['/notifications', '/quote_bids/unread_count'],
  }),
};
