/** Contact form submission. */
import { useMutation } from '@tanstack/react-query';
import { contentContract } from '@shared/api/content.contract';
import type { CallBody } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: CallBody<typeof contentContract.contact>) => callApi(contentContract.contact, { body }),
    meta: { handlesErrors: true },
  });
}
