/** Mark notifications read: the given ids, or all when none are given. */
import { notificationsContract } from '@shared/api/notifications.contract';
import { useCall } from '@client/lib/endpoint-query';

export const useMarkNotificationsRead = () => useCall(notificationsContract.markRead, { input: (ids: number[]) => ({ body: { ids } }) });
