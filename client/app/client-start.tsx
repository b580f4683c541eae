/**
 * Browser start-up (imported by client/entry-client.tsx): waits for the page's loadable chunks, rebuilds the
 * providers from the state block, hydrates. Hydration runs as a transition, so React hydrates in small time
 * slices and the page stays responsive (the server HTML is already complete and usable while it runs).
 */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadableReady } from '@loadable/component';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createI18n } from '@client/lib/i18n';
import { loadLocaleBundles } from '@client/lib/locale-backend';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { createBrowserDataClient } from '@client/lib/data-client';
import { createErrorDialogStore } from '@client/lib/error-dialog-store';
import { yieldToMain } from '@client/lib/yield-to-main';
import { createQueryClient } from './query-client';
import {
  createRoutes,
  groupsOfRouteIds,
  languageRoutePatcher,
  loadDashboardRoutes,
  loadRouteGroups,
  routeContextProvider,
  routePrefixOf,
} from './route-table';
import { AppProviders } from './providers';
import { fromWireEnv, type ClientState } from './client-state';
import { expandDehydrated } from './compact-state';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Start-up is split into short tasks (state and i18n, then the router, then hydration in slices), so a
 * phone never sees one long task while the server-rendered page is already on screen.
 */
export async function start(): Promise<void> {
  const stateEl = document.getElementById('__SIFU_STATE__');
  const state = JSON.parse(stateEl?.textContent ?? '{}') as ClientState;
  const nonce = (stateEl as HTMLScriptElement | null)?.nonce || undefined;

  const errors = createErrorDialogStore();
  const queryClient = createQueryClient(errors);
  hydrate(queryClient, expandDehydrated(state.rq));
  // The page's strings are not in the state: they load (cached by version) while the chunks do.
  const bundles = loadLocaleBundles(state.lng, state.ns, state.locales);
  bundles.catch(() => undefined); // awaited below; no unhandled rejection while the chunks load
  const emotionCache = createEmotionCache(nonce);
  const data = createBrowserDataClient();
  await yieldToMain();
  let resources: Record<string, unknown>;
  try {
    resources = await bundles;
  } catch (err) {
    // Without its strings the page would hydrate into keys: it stays the server's HTML (links work as plain links).
    console.warn('sifu: page text could not be loaded; the page works without scripts', err);
    return;
  }
  const i18n = createI18n(state.lng, resources, { http: true, versions: state.locales });

  // React Router reads and deserializes this (errors included) when the browser router is created.
  window.__staticRouterHydrationData = state.router;
  const env = fromWireEnv(state.env);
  const requestContext = routeContextProvider({ queryClient, data, i18n, env });
  // A page under a known route starts with its own prefix's routes only. An unknown URL (the server's 404
  // on the root route) keeps the whole table: React Router would otherwise try to discover routes for it.
  const unknownUrl = Boolean((state.router?.errors as Record<string, unknown> | null)?.root);
  // A dashboard page hydrates with the dashboard's route entries (their own chunk, loaded before the router is made).
  const dashboardPage = Object.keys((state.router?.loaderData as Record<string, unknown> | undefined) ?? {}).some((id) =>
    id.endsWith('layout:dashboard'),
  );
  // The page's own route entries (their group's chunk) are in place before the router is made, so nothing is lazy at hydration.
  const matchedIds = [
    ...Object.keys((state.router?.loaderData as Record<string, unknown> | undefined) ?? {}),
    ...Object.keys((state.router?.errors as Record<string, unknown> | null) ?? {}),
  ];
  await Promise.all([loadRouteGroups(groupsOfRouteIds(matchedIds)), unknownUrl || dashboardPage ? loadDashboardRoutes() : undefined]);
  const prefix = routePrefixOf(window.location.pathname);
  const router = unknownUrl
    ? createBrowserRouter(createRoutes(), { getContext: () => requestContext })
    : createBrowserRouter(createRoutes([prefix]), {
        getContext: () => requestContext,
        patchRoutesOnNavigation: languageRoutePatcher(new Set([prefix])),
      });
  await loadableReady();
  await yieldToMain();

  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <AppProviders queryClient={queryClient} emotionCache={emotionCache} i18n={i18n} data={data} env={env} errors={errors}>
        <RouterProvider router={router} />
      </AppProviders>,
      { onRecoverableError: (err) => console.error('hydration', err) },
    );
  });
}
