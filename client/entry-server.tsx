/**
 * The React side of SSR (bundled for node). Once per process: the route table and React Router's static
 * handler (flattening and ranking ~300 routes is the costliest step otherwise). Per request: a QueryClient
 * and emotion cache; the loaders get them through the router context; renderToString; critical CSS;
 * escaped state. i18n instances (with memoized translations) and the serialized locale resources are kept
 * per language until the server's locale store changes (RenderRequest.resourcesVersion).
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, isRouteErrorResponse } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import type { EntryServer, RenderRequest, RenderResult } from '@shared/api/ssr-contract';
import { createI18n } from '@client/lib/i18n';
import { memoizeTranslations } from '@client/lib/memo-translations';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { createErrorDialogStore } from '@client/lib/error-dialog-store';
import { createQueryClient } from './app/query-client';
import { createRoutes, routeContextProvider } from './app/route-table';
import { AppProviders } from './app/providers';
import { headFor } from './app/head-sync';
import type { RouteHandle } from './app/route-types';
import { serializeForScript, type ClientState } from './app/client-state';

const handler = createStaticHandler(createRoutes());

interface LanguageEntry {
  version: number;
  resources: Record<string, unknown>;
  i18n: I18n;
  /** Serialized resources by namespace list ("common,dashboard,catalog"). */
  json: Map<string, string>;
}
const languages = new Map<string, LanguageEntry>();

/** The i18n instance for a language, rebuilt when the server's locale store changed (hourly reload). */
function languageEntry(req: RenderRequest): LanguageEntry {
  const { lng, resources, resourcesVersion: version } = req;
  const known = languages.get(lng);
  if (known && known.version === version) return known;
  const entry: LanguageEntry = { version, resources, i18n: memoizeTranslations(createI18n(lng, resources)), json: new Map() };
  languages.set(lng, entry);
  return entry;
}

function resourcesJson(entry: LanguageEntry, namespaces: string[]): string {
  const key = namespaces.join(',');
  let json = entry.json.get(key);
  if (json === undefined) {
    json = serializeForScript(Object.fromEntries(namespaces.map((ns) => [ns, entry.resources[ns] ?? {}])));
    entry.json.set(key, json);
  }
  return json;
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
  // Emotion's advanced SSR: styles go to <head> via extractCriticalToChunks only, not also inline before each element.
  emotionCache.compat = true;
  const url = new URL(req.url, req.env.PUBLIC_URL);
  const request = new Request(url, { method: 'GET' });
  const context = await handler.query(request, { requestContext: routeContextProvider({ queryClient, data: req.data, i18n }) });
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors = createErrorDialogStore();
  const app = (
    <AppProviders queryClient={queryClient} emotionCache={emotionCache} i18n={i18n} data={req.data} env={req.env} errors={errors}>
      <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />
    </AppProviders>
  );
  const html = renderToString(req.collectChunks(app) as React.ReactElement);
  const emotionServer = createEmotionServer(emotionCache);
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
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
    },
  );
  const deepest = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.def);
  const cacheable = Boolean((deepest?.route.handle as RouteHandle | undefined)?.def.cache) && !req.hasSession;
  // Only the namespaces this page renders travel in the state; the browser loads others on navigation.
  const namespaces = new Set(['common', 'dashboard']);
  for (const m of context.matches) for (const ns of (m.route.handle as RouteHandle | undefined)?.def.ns ?? []) namespaces.add(ns);
  // The ClientState object, assembled from escaped JSON parts: the locale resources are the same for every
  // page of a kind, so they are serialized once.
  const parts: Record<keyof ClientState, string> = {
    lng: serializeForScript(req.lng),
    resources: resourcesJson(
      language,
      [...namespaces].filter((ns) => ns in language.resources),
    ),
    rq: serializeForScript(dehydrate(queryClient)),
    router: serializeForScript({ loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) }),
    env: serializeForScript(req.env),
  };
  const state = `{${Object.entries(parts)
    .map(([key, json]) => `"${key}":${json}`)
    .join(',')}}`;
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, styleTags, state, head, lng: req.lng, cacheable };
}

const entry: EntryServer = { render };
export default entry;
export { render };
