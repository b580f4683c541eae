/** Query keys and options of the accounts domain. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { accountsContract } from '@shared/api/accounts.contract';
import { useDataClient } from '@client/lib/data-client';

export const accountKeys = {
  all: ['accounts'] as const,
  session: () => [...accountKeys.all, 'session'] as const,
};

export const sessionQuery = (data: DataClient) =>
  queryOptions({ queryKey: accountKeys.session(), queryFn: () => data.read(accountsContract.session, {}), staleTime: 30_000 });

/** The signed-in user or null; undefined while unknown (visitors' cached pages learn it after hydration). */
export function useSession() {
  const data = useDataClient();
  return useQuery(sessionQuery(data));
}
