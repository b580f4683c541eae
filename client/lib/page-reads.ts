/**
 * A page's reads, declared once (`pageReads(scope => ({ name: query, … }))`) and used by the three places that need
 * them: the route's prefetch fills the cache with every read before render (SSR and client navigation), the route's
 * head takes its title and JSON-LD from the same cached answers, and the page reads them (and names them in its server
 * islands) without building a second key. A read that does not apply to the URL is `undefined` and skipped.
 */
import { useParams, useSearchParams } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from './data-client';

/** What a read may depend on: the URL's language, path params and query string. */
export interface ReadScope {
  data: DataClient;
  lng: Language;
  params: Record<string, string | undefined>;
  /** The query string, e.g. "?page=2" or "". */
  search: string;
}

/** The route-side context (client/app/route-types.ts LoaderContext and HeadContext both fit). */
export interface ReadsContext {
  queryClient: QueryClient;
  data: DataClient;
  lng: Language;
  params: Record<string, string | undefined>;
  url?: URL;
  search?: string;
}

interface AnyRead {
  queryKey: QueryKey;
  queryFn?: unknown;
}

type Results<R> = { [K in keyof R]: NonNullable<R[K]> extends { queryFn?: (...a: never[]) => infer P } ? Awaited<P> | undefined : never };

export interface PageReads<R extends Record<string, AnyRead | undefined>> {
  /** The reads for a scope (as the page builds them). */
  build: (scope: ReadScope) => R;
  /**
   * Fills the cache with every read at once. The first read decides whether the page exists: when it fails, its error
   * (a 404 makes the page a 404) wins over any other read's, which may fail only because the first thing is missing.
   */
  prefetch: (ctx: ReadsContext) => Promise<void>;
  /** The cached answers (a head runs after prefetch, so they are there unless a read failed). */
  cached: (ctx: ReadsContext) => Results<R>;
  /** The reads of the current URL, in a page component. */
  use: () => R;
}

function scopeOf(ctx: ReadsContext): ReadScope {
  return { data: ctx.data, lng: ctx.lng, params: ctx.params, search: ctx.url?.search ?? ctx.search ?? '' };
}

export function pageReads<R extends Record<string, AnyRead | undefined>>(build: (scope: ReadScope) => R): PageReads<R> {
  const cached = (ctx: ReadsContext) => {
    const reads = build(scopeOf(ctx));
    return Object.fromEntries(
      Object.entries(reads).map(([name, q]) => [name, q ? ctx.queryClient.getQueryData(q.queryKey) : undefined]),
    ) as Results<R>;
  };
  return {
    build,
    cached,
    prefetch: async (ctx) => {
      const reads = Object.values(build(scopeOf(ctx))).filter((q): q is AnyRead => q !== undefined);
      const ensure = (q: AnyRead) => ctx.queryClient.ensureQueryData(q as Parameters<QueryClient['ensureQueryData']>[0]);
      const failed = (await Promise.allSettled(reads.map(ensure))).filter((r) => r.status === 'rejected');
      // allSettled keeps the order of the reads, so the first failure is the earliest declared read's.
      if (failed[0]) throw failed[0].reason;
    },
    use: function usePageReads() {
      const data = useDataClient();
      const lng = useTranslation().i18n.language as Language;
      const params = useParams();
      const [search] = useSearchParams();
      const query = search.toString();
      return build({ data, lng, params, search: query ? `?${query}` : '' });
    },
  };
}
