/**
 * The amounts each way to pay takes (GET /api/payments/charge_configs), read from the server rather than copied into
 * the bundle: pages that show or check them prefetch it (SSR), so they render with it and never wait in the browser.
 */
import { useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { chargeConfigsContract } from '@shared/api/charge-configs.contract';
import type { DataClient } from '@shared/api/data-client';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

/** They change with a release only: fresh for the whole visit. */
export const chargeConfigsQuery = (data: DataClient) =>
  readQuery(data, chargeConfigsContract.chargeConfigs, {}, { staleTime: Number.POSITIVE_INFINITY });

/** The ranges per way to pay, or undefined until they arrive (then forms leave the amount check to the server). */
export function useChargeConfigs() {
  return useQuery(chargeConfigsQuery(useDataClient())).data;
}

/** A page's prefetch of the ranges (the server's render). */
export const prefetchChargeConfigs = ({ queryClient, data }: { queryClient: QueryClient; data: DataClient }) =>
  queryClient.ensureQueryData(chargeConfigsQuery(data));
