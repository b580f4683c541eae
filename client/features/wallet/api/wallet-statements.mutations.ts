/** Request a company receipt or invoice (POST /api/wallet/charge_applications); the list is read again after. */
import { walletContract } from '@shared/api/wallet.contract';
import type { ApplyChargeInput } from '@shared/schemas/wallet-statements.schema';
import { useCall } from '@client/lib/endpoint-query';

export function useApplyCharge() {
  // The form shows field errors and refusals (409, 422) in place.
  return useCall(walletContract.applyCharge, { input: (body: ApplyChargeInput) => ({ body }), handlesErrors: true });
}
