/** The caller's referral link and referrals (shared/api/referrals.contract.ts). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { referralsContract } from '@shared/api/referrals.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export const referralsQuery = (data: DataClient) => readQuery(data, referralsContract.referrals, {}, { staleTime: 30_000 });

export function useReferrals() {
  return useQuery(referralsQuery(useDataClient()));
}
