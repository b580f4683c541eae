/** Unread counts (GET /api/quote_bids/unread_count) and in-app notifications, kept live by /ws events. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { bidsContract } from '@shared/api/bids.contract';
import { notificationsContract } from '@shared/api/notifications.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery, refetchUnder } from '@client/lib/endpoint-query';
import { useRealtime } from '@client/lib/realtime';

export type NotificationPage = CallResult<typeof notificationsContract.list>;

export const unreadQuery = (data: DataClient) => readQuery(data, bidsContract.unreadCount, {}, { staleTime: 30_000 });

export const notificationsQuery = (data: DataClient, page: number) =>
  readQuery(data, notificationsContract.list, { query: { page } }, { staleTime: 15_000 });

/** The signed-in user's unread counts, updated in place by `unread_count` events. */
export function useUnreadCount(enabled = true) {
  const qc = useQueryClient();
  const unread = unreadQuery(useDataClient());
  useRealtime((e) => {
    if (e.type === 'unread_count') {
      const { type: _type, ...counts } = e;
      qc.setQueryData(unread.queryKey, counts);
    }
    if (e.type === 'notification') void refetchUnder(qc, [notificationsContract.list.path]);
    if (e.type === 'reconnected') void refetchUnder(qc, [notificationsContract.list.path, bidsContract.unreadCount.path]);
  }, enabled);
  return useQuery({ ...unread, enabled });
}
