/**
 * react-query's dehydrated state without the fields every successful, idle query has (the state
 * carries only what the page hydrates). On a public page each query's bookkeeping was ~280 bytes beside its data;
 * the browser puts the defaults back before `hydrate`. A query in any other state travels whole.
 */
import { hashKey, type DehydratedState } from '@tanstack/react-query';

type DehydratedQuery = DehydratedState['queries'][number];

const DEFAULTS = {
  dataUpdateCount: 1,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'success',
  fetchStatus: 'idle',
} as const;

export interface CompactQuery {
  /** queryKey */
  k: DehydratedQuery['queryKey'];
  /** data */
  d: unknown;
  /** dataUpdatedAt */
  t: number;
}
export interface CompactState {
  /** dehydratedAt of every compact query */
  at: number;
  c: CompactQuery[];
  /** queries that are not plain successes, and mutations, as react-query gave them */
  full: DehydratedState;
}

function isPlain(q: DehydratedQuery): boolean {
  const s = q.state as unknown as Record<string, unknown>;
  return (
    Object.entries(DEFAULTS).every(([k, v]) => s[k] === v) &&
    q.meta === undefined &&
    (q as { promise?: unknown }).promise === undefined &&
    Object.keys(s).every((k) => k in DEFAULTS || k === 'data' || k === 'dataUpdatedAt')
  );
}

export function compactDehydrated(state: DehydratedState): CompactState {
  const c: CompactQuery[] = [];
  const rest: DehydratedQuery[] = [];
  let at = 0;
  for (const q of state.queries) {
    if (isPlain(q)) {
      c.push({ k: q.queryKey, d: q.state.data, t: q.state.dataUpdatedAt });
      at = Math.max(at, q.dehydratedAt ?? 0);
    } else rest.push(q);
  }
  return { at, c, full: { mutations: state.mutations, queries: rest } };
}

export function expandDehydrated(s: CompactState): DehydratedState {
  const queries = s.c.map(
    (q) =>
      ({
        queryKey: q.k,
        queryHash: hashKey(q.k),
        dehydratedAt: s.at,
        state: { ...DEFAULTS, data: q.d, dataUpdatedAt: q.t },
      }) as unknown as DehydratedQuery,
  );
  return { mutations: s.full.mutations, queries: [...queries, ...s.full.queries] };
}
