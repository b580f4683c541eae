import type { RouteObject } from 'react-router';
import { createRoutes, languageRoutePatcher, routePrefixOf, type RoutePrefix } from './route-table';

// React Router ships ESM that jest cannot load here (client/test/react-router-stub.ts).
jest.mock('react-router', () => jest.requireActual('@client/test/react-router-stub'));

function ids(routes: RouteObject[], out: string[] = []): string[] {
  for (const r of routes) {
    if (r.id) out.push(r.id);
    if (r.children) ids(r.children, out);
  }
  return out;
}

describe('route table', () => {
  it('gives every route an explicit, unique id, the same whether one prefix or all are built (hydration keys match)', () => {
    const all = ids(createRoutes());
    const zh = ids(createRoutes(['zh-HK']));
    const root = ids(createRoutes(['']));
    expect(new Set(all).size).toBe(all.length);
    expect(zh.length).toBeGreaterThan(40);
    expect(all.length).toBe(zh.length + root.length + ids(createRoutes(['en-HK'])).length - 2);
    for (const id of [...zh, ...root]) expect(all).toContain(id);
    expect(zh).toContain('zh-HK:page:category');
    expect(root).toContain('page:category');
  });

  it('knows the prefix of a path', () => {
    expect(routePrefixOf('/en-HK/price/plumbing')).toBe('en-HK');
    expect(routePrefixOf('/zh-HK')).toBe('zh-HK');
    expect(routePrefixOf('/price/plumbing')).toBe('');
  });

  it('when the browser first reaches a path it cannot match, then the dashboard’s entries load and join every prefix built so far', async () => {
    expect(ids(createRoutes(['zh-HK']))).not.toContain('zh-HK:page:credit');
    const patcher = languageRoutePatcher(new Set<RoutePrefix>(['zh-HK']));
    const patch = jest.fn();
    const args = (path: string) => ({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined }) as never;
    await patcher(args('/zh-HK/dashboard/credit'));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe('zh-HK:layout:dashboard');
    expect(ids(patch.mock.calls[0][1])).toContain('zh-HK:page:credit');
    // Loaded once: from now on every table built has them.
    await patcher(args('/zh-HK/dashboard/inbox'));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(ids(createRoutes(['zh-HK']))).toContain('zh-HK:page:credit');
  });

  it('when the browser navigates to another prefix, then that prefix’s routes are added once, under the root route', async () => {
    const patcher = languageRoutePatcher(new Set<RoutePrefix>(['zh-HK']));
    const patch = jest.fn();
    const args = (path: string) => ({ path, patch, matches: [], signal: new AbortController().signal, fetcherKey: undefined }) as never;
    await patcher(args('/zh-HK/price'));
    expect(patch).not.toHaveBeenCalled();
    await patcher(args('/en-HK/'));
    await patcher(args('/en-HK/price'));
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0][0]).toBe('root');
    expect(ids(patch.mock.calls[0][1])).toEqual(ids(createRoutes(['en-HK'])).slice(1));
    expect(ids(patch.mock.calls[0][1])).toContain('en-HK:page:credit');
    await patcher(args('/login'));
    expect(patch).toHaveBeenCalledTimes(2);
    expect(ids(patch.mock.calls[1][1])).toContain('page:login');
  });
});
