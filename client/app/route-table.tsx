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
import { accountsRoutes } from './routes/accounts-routes';
import { signInRoutes } from './routes/sign-in-routes';
import { dashboardRoutes } from './routes/dashboard-routes';
import { requestFormRoutes } from './routes/request-form-routes';
import { catalogRoutes } from './routes/catalog-routes';
import { proRoutes } from './routes/pro-routes';
import { contentRoutes } from './routes/content-routes';
import { opsRoutes } from './routes/ops-routes';
import { paymentsRoutes } from './routes/payments-routes';
import { referralsRoutes } from './routes/referrals-routes';
import { reservationsRoutes } from './routes/reservations-routes';
import { RootLayout } from './layouts/root-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { PageFallback } from './page-fallback';

/** The dashboard's frame comes with the first dashboard page, not with the public pages' initial JavaScript. */
const DashboardLayout = loadable(() => import(/* webpackChunkName: "dashboard-layout" */ './layouts/dashboard-layout'), {
  resolveComponent: (m) => m.DashboardLayout,
  fallback: <PageFallback />,
});

export const ROUTE_DEFS: RouteDef[] = [
  ...accountsRoutes,
  ...signInRoutes,
  ...dashboardRoutes,
  ...catalogRoutes,
  ...proRoutes,
  ...contentRoutes,
  ...requestFormRoutes,
  ...opsRoutes,
  ...paymentsRoutes,
  ...referralsRoutes,
  ...reservationsRoutes,
];

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

function toRouteObject(def: RouteDef, idPrefix: string): RouteObject {
  const path = ROUTE_PATHS[def.name].replace(/^\//, '');
  const handle: RouteHandle = { name: def.name, def };
  return {
    id: `${idPrefix}page:${def.name}`,
    ...(path === '' ? { index: true } : { path }),
    handle,
    Component: def.page,
    ErrorBoundary: RouteErrorBoundary,
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
        await def.prefetch?.({ queryClient: ctx.queryClient, data: ctx.data, lng, params, url });
      } catch (e) {
        if (isNotFound(e)) throw routeData('not_found', { status: 404 });
        throw e;
      }
      return null;
    },
  };
}

function prefixed(currentPath: string, target: string): string {
  const { prefix } = splitLanguagePrefix(currentPath);
  return prefix ? `/${prefix}${target}` : target;
}

function layoutRoutes(idPrefix: string): RouteObject[] {
  const of = (layout: RouteDef['layout']) => ROUTE_DEFS.filter((d) => d.layout === layout).map((d) => toRouteObject(d, idPrefix));
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
      children: of('dashboard'),
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

/**
 * The browser starts with the routes of the page's own prefix only (building and ranking all three copies
 * was the longest task of a page load on a phone) and adds another prefix's routes the first time a
 * navigation goes there (React Router's patchRoutesOnNavigation).
 */
export function languageRoutePatcher(loaded: Set<RoutePrefix>): PatchRoutesOnNavigationFunction {
  return ({ path, patch }) => {
    const prefix = routePrefixOf(path);
    if (loaded.has(prefix)) return;
    loaded.add(prefix);
    patch('root', prefixRoutes(prefix));
  };
}
