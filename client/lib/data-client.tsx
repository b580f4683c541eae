/** The DataClient in React context: HTTP in the browser, in-process during SSR (shared/api/data-client.ts). */
import { createContext, useContext, type ReactNode } from 'react';
import { readPaths, type DataClient } from '@shared/api/data-client';
import { api } from './api-client';

export function createBrowserDataClient(): DataClient {
  return {
    read: (name, params) => api.get(readPaths[name](params as never)),
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
