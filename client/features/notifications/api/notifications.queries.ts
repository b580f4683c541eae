/** Unread counts (GET /api/quote_bids/unread_count) and in-app notifications, kept live by /ws events. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { bidsContract } from '@shared/api/bids.contract';
import { notificationsContract } from '@shared/api/notifications.contract';
import { useDataClient } from '@client/lib/data-client';
import { useRealtime } from '@client/lib/realtime';

export type NotificationPage = CallResult<typeof notificationsContract.list>;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (page: number) => [...notificationKeys.lists(), page] as const,
};

export const unreadQuery = (data: DataClient) =>
  queryOptions({ queryKey: notificationKeys.unread(), queryFn: () => data.read(bidsContract.unreadCount, {}), staleTime: 30_000 });

export const notificationsQuery = (data: DataClient, page: number) =>
  queryOptions({
    queryKey: notificationKeys.list(page),
    queryFn: () => data.read(notificationsContract.list, { query: { page } }),
    staleTime: 15_000,
  });

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
