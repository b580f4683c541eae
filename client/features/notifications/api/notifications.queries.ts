/** Unread counts (GET /api/quote_bids/unread_count) and in-app notifications, kept live by /ws events. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnreadCount } from '@shared/schemas/bids.schema';
import type { Notification } from '@shared/schemas/notifications.schema';
import { api } from '@client/lib/api-client';
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

export const unreadQuery = () =>
  queryOptions({ queryKey: notificationKeys.unread(), queryFn: () => api.get<UnreadCount>('/api/quote_bids/unread_count'), staleTime: 30_000 });

export const notificationsQuery = (page: number) =>
  queryOptions({ queryKey: notificationKeys.list(page), queryFn: () => api.get<NotificationPage>(`/api/notifications?page=${page}`), staleTime: 15_000 });

/** The signed-in user's unread counts, updated in place by `unread_count` events. */
export function useUnreadCount(enabled = true) {
  const qc = useQueryClient();
  useRealtime((e) => {
    if (e.type === 'unread_count') {
      const { type: _type, ...counts } = e;
      qc.setQueryData(notificationKeys.unread(), counts);
    }
    if (e.type === 'notification') void qc.invalidateQueries({ queryKey: notificationKeys.lists() });
    if (e.type === 'reconnected') void qc.invalidateQueries({ queryKey: notificationKeys.all });
  }, enabled);
  return useQuery({ ...unreadQuery(), enabled });
}

export function useNotifications(page: number) {
  return useQuery(notificationsQuery(page));
}
