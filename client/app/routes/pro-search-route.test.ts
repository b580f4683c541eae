/**
 * pro-search's prefetch and head: the home search (?go=quote) goes to the questionnaire only when
 * the search is confident; every pro-search page is noindex without canonical or alternates. The server side of the
 * search is tested against PostgreSQL in server/modules/search; here its answers are given.
 */
import { QueryClient } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { SearchResult } from '@shared/schemas/search.schema';
import type { HeadContext, LoaderContext } from '../route-types';
import { proRoutes } from './pro-routes';

jest.mock('react-router', () => ({ redirect: (to: string, status: number) => ({ redirectTo: to, status }) }));
jest.mock('@loadable/component', () => () => () => null);

const plumbing = {
  id: 1,
  slug: 'plumbing',
  name: 'Plumbing',
  icon: 'faucet',
  genre_slug: 'home-repair',
  genre_name: 'Home Repair',
  pro_count: 3,
};
const emptyPage = { items: [], page: 1, page_size: 10, total: 0, total_pages: 1 };
const answer = (q: string): SearchResult => ({
  q,
  best: q === 'zzz' ? null : plumbing,
  confident: q === '通渠',
  categories: [],
  pros: emptyPage,
  popular: [],
});

function fakeData() {
  const reads: Array<{ path: string; query: Record<string, unknown> }> = [];
  const data: DataClient = {
    read: async (endpoint, input) => {
      const query = ((input as { query?: Record<string, unknown> }).query ?? {}) as Record<string, unknown>;
      reads.push({ path: endpoint.path, query });
      if (endpoint.path === '/genres') return [{ slug: 'home-repair', categories: [plumbing] }] as never;
      if (endpoint.path === '/districts') return [{ slug: 'sha-tin' }] as never;
      if (endpoint.path === '/search') return answer(String(query.q)) as never;
      return { ...emptyPage, page_size: 20 } as never;
    },
  };
  return { data, reads };
}

const route = proRoutes.find((r) => r.name === 'proSearch')!;

async function open(path: string) {
  const url = new URL(`http://localhost${path}`);
  const { data, reads } = fakeData();
  const queryClient = new QueryClient();
  const ctx = { queryClient, data, lng: 'en-HK', params: {}, url, env: {} } as unknown as LoaderContext;
  const outcome = await route.prefetch!(ctx).then(
    () => 'rendered',
    (e: unknown) => e,
  );
  const t = ((key: string, o?: Record<string, unknown>) => `${key}${o?.q ? `:${String(o.q)}` : ''}`) as unknown as HeadContext['t'];
  const headCtx = {
    t,
    lng: 'en-HK',
    params: {},
    queryClient,
    data,
    path: url.pathname.replace(/^\/en-HK/, ''),
    search: url.search,
    publicUrl: 'http://localhost:3000',
  };
  return { outcome, reads, head: route.head!(headCtx as HeadContext) };
}

describe('pro-search route', () => {
  it('when the home search sends words the search is confident about, then it redirects to that questionnaire', async () => {
    const { outcome, reads } = await open(`/en-HK/pro-search?q=${encodeURIComponent('通渠')}&go=quote`);
    expect(outcome).toEqual({ redirectTo: '/en-HK/form/plumbing', status: 302 });
    expect(reads.find((r) => r.path === '/search')?.query).toMatchObject({ q: '通渠', page: 1, lng: 'en-HK' });
  });

  it('when the words only probably mean a service, or no go=quote is sent, then the results page renders', async () => {
    expect((await open('/en-HK/pro-search?q=plumb&go=quote')).outcome).toBe('rendered');
    expect((await open(`/en-HK/pro-search?q=${encodeURIComponent('通渠')}`)).outcome).toBe('rendered');
  });

  it('when only punctuation is typed, then no search is made and the plain pro list is read', async () => {
    const { outcome, reads } = await open('/en-HK/pro-search?q=%21%21%21&go=quote');
    expect(outcome).toBe('rendered');
    expect(reads.map((r) => r.path)).not.toContain('/search');
    expect(reads.map((r) => r.path)).toContain('/pro_list');
  });

  it('when any pro-search page is opened, then it is noindex, follow with no canonical, alternates or og:url', async () => {
    for (const path of ['/en-HK/pro-search', '/en-HK/pro-search?q=zzz', '/en-HK/pro-search?page=2']) {
      const { head } = await open(path);
      expect(head).toMatchObject({ robots: 'noindex, follow', canonical: undefined, alternates: undefined });
      expect(head.og?.['og:url']).toBeUndefined();
    }
    expect((await open('/en-HK/pro-search?q=zzz')).head.title).toMatch(/^catalog\|search>meta_title:zzz/);
  });
});
