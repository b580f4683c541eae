/**
 * Reads and calls keyed by their endpoint declaration (shared/api/*.contract.ts). A read's query key is its endpoint's
 * path template and its input, so no key is typed by hand and two features reading the same endpoint share one cache
 * entry. A call refetches the reads its endpoint declares stale (`invalidates`), so which lists a change touches is said
 * once, beside the endpoint, instead of in every hook that calls it.
 */
import { hashKey, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallInput, CallResult, EndpointDef } from '@shared/api/endpoint';
import type { DataClient, ReadEndpoint } from '@shared/api/data-client';
import { callApi } from './api-client';
import { useDataClient } from './data-client';

/** callApi with an input already typed by the caller's own generics. */
const callEndpoint = <E extends EndpointDef>(endpoint: E, input: unknown) =>
  (callApi as (e: E, i?: unknown) => Promise<CallResult<E>>)(endpoint, input);

/** `[path template, input]`, or `[path, input, variant]` for a read kept in another shape (see derivedQuery). */
export type EndpointKey = readonly [path: string, input: Record<string, unknown>, variant?: string];

/** Drops empty parts, so `{ query: { q: undefined } }` and `{}` are the same key. */
function compact(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [part, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value instanceof FormData) continue;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const inner = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== ''));
      if (Object.keys(inner).length) out[part] = inner;
    } else out[part] = value;
  }
  return out;
}

/** The query key of a read of `endpoint` with `input`. */
export function endpointKey<E extends EndpointDef>(endpoint: E, input?: Partial<CallInput<E>>, variant?: string): EndpointKey {
  const key = [endpoint.path, compact(input)] as const;
  return variant ? [...key, variant] : key;
}

export interface ReadOptions {
  /** How long a read counts as fresh (ms); the query client's default otherwise. */
  staleTime?: number;
}

/** Only a given staleTime: an explicit `undefined` would replace the query client's default (always stale). */
const freshness = (opts: ReadOptions) => (opts.staleTime === undefined ? {} : { staleTime: opts.staleTime });

/** The query options of a page-data read: in the browser an HTTP GET, during SSR the handler in-process. */
export function readQuery<E extends ReadEndpoint>(data: DataClient, endpoint: E, input: CallInput<E>, opts: ReadOptions = {}) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    queryFn: (): Promise<CallResult<E>> => data.read(endpoint, input),
    ...freshness(opts),
  });
}

/**
 * A read kept in the cache in a smaller shape (the page state carries it to the browser): its own key, the
 * endpoint's path first, so the endpoint's invalidations reach it too.
 */
export function derivedQuery<E extends ReadEndpoint, T>(
  data: DataClient,
  endpoint: E,
  input: CallInput<E>,
  variant: string,
  shape: (result: CallResult<E>) => T,
  opts: ReadOptions = {},
) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input, variant),
    queryFn: async (): Promise<T> => shape(await data.read(endpoint, input)),
    ...freshness(opts),
  });
}

/** A read that is a POST (a preview computed from a body): always over HTTP, keyed like any read. */
export function postQuery<E extends EndpointDef>(endpoint: E, input: CallInput<E>, opts: ReadOptions = {}) {
  return queryOptions({
    queryKey: endpointKey(endpoint, input, 'post'),
    queryFn: () => callEndpoint(endpoint, input),
    ...freshness(opts),
  });
}

/** Reads an endpoint in a component; `enabled: false` waits (an id not known yet). */
export function useRead<E extends ReadEndpoint>(endpoint: E, input: CallInput<E>, opts: ReadOptions & { enabled?: boolean } = {}) {
  return useQuery({ ...readQuery(useDataClient(), endpoint, input, opts), enabled: opts.enabled ?? true });
}

/** Whether a cached read's key falls under one of the path prefixes. */
export function keyUnder(prefixes: readonly string[], key: QueryKey): boolean {
  const path = key[0];
  return typeof path === 'string' && prefixes.some((p) => path.startsWith(p));
}

/**
 * Marks stale (and refetches when shown) every cached read under the path prefixes: the endpoint's own `invalidates`
 * or a list given by the caller. `except` keeps one entry the caller has just written with the fresh answer.
 */
export function refetchUnder(qc: QueryClient, prefixes: readonly string[] | EndpointDef, except?: QueryKey): Promise<void> {
  const list = Array.isArray(prefixes) ? prefixes : ((prefixes as EndpointDef).invalidates ?? []);
  if (!list.length) return Promise.resolve();
  const keep = except ? hashKey(except) : undefined;
  return qc.invalidateQueries({ predicate: (q) => keyUnder(list, q.queryKey) && q.queryHash !== keep });
}

export interface CallOptions<E extends EndpointDef, V> {
  /** Builds the call's input from what the component passes to `mutate` (the input itself by default). */
  input?: (vars: V) => CallInput<E>;
  /** Runs before the declared invalidations (write the fresh answer into the cache here). */
  onSuccess?: (result: CallResult<E>, vars: V, qc: QueryClient) => void;
  /** A key written by onSuccess with the fresh answer: left out of the refetch. */
  keep?: (result: CallResult<E>, vars: V) => QueryKey | undefined;
  /** The form shows the failure itself (client/ui/use-api-form.ts); otherwise the app's error dialog does. */
  handlesErrors?: boolean;
}

/** Calls an endpoint from a component; on success the reads its declaration names go stale. */
export function useCall<E extends EndpointDef, V = CallInput<E>>(endpoint: E, opts: CallOptions<E, V> = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: V): Promise<CallResult<E>> => callEndpoint(endpoint, opts.input ? opts.input(vars) : vars),
    // The mutation settles once the stale reads shown on screen are fetched again, so what a form shows after
    // `await mutateAsync()` (a list, a badge) already includes the change.
    onSuccess: (result, vars) => {
      opts.onSuccess?.(result, vars, qc);
      return refetchUnder(qc, endpoint, opts.keep?.(result, vars));
    },
    meta: { handlesErrors: opts.handlesErrors ?? false },
  });
}
