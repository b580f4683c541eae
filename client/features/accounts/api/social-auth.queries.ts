/** Social sign-in: the connected accounts of the signed-in user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { useDataClient } from '@client/lib/data-client';
import { accountKeys } from './accounts.queries';

export const socialKeys = {
  accounts: () => [...accountKeys.all, 'social'] as const,
};

export const socialAccountsQuery = (data: DataClient) =>
  queryOptions({ queryKey: socialKeys.accounts(), queryFn: () => data.read(socialAuthContract.accounts, {}) });

export function useSocialAccounts() {
  return useQuery(socialAccountsQuery(useDataClient()));
}
