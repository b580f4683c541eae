/** Request a company receipt or invoice (POST /api/wallet/charge_applications). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { walletContract } from '@shared/api/wallet.contract';
import type { ApplyChargeInput } from '@shared/schemas/wallet-statements.schema';
import { callApi } from '@client/lib/api-client';
import { statementKeys } from './wallet-statements.queries';

export function useApplyCharge() {
  const qc = useQueryClient();
  return useMutation({
    // The form shows field errors and refusals (409, 422) in place.
    meta: { handlesErrors: true },
    mutationFn: (body: ApplyChargeInput) => callApi(walletContract.applyCharge, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: statementKeys.chargeApplications() }),
  });
}
