/**
 * Answers DataClient reads in-process during SSR, with the same service functions the API routes call
 * (no HTTP round trip to ourselves). Each read name of shared/api/data-client.ts has one entry here.
 */
import type { Request } from 'express';
import type { DataClient, ReadName, ReadParams, ReadResult } from '@shared/api/data-client';
import type { AppDeps } from '../lib/app-deps';
import * as accounts from '../modules/accounts/accounts.service';
import { publicReaders } from './public-readers';
import { marketReaders } from './market-readers';

type Readers = { [N in ReadName]: (deps: AppDeps, req: Request, params: ReadParams<N>) => Promise<ReadResult<N>> };

const readers: Readers = {
  ...publicReaders,
  ...marketReaders,
  session: (deps, req) => (req.user ? accounts.getMe(deps.db, req.user.id) : Promise.resolve(null)),
};

export function createServerDataClient(deps: AppDeps, req: Request): DataClient {
  return {
    read: (name, params) => readers[name](deps, req, params),
  };
}
