/**
 * One way to read page data on both sides: `read(endpoint, input)` with a GET endpoint of a contract.
 * In the browser it is an HTTP GET (client/lib/data-client.tsx); during SSR the server answers it in-process
 * with the handler the API route runs (server/ssr/ssr-readers.ts), with the same checks.
 */
import type { CallInput, CallResult, EndpointDef } from './endpoint';

export type ReadEndpoint = EndpointDef & { method: 'GET' };

export interface DataClient {
  read<E extends ReadEndpoint>(endpoint: E, input: CallInput<E>): Promise<CallResult<E>>;
}
