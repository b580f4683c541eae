/**
 * THE route table: every page route (SPEC §2) at the root and under /zh-HK and /en-HK, as React Router
 * data routes whose loaders fill react-query. Domain route lists live in ./routes/*.tsx.
 * The table holds no per-request state: loaders read the QueryClient, data client and i18n of the request
 * from the router context (`routeContext`), so the server builds and ranks the ~300 routes once per process.
 */
import {
  createContext,
  data as routeData,
  redirect,
  RouterContextProvider,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import loadable from '@loadable/component';
import { LANGUAGES, splitLanguagePrefix, type Language } from '@shared/i18n/i18n-config';
import { ROLE_LANDING, ROUTE_PATHS } from '@shared/routes/route-paths';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import type { RouteBuildContext, RouteDef, RouteHandle } from './route-types';
import { ROUTE_MANIFEST, type ManifestEntry, type RouteGroup } from './route-manifest';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { PageFallback } from './page-fallback';

/** The dashboard's frame comes with the first dashboard page, not with the public pages' initial JavaScript. */
const DashboardLayout = loadable(() => import(/* webpackChunkName: "dashboard-layout" */ './layouts/dashboard-layout'), {
  resolveComponent: (m) => m.DashboardLayout,
  fallback: <PageFallback />,
});

/** Each group of route entries is its own chunk in the browser (the server adds them all at start: addRouteGroups). */
const GROUP_CHUNKS: Record<RouteGroup, () => Promise<RouteDef[]>> = {
  accounts: () => import(/* webpackChunkName: "routes-accounts" */ './routes/accounts-routes').then((m) => m.accountsRoutes),
  signIn: () => import(/* webpackChunkName: "routes-sign-in" */ './routes/sign-in-routes').then((m) => m.signInRoutes),
  catalog: () => import(/* webpackChunkName: "routes-catalog" */ './routes/catalog-routes').then((m) => m.catalogRoutes),
  nearMe: () => import(/* webpackChunkName: "routes-near-me" */ './routes/near-me-routes').then((m) => m.nearMeRoutes),
  price: () => import(/* webpackChunkName: "routes-price" */ './routes/price-routes').then((m) => m.priceRoutes),
  pro: () => import(/* webpackChunkName: "routes-pro" */ './routes/pro-routes').then((m) => m.proRoutes),
  content: () => import(/* webpackChunkName: "routes-content" */ './routes/content-routes').then((m) => m.contentRoutes),
  info: () => import(/* webpackChunkName: "routes-info" */ './routes/info-routes').then((m) => m.infoRoutes),
  requestForm: () => import(/* webpackChunkName: "routes-request-form" */ './routes/request-form-routes').then((m) => m.requestFormRoutes),
  payments: () => import(/* webpackChunkName: "routes-payments" */ './routes/payments-routes').then((m) => m.paymentsRoutes),
  reservations: () =>
    import(/* webpackChunkName: "routes-reservations" */ './routes/reservations-routes').then((m) => m.reservationsRoutes),
  googleReserve: () =>
    import(/* webpackChunkName: "routes-google-reserve" */ './routes/google-reserve-routes').then((m) => m.googleReserveRoutes),
  site: () => import(/* webpackChunkName: "routes-site" */ './routes/site-routes').then((m) => m.siteRoutes),
  serviceAction: () =>
    import(/* webpackChunkName: "routes-service-action" */ './routes/service-action-routes').then((m) => m.serviceActionRoutes),
  shop: () => import(/* webpackChunkName: "routes-shop" */ './routes/shop-routes').then((m) => m.shopRoutes),
  partners: () => import(/* webpackChunkName: "routes-partners" */ './routes/partners-routes').then((m) => m.partnersRoutes),
};

/** The route entries of each group loaded so far, by name. */
const loadedDefs = new Map<RouteGroup, Map<string, RouteDef>>();

/** The server has every group from the start (entry-server); a route built then is complete, never lazy. */
export function addRouteGroups(groups: Record<RouteGroup, RouteDef[]>): void {
  for (const [group, defs] of Object.entries(groups) as [RouteGroup, RouteDef[]][]) {
    loadedDefs.set(group, new Map(defs.map((d) => [d.name, d])));
  }
}

/** Loads groups (the browser: before hydrating, the groups of the page's own routes). */
export async function loadRouteGroups(groups: Iterable<RouteGroup>): Promise<void> {
  await Promise.all(
    [...new Set(groups)]
      .filter((g) => !loadedDefs.has(g))
      .map(async (g) => {
        const defs = await GROUP_CHUNKS[g]();
        loadedDefs.set(g, new Map(defs.map((d) => [d.name, d])));
      }),
  );
}

const MANIFEST_BY_NAME = new Map(ROUTE_MANIFEST.map((e) => [e.name as string, e]));

/** The browser chunks (webpack chunk names) holding the entries of the given route ids: see GROUP_CHUNKS. */
export function routeChunksOf(ids: Iterable<string>): string[] {
  const list = [...ids];
  const groups = [...new Set(groupsOfRouteIds(list))].map((g) => `routes-${g.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  return list.some((id) => id.endsWith('layout:dashboard')) ? [...groups, 'dashboard-routes'] : groups;
}

/** The groups whose entries the given route ids ("zh-HK:page:category") come from. */
export function groupsOfRouteIds(ids: Iterable<string>): RouteGroup[] {
  const out: RouteGroup[] = [];
  for (const id of ids) {
    const entry = MANIFEST_BY_NAME.get(id.slice(id.lastIndexOf('page:') + 5));
    if (id.includes('page:') && entry) out.push(entry.group);
  }
  return out;
}

function isNotFound(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { status?: number }).status === 404;
}

/** The per-request (server) or per-page (browser) services the loaders use. */
export const routeContext = createContext<RouteBuildContext>();

export function routeContextProvider(ctx: RouteBuildContext): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(routeContext, ctx);
  return provider;
}

/** What a route entry adds to its route: the handle (head, cache, name), the page and the loader. */
function routeParts(def: RouteDef): Pick<RouteObject, 'handle' | 'Component' | 'loader'> {
  const handle: RouteHandle = { name: def.name, def };
  return {
    handle,
    Component: def.page,
    loader: async ({ params, request, context }) => {
      const ctx = context.get(routeContext);
      const url = new URL(request.url);
      const lng = (splitLanguagePrefix(url.pathname).prefix ?? ctx.i18n.language) as Language;
      if (def.role) {
        const me = await ctx.queryClient.ensureQueryData(sessionQuery(ctx.data));
        if (me && me.role !== def.role) throw redirect(prefixed(url.pathname, ROLE_LANDING[me.role]));
      }
      await ctx.i18n.loadNamespaces(['common', ...(def.ns ?? [])]);
      try {
        await def.prefetch?.({ queryClient: ctx.queryClient, data: ctx.data, lng, params, url, env: ctx.env });
      } catch (e) {
        if (isNotFound(e)) throw routeData('not_found', { status: 404 });
        throw e;
      }
      return null;
    },
  };
}

function toRouteObject(def: RouteDef, idPrefix: string): RouteObject {
  const path = ROUTE_PATHS[def.name].replace(/^\//, '');
  return {
    id: `${idPrefix}page:${def.name}`,
    ...(path === '' ? { index: true } : { path }),
    ErrorBoundary: RouteErrorBoundary,
    ...routeParts(def),
  };
}

/** A manifest entry's route: complete when its group is loaded, else lazy (its group loads on the first navigation there). */
function manifestRoute(entry: ManifestEntry, idPrefix: string): RouteObject {
  const def = loadedDefs.get(entry.group)?.get(entry.name);
  if (def) return toRouteObject(def, idPrefix);
  const path = ROUTE_PATHS[entry.name].replace(/^\//, '');
  return {
    id: `${idPrefix}page:${entry.name}`,
    ...(path === '' ? { index: true } : { path }),
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => {
      await loadRouteGroups([entry.group]);
      const loaded = loadedDefs.get(entry.group)?.get(entry.name);
      if (!loaded) throw new Error(`route ${entry.name} is not in its group ${entry.group} (client/app/route-manifest.ts)`);
      return routeParts(loaded);
    },
  };
}

function prefixed(currentPath: string, target: string): string {
  const { prefix } = splitLanguagePrefix(currentPath);
  return prefix ? `/${prefix}${target}` : target;
}

/** The dashboard's route entries, once loaded (always on the server): see loadDashboardRoutes. */
let dashboardDefs: RouteDef[] | undefined;

/** Adds the dashboard's own route entries to the table built from now on (the server calls it at start). */
export function addDashboardRoutes(defs: RouteDef[]): void {
  dashboardDefs = defs;
}

/** The browser loads the dashboard's route entries with the first dashboard page (their own chunk). */
export async function loadDashboardRoutes(): Promise<RouteDef[]> {
  if (!dashboardDefs) {
    const m = await import(/* webpackChunkName: "dashboard-routes" */ './routes/dashboard-route-defs');
    dashboardDefs = m.DASHBOARD_ROUTE_DEFS;
  }
  return dashboardDefs;
}

function dashboardPages(idPrefix: string): RouteObject[] {
  return (dashboardDefs ?? []).map((d) => toRouteObject(d, idPrefix));
}

function layoutRoutes(idPrefix: string): RouteObject[] {
  const of = (layout: RouteDef['layout']) => ROUTE_MANIFEST.filter((e) => e.layout === layout).map((e) => manifestRoute(e, idPrefix));
  return [
    { id: `${idPrefix}layout:public`, Component: PublicLayout, children: of('public') },
    {
      id: `${idPrefix}layout:dashboard`,
      Component: DashboardLayout,
      // SPEC §2: without a session, dashboard routes go to login with `from` set to the original path.
      loader: async ({ request, context }) => {
        const ctx = context.get(routeContext);
        const me = await ctx.queryClient.ensureQueryData(sessionQuery(ctx.data));
        if (!me) {
          const url = new URL(request.url);
          throw redirect(`${prefixed(url.pathname, '/login')}?from=${encodeURIComponent(url.pathname + url.search)}`);
        }
        await ctx.i18n.loadNamespaces(['dashboard']);
        return null;
      },
      children: [...of('dashboard'), ...dashboardPages(idPrefix)],
    },
    ...of('bare'),
  ];
}

/** The routes of one URL prefix: '' for the unprefixed paths, or a language ("/zh-HK/…"). */
export type RoutePrefix = Language | '';
export const ROUTE_PREFIXES: readonly RoutePrefix[] = ['', ...LANGUAGES];

function prefixRoutes(prefix: RoutePrefix): RouteObject[] {
  if (!prefix) return layoutRoutes('');
  return [{ id: `${prefix}:`, path: prefix, children: layoutRoutes(`${prefix}:`) }];
}

/**
 * The route table for the given prefixes (all of them on the server). Route ids are explicit and the same
 * whichever prefixes are built, so the server's loader data hydrates a browser router built with fewer.
 */
export function createRoutes(prefixes: readonly RoutePrefix[] = ROUTE_PREFIXES): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorBoundary,
      children: prefixes.flatMap(prefixRoutes),
    },
  ];
}

export function routePrefixOf(pathname: string): RoutePrefix {
  return (splitLanguagePrefix(pathname).prefix ?? '') as RoutePrefix;
}

const idPrefixOf = (prefix: RoutePrefix) => (prefix ? `${prefix}:` : '');

/**
 * The browser starts with the routes of the page's own prefix only (building and ranking all three copies
 * was the longest task of a page load on a phone) and adds another prefix's routes the first time a
 * navigation goes there (React Router's patchRoutesOnNavigation). The dashboard's pages are added the same
 * way the first time a path matches no route: their entries load, and every prefix built so far gets them.
 */
export function languageRoutePatcher(loaded: Set<RoutePrefix>): PatchRoutesOnNavigationFunction {
  return async ({ path, patch }) => {
    const prefix = routePrefixOf(path);
    if (!dashboardDefs) {
      await loadDashboardRoutes();
      for (const p of loaded) patch(`${idPrefixOf(p)}layout:dashboard`, dashboardPages(idPrefixOf(p)));
    }
    if (loaded.has(prefix)) return;
    loaded.add(prefix);
    patch('root', prefixRoutes(prefix));
  };
}
