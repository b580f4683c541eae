/**
 * The React side of SSR (bundled for node): per request a QueryClient, i18n instance and emotion cache;
 * React Router's static handler runs the loaders; renderToString; critical CSS; escaped state.
 */
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, isRouteErrorResponse } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import createEmotionServer from '@emotion/server/create-instance';
import type { EntryServer, RenderRequest, RenderResult } from '@shared/api/ssr-contract';
import { createI18n } from '@client/lib/i18n';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { createErrorDialogStore } from '@client/lib/error-dialog-store';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/route-table';
import { AppProviders } from './app/providers';
import { headFor } from './app/head-sync';
import type { RouteHandle } from './app/route-types';
import { serializeForScript, type ClientState } from './app/client-state';

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
  const i18n = createI18n(req.lng, req.resources);
  const emotionCache = createEmotionCache(req.nonce);
  // Emotion's advanced SSR: styles go to <head> via extractCriticalToChunks only, not also inline before each element.
  emotionCache.compat = true;
  const routes = createRoutes({ queryClient, data: req.data, i18n });
  const handler = createStaticHandler(routes);
  const request = new Request(new URL(req.url, req.env.PUBLIC_URL), { method: 'GET' });
  const context = await handler.query(request);
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
  const head = headFor(context.matches.map((m) => ({ params: m.params, handle: m.route.handle })), {
    t: i18n.t,
    lng: req.lng,
    pathname: new URL(req.url, 'http://x').pathname,
    search: new URL(req.url, 'http://x').search,
    queryClient,
    data: req.data,
    publicUrl: req.env.PUBLIC_URL,
  });
  const deepest = [...context.matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.def);
  const cacheable = Boolean((deepest?.route.handle as RouteHandle | undefined)?.def.cache) && !req.hasSession;
  // Only the namespaces this page renders travel in the state; the browser loads others on navigation.
  const namespaces = new Set(['common', 'dashboard']);
  for (const m of context.matches) for (const ns of (m.route.handle as RouteHandle | undefined)?.def.ns ?? []) namespaces.add(ns);
  const state: ClientState = {
    lng: req.lng,
    resources: Object.fromEntries(Object.entries(req.resources).filter(([ns]) => namespaces.has(ns))),
    rq: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
    env: req.env,
  };
  queryClient.clear();
  return { kind: 'page', status: context.statusCode, html, styleTags, state: serializeForScript(state), head, lng: req.lng, cacheable };
}

const entry: EntryServer = { render };
export default entry;
export { render };
