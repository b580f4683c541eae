/** Small route helpers the dashboard route table needs at once (the loaders themselves load lazily). */
import type { LoaderContext } from '../route-types';

/** SPEC §2: a quote id of "details" means the request id is the quote id. */
export function quoteIdOf(params: LoaderContext['params']): number {
  return params.quoteId === 'details' || params.quoteId === undefined
    ? Number(params.requestId ?? params.quoteId) || 0
    : Number(params.quoteId) || 0;
}
