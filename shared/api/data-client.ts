/**
 * One way to read page data on both sides: `read(name, params)`.
 * In the browser it is an HTTP GET to the path below; during SSR the server answers the same name
 * in-process with the same service function the API route calls (server/ssr/ssr-readers.ts).
 * Each domain declares its reads in shared/api/reads/<domain>.reads.ts and is merged here.
 */
import { accountsReadPaths, type AccountsReads } from './reads/accounts.reads';
import { catalogReadPaths, type CatalogReads } from './reads/catalog.reads';
import { proServicesReadPaths, type ProServicesReads } from './reads/pro-services.reads';
import { reviewsReadPaths, type ReviewsReads } from './reads/reviews.reads';
import { contentReadPaths, type ContentReads } from './reads/content.reads';
import { marketReadPaths, type MarketReads } from './reads/market.reads';

export type ReadDefs = AccountsReads & CatalogReads & ProServicesReads & ReviewsReads & ContentReads & MarketReads;

export type ReadName = keyof ReadDefs;
export type ReadParams<N extends ReadName> = ReadDefs[N]['params'];
export type ReadResult<N extends ReadName> = ReadDefs[N]['result'];

type PathBuilders = { [N in ReadName]: (params: ReadParams<N>) => string };

export const readPaths: PathBuilders = {
  ...accountsReadPaths,
  ...catalogReadPaths,
  ...proServicesReadPaths,
  ...reviewsReadPaths,
  ...contentReadPaths,
  ...marketReadPaths,
};

export interface DataClient {
  read<N extends ReadName>(name: N, params: ReadParams<N>): Promise<ReadResult<N>>;
}

/** Appends defined params as a query string. */
export function withQuery(path: string, query: Record<string, string | number | boolean | undefined | null>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}
