/**
 * The React side of SSR (bundled for node). Once per process: the route table and React Router's static
 * handlers, one per URL prefix (flattening and ranking ~300 routes is the costliest step otherwise). Per request: a QueryClient
 * and emotion cache; the loaders get them through the router context; renderToString; critical CSS;
 * escaped state (the locale strings are not in it: it names their versions, and the browser loads them). i18n
 * instances (with memoized translations) are kept per language until the server's locale store changes
 * (RenderRequest.resourcesVersion).
 */
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  isRouteErrorResponse,
  matchRoutes,
  type DataRouteObject,
} from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { EntryServer, RenderRequest, RenderResult, ShareCardRequest, ShareCardResult } from '@shared/api/ssr-contract';
import { createI18n } from '@client/lib/i18n';
import { memoizeTranslations } from '@client/lib/memo-translations';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { criticalStyleTags } from '@client/lib/critical-css';
import { createErrorDialogStore } from '@client/lib/error-dialog-store';
import { IslandRenderContext } from '@client/ui/server-island';
import { createIslandRender } from '@client/ui/island-fragments';
import { createQueryClient } from './app/query-client';
import {
  addDashboardRoutes,
  addRouteGroups,
  createRoutes,
  ROUTE_PREFIXES,
  routeChunksOf,
  routeContextProvider,
  routePrefixOf,
} from './app/route-table';
import { DASHBOARD_ROUTE_DEFS } from './app/routes/dashboard-route-defs';
import { ALL_ROUTE_GROUPS } from './app/routes/all-route-groups';
import { AppProviders } from './app/providers';
import { headFor } from './app/head-sync';
import { hasShareImage } from './app/head';
import type { RouteHandle } from './app/route-types';
import { serializeForScript, toWireEnv, type ClientState } from './app/client-state';
import { compactDehydrated } from './app/compact-state';
import { canonicalPathname } from './app/canonical-path';

// The server has every route entry from the start; the browser loads each group with its first page (route-manifest.ts).
addRouteGroups(ALL_ROUTE_GROUPS);
addDashboardRoutes(DASHBOARD_ROUTE_DEFS);
/**
 * One static handler per URL prefix ('' and each language), as the browser builds its router (route-table.tsx):
 * React Router flattens and matches every route of the table on each request, and a prefix's routes are a third.
 */
const handlers = new Map(ROUTE_PREFIXES.map((prefix) => [prefix, createStaticHandler(createRoutes([prefix]))]));
const handlerFor = (pathname: string) => handlers.get(routePrefixOf(pathname))!;

interface LanguageEntry {
  version: number;
  resources: Record<string, unknown>;
  i18n: I18n;
}
const languages = new Map<string, LanguageEntry>();

/** The i18n instance for a language, rebuilt when the server's locale store changed (hourly reload). */
function languageEntry(req: Pick<RenderRequest, 'lng' | 'resources' | 'resourcesVersion'>): LanguageEntry {
  const { lng, resources, resourcesVersion: version } = req;
  const known = languages.get(lng);
  if (known && known.version === version) return known;
  const entry: LanguageEntry = { version, resources, i18n: memoizeTranslations(createI18n(lng, resources)) };
  languages.set(lng, entry);
  return entry;
}

function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    if (isRouteErrorResponse(e)) out[id] = { ...e, __type: 'RouteErrorResponse' };
    else out[id] = { message: e instanceof Error ? e.message : String(e), __type: 'Error' };
  }
  return out;
}

