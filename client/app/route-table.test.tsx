import type { RouteObject } from 'react-router';
import { createRoutes, languageRoutePatcher, routePrefixOf, type RoutePrefix } from './route-table';

// React Router ships ESM that jest cannot load here; the route table only needs these at module level.
jest.mock('react-router', () => ({
  createContext: () => ({}),
  RouterContextProvider: class {},
  redirect: jest.fn(),
  data: jest.fn(),
  Link: () => null,
  NavLink: () => null,
  Outlet: () => null,
  useLocation: () => ({ pathname: '/', search: '' }),
  useNavigate: () => jest.fn(),
  useParams: () => ({}),
  useSearchParams: () => [new URLSearchParams(), jest.fn()],
  useRouteError: () => null,
  useNavigation: () => ({ state: 'idle' }),
  isRouteErrorResponse: () => false,
}));

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
    await patcher(args('/login'));
    expect(patch).toHaveBeenCalledTimes(2);
    expect(ids(patch.mock.calls[1][1])).toContain('page:login');
  });
});
