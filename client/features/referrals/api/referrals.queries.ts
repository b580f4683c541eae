/** The caller's referral link and referrals (shared/api/referrals.contract.ts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { referralsContract } from '@shared/api/referrals.contract';
import { useDataClient } from '@client/lib/data-client';

export const referralKeys = {
  all: ['referrals'] as const,
  list: () => [...referralKeys.all, 'list'] as const,
};

export const referralsQuery = (data: DataClient) =>
  queryOptions({ queryKey: referralKeys.list(), queryFn: () => data.read(referralsContract.referrals, {}), staleTime: 30_000 });

export function useReferrals() {
  return useQuery(referralsQuery(useDataClient()));
}
