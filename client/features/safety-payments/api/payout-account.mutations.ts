/** Saving the payout account: the server's masked answer replaces the read at once. */
import type { CallBody } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { useCall } from '@client/lib/endpoint-query';
import { payoutAccountKey } from './payout-account.queries';

export function useSavePayoutAccount() {
  return useCall(safetyPaymentsContract.savePayoutAccount, {
    input: (body: CallBody<typeof safetyPaymentsContract.savePayoutAccount>) => ({ body }),
    onSuccess: (account, _body, qc) => qc.setQueryData(payoutAccountKey, account),
    handlesErrors: true,
  });
}
