/** Unread counts (GET /api/quote_bids/unread_count) and in-app notifications, kept live by /ws events. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/schemas/bids.schema';
import type { Notification } from '@shared/schemas/notifications.schema';
import type { DataClient } from '@shared/api/data-client';
import { useDataClient } from '@client/lib/data-client';
import { useRealtime } from '@client/lib/realtime';

export interface NotificationPage {
  items: Notification[];
  unread: number;
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
};

export const unreadQuery = (data: DataClient) =>
  queryOptions<UnreadCount>({ queryKey: notificationKeys.unread(), queryFn: () => data.read('unreadCount', {}), staleTime: 30_000 });

export const notificationsQuery = (data: DataClient, page: number) =>
  queryOptions<NotificationPage>({ queryKey: notificationKeys.list(page), queryFn: () => data.read('notifications', { page }), staleTime: 15_000 });

/** The signed-in user's unread counts, updated in place by `unread_count` events. */
export function useUnreadCount(enabled = true) {
  const qc = useQueryClient();
  const data = useDataClient();
  useRealtime((e) => {
    if (e.type === 'unread_count') {
      const { type: _type, ...counts } = e;
      qc.setQueryData(notificationKeys.unread(), counts);
    }
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: notificationKeys.lists() });
    if (e.type === 'reconnected') void qc.invalidateQueries({ queryKey: notificationKeys.all });
  }, enabled);
  return useQuery({ ...unreadQuery(data), enabled });
}

export function useNotifications(page: number) {
  return useQuery(notificationsQuery(useDataClient(), page));
}
