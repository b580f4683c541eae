/** The caller's merchant application and the calls that change it (shared/api/merchants.contract.ts). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { merchantsContract } from '@shared/api/merchants.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery, useCall } from '@client/lib/endpoint-query';

export const myMerchantApplicationQuery = (data: DataClient) => readQuery(data, merchantsContract.mine, {}, { staleTime: 10_000 });

export function useMyMerchantApplication() {
  return useQuery(myMerchantApplicationQuery(useDataClient()));
}

/** The form shows the refusal under its fields (handlesErrors). */
export const useSubmitMerchantApplication = () => useCall(merchantsContract.submit, { handlesErrors: true });

export const useWithdrawMerchantApplication = () => useCall(merchantsContract.withdraw, { handlesErrors: true });
