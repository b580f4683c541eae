import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { pageReads } from './page-reads';

// Only the route-side half is tested here; the hook half reads the router, which these tests do not render.
jest.mock('react-router', () => ({ useParams: jest.fn(), useSearchParams: jest.fn() }));

const data = {} as DataClient;

function fixture(asked: string[], failing: string[] = []) {
  const read = (name: string) =>
    queryOptions({
      queryKey: ['/things/{name}', { params: { name } }],
      queryFn: async () => {
        asked.push(name);
        if (failing[0] === name) throw Object.assign(new Error('not_found'), { status: 404 });
        if (failing.includes(name)) throw Object.assign(new Error('failed'), { status: 500 });
        return { name };
      },
    });
  return pageReads(({ params }) => ({
    main: read(params.slug ?? ''),
    extra: read(`${params.slug}-extra`),
    onPageTwo: params.page === '2' ? read('second') : undefined,
  }));
}

describe('pageReads', () => {
  it('prefetches every read that applies, and the head finds the answers in the cache', async () => {
    const asked: string[] = [];
    const reads = fixture(asked);
    const ctx = { queryClient: new QueryClient(), data, lng: 'en-HK' as const, params: { slug: 'tap' } };
    await reads.prefetch(ctx);
    expect(asked.sort()).toEqual(['tap', 'tap-extra']);
    expect(reads.cached(ctx)).toEqual({ main: { name: 'tap' }, extra: { name: 'tap-extra' }, onPageTwo: undefined });
  });

  it("asks every read at once, and the first read's failure decides the page (a 404 wins over the others')", async () => {
    const asked: string[] = [];
    const reads = fixture(asked, ['gone', 'gone-extra']);
    const ctx = { queryClient: new QueryClient(), data, lng: 'en-HK' as const, params: { slug: 'gone', page: '2' } };
    await expect(reads.prefetch(ctx)).rejects.toMatchObject({ status: 404 });
    expect(asked.sort()).toEqual(['gone', 'gone-extra', 'second']);
  });

  it('fails with the error of a later read when the first one is there', async () => {
    const reads = fixture([], ['not-asked', 'tap-extra']);
    const ctx = { queryClient: new QueryClient(), data, lng: 'en-HK' as const, params: { slug: 'tap' } };
    await expect(reads.prefetch(ctx)).rejects.toMatchObject({ status: 500 });
  });
});
