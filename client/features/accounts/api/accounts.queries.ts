/** The session read of the accounts domain (every page's header reads it: keep this file's imports light). */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { accountsContract } from '@shared/api/accounts.contract';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery } from '@client/lib/endpoint-query';

export const sessionQuery = (data: DataClient) => readQuery(data, accountsContract.session, {}, { staleTime: 30_000 });

/** Where a sign-in, a sign-out or a role switch writes the signed-in user at once. */
export const sessionKey = endpointKey(accountsContract.session, {});

/** The signed-in user or null; undefined while unknown (visitors' cached pages learn it after hydration). */
export function useSession() {
  return useQuery(sessionQuery(useDataClient()));
}
