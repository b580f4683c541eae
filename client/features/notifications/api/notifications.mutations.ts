/** Mark notifications read: the given ids, or all when none are given. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsContract } from '@shared/api/notifications.contract';
import { callApi } from '@client/lib/api-client';
import { notificationKeys } from './notifications.queries';

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => callApi(notificationsContract.markRead, { body: { ids } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
