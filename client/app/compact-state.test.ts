import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { compactDehydrated, expandDehydrated } from './compact-state';

describe('compact dehydrated state', () => {
  it('when queries succeeded, then only key, data and time travel, and hydrating gives the same cache', async () => {
    const server = new QueryClient();
    await server.prefetchQuery({
      queryKey: ['catalog', 'category', 'en-HK', { slug: 'plumbing', page: 2 }],
      queryFn: () => ({ name: 'Plumbing' }),
    });
    await server.prefetchQuery({ queryKey: ['reviews', 'recent'], queryFn: () => [1, 2, 3] });
    const full = dehydrate(server);
    const compact = compactDehydrated(full);
    expect(compact.full.queries).toHaveLength(0);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(full).length / 2);

    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(expandDehydrated(compact))));
    for (const q of full.queries) {
      const got = browser.getQueryCache().find({ queryKey: q.queryKey, exact: true });
      expect(got?.queryHash).toBe(q.queryHash);
      expect(got?.state).toEqual({ ...q.state });
    }
  });

  it('when a query failed, then it travels whole and hydrates with its error state', async () => {
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('x')) });
    const full = dehydrate(server, { shouldDehydrateQuery: () => true });
    const compact = compactDehydrated(full);
    expect(compact.c).toHaveLength(0);
    expect(compact.full.queries).toHaveLength(1);
    const browser = new QueryClient();
    hydrate(browser, expandDehydrated(compact));
    expect(browser.getQueryState(['broken'])?.status).toBe('error');
  });
});
