/** POST /api/notifications/mark_read: the given ids, or all when none are given. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { notificationKeys } from './notifications.queries';

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.post<{ marked: number }>('/api/notifications/mark_read', { ids }),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
