/** Contact form submission. */
import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@shared/schemas/content.schema';
import { api } from '@client/lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessageInput) => api.post<{ id: number }>('/api/contact_messages', body),
    meta: { handlesErrors: true },
  });
}
