/** Social sign-in: the connected accounts of the signed-in user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey } from '@client/lib/endpoint-query';

/** Fresh for the query client's default time (readQuery without a staleTime would make it always stale). */
export const socialAccountsQuery = (data: DataClient) =>
  queryOptions({ queryKey: endpointKey(socialAuthContract.accounts, {}), queryFn: () => data.read(socialAuthContract.accounts, {}) });

export function useSocialAccounts() {
  return useQuery(socialAccountsQuery(useDataClient()));
}
