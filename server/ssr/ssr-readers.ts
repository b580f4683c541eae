/**
 * Answers DataClient reads in-process during SSR with the handlers the API routes run, through the same
 * caller checks and input schemas (no HTTP round trip to ourselves). Input that fails validation is a 404.
 */
import type { Request } from 'express';
import type { DataClient } from '@shared/api/data-client';
import type { ApiRegistry } from '../middleware/api-endpoint';

export function createServerDataClient(api: ApiRegistry, req: Request): DataClient {
  return {
    read: (endpoint, input) => api.read(endpoint, req, req.res!, input) as never,
  };
}
