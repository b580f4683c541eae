/** Asking for a refund of unspent purchased credit; the form shows a refusal (too much, one pending) itself. */
import type { CallBody } from '@shared/api/endpoint';
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import { useCall } from '@client/lib/endpoint-query';

export type RequestCreditRefundBody = CallBody<typeof creditRefundsContract.request>;

export function useRequestCreditRefund() {
  return useCall(creditRefundsContract.request, { input: (body: RequestCreditRefundBody) => ({ body }), handlesErrors: true });
}
