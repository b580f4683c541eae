/** The DataClient in React context: HTTP in the browser, in-process during SSR (shared/api/data-client.ts). */
import { createContext, useContext, type ReactNode } from 'react';
import type { DataClient } from '@shared/api/data-client';
import { callApi } from './api-client';

export function createBrowserDataClient(): DataClient {
  return {
    read: (endpoint, input) => callApi(endpoint, input as never) as never,
  };
}

const DataClientContext = createContext<DataClient | null>(null);

export function DataClientProvider({ client, children }: { client: DataClient; children: ReactNode }) {
  return <DataClientContext.Provider value={client}>{children}</DataClientContext.Provider>;
}

export function useDataClient(): DataClient {
  const c = useContext(DataClientContext);
  if (!c) throw new Error('DataClientProvider missing');
  return c;
}
