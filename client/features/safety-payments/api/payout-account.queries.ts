/** The pro's payout account (GET /api/safety_payments/payout_account), masked. */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery } from '@client/lib/endpoint-query';

export const payoutAccountQuery = (data: DataClient) => readQuery(data, safetyPaymentsContract.payoutAccount, {}, { staleTime: 30_000 });

export const payoutAccountKey = endpointKey(safetyPaymentsContract.payoutAccount, {});

export function usePayoutAccount() {
  return useQuery(payoutAccountQuery(useDataClient()));
}