async function render(req: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  const language = languageEntry(req);
  const i18n = language.i18n;
  const emotionCache = createEmotionCache(req.nonce);
  // Emotion's advanced SSR: styles go to <head> (criticalStyleTags) only, not also inline before each element.
  emotionCache.compat = true;
  const url = new URL(req.url, req.env.PUBLIC_URL);
  const request = new Request(url, { method: 'GET' });
  const handler = handlerFor(url.pathname);
  const context = await handler.query(request, {
    requestContext: routeContextProvider({ queryClient, data: req.data, i18n, env: req.env }),
  });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // A page under another letter case of its route's words moves to the one spelling (the matches are the query's own);
  // a path that would not be a page in that spelling either stays the error it is.
  const canonical = context.statusCode < 400 ? canonicalPathname(url.pathname, context.matches) : url.pathname;
  if (canonical !== url.pathname) return { kind: 'redirect', status: 301, location: canonical + url.search };
  const router = createStaticRouter(matchedBranch(handler.dataRoutes, context.matches), context);
  const errors = createErrorDialogStore();
  // Server islands (client/ui/server-island.tsx): their queries stay out of the state; their HTML is cached with its data.
  const islands = createIslandRender({ lng: req.lng, url: url.pathname + url.search, emotion: emotionCache });
  const app = (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache} i18n={i18n} data={req.data} env={req.env} errors={errors}>
      <IslandRenderContext.Provider value={islands}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />
      </IslandRenderContext.Provider>
    </AppProviders>
  );
  const html = renderToString(req.collectChunks(app) as React.ReactElement);
  islands.finish(html);
  const styleTags = criticalStyleTags(emotionCache);
  const head = headFor(
    context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
    {
      t: i18n.t,
      lng: req.lng,
      pathname: url.pathname,
      search: url.search,
      queryClient,
      data: req.data,
      publicUrl: req.env.PUBLIC_URL,
      appLinks: req.env.appLinks,
      status: context.statusCode,
    },
  );
  const cacheable = Boolean(deepestDef(context.matches)?.def.cache) && !req.hasSession;
  // The namespaces this page renders: the browser loads them (by content version) before it hydrates, others on navigation.
  const namespaces = new Set(['common', 'dashboard']);
  for (const m of context.matches) for (const ns of (m.route.handle as RouteHandle | undefined)?.def.ns ?? []) namespaces.add(ns);
  // The ClientState object, assembled from escaped JSON parts.
  const parts: Record<keyof ClientState, string> = {
    lng: serializeForScript(req.lng),
    ns: serializeForScript([...namespaces].filter((ns) => ns in req.localeVersions)),
    locales: serializeForScript(req.localeVersions),
    rq: serializeForScript(
      compactDehydrated(
        dehydrate(queryClient, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) && !islands.omitted.has(q.queryHash) }),
      ),
    ),
    router: serializeForScript({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) }),
    env: serializeForScript(toWireEnv(req.env)),
  };
  const state = `{${Object.entries(parts)
    .map(([key, json]) => `"${key}":${json}`)
    .join(',')}}`;
  queryClient.clear();
  const routeChunks = routeChunksOf(context.matches.map((m) => m.route.id));
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    styleTags,
    state,
    head,
    lng: req.lng,
    cacheable,
    routeChunks,
    islands: islands.counts,
  };
}

/**
 * The route tree cut down to the branch the handler matched: the static router converts its routes and matches the
 * URL against them again while rendering, which over the whole table (~300 routes) was ~4 % of a page render.
 * Route ids are kept, so the loader data and errors of the handler's context apply unchanged.
 */
function matchedBranch(routes: DataRouteObject[], matches: { route: DataRouteObject }[]): DataRouteObject[] {
  if (!matches.length) return routes;
  const branch = (depth: number): DataRouteObject => {
    const route = matches[depth]!.route;
    const next = depth + 1 < matches.length ? [branch(depth + 1)] : undefined;
    return { ...route, ...(route.children ? { children: next ?? [] } : {}) } as DataRouteObject;
  };
  return [branch(0)];
}

/** The deepest matched route's definition. */
const deepestDef = (matches: { route: { handle?: unknown } }[] | null) =>
  [...(matches ?? [])].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.def)?.route.handle as RouteHandle | undefined;

/**
 * A page's share card (server/ssr/share-image.router.ts): the route's loaders and head, without rendering. A path
 * that is not a public page with a share image is answered 404 before any data is read.
 */
async function shareCard(req: ShareCardRequest): Promise<ShareCardResult> {
  const url = new URL(req.url, req.env.PUBLIC_URL);
  const handler = handlerFor(url.pathname);
  const matches = matchRoutes(handler.dataRoutes, url.pathname);
  const def = deepestDef(matches)?.def;
  if (!def || !hasShareImage(def) || canonicalPathname(url.pathname, matches) !== url.pathname) return { status: 404 };
  const queryClient = createQueryClient();
  const i18n = languageEntry(req).i18n;
  try {
    const context = await handler.query(new Request(url, { method: 'GET' }), {
      requestContext: routeContextProvider({ queryClient, data: req.data, i18n, env: req.env }),
    });
    // A redirect (an old slug) is not a page of its own.
    if (context instanceof Response) return { status: 404 };
    if (context.statusCode !== 200) return { status: context.statusCode };
    const head = headFor(
      context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
      { t: i18n.t, lng: req.lng, pathname: url.pathname, queryClient, data: req.data, publicUrl: req.env.PUBLIC_URL, status: 200 },
    );
    return head.card ? { status: 200, card: head.card } : { status: 404 };
  } finally {
    queryClient.clear();
  }
}

const entry: EntryServer = { render, shareCard };
export default entry;
export { render, shareCard };
