/** Contact form submission. */
import { contentContract } from '@shared/api/content.contract';
import type { CallBody } from '@shared/api/endpoint';
import { useCall } from '@client/lib/endpoint-query';

export const useSendContactMessage = () =>
  useCall(contentContract.contact, { input: (body: CallBody<typeof contentContract.contact>) => ({ body }), handlesErrors: true });
