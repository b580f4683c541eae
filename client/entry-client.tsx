/** Browser entry: waits for the page's loadable chunks, rebuilds the providers from the state block, hydrates. */
import { hydrateRoot } from 'react-dom/client';
import { loadableReady } from '@loadable/component';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { createI18n } from '@client/lib/i18n';
import { createEmotionCache } from '@client/lib/emotion-cache';
import { createBrowserDataClient } from '@client/lib/data-client';
import { createErrorDialogStore } from '@client/lib/error-dialog-store';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/route-table';
import { AppProviders } from './app/providers';
import type { ClientState } from './app/client-state';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

const stateEl = document.getElementById('__SIFU_STATE__');
const state = JSON.parse(stateEl?.textContent ?? '{}') as ClientState;
const nonce = (stateEl as HTMLScriptElement | null)?.nonce || undefined;

const errors = createErrorDialogStore();
const queryClient = createQueryClient(errors);
hydrate(queryClient, state.rq);
const i18n = createI18n(state.lng, state.resources, { http: true });
const emotionCache = createEmotionCache(nonce);
const data = createBrowserDataClient();
// React Router reads and deserializes this (errors included) when the browser router is created.
window.__staticRouterHydrationData = state.router;
const router = createBrowserRouter(createRoutes({ queryClient, data, i18n }));

void loadableReady(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <AppProviders queryClient={queryClient} emotionCache={emotionCache} i18n={i18n} data={data} env={state.env} errors={errors}>
      <RouterProvider router={router} />
    </AppProviders>,
    { onRecoverableError: (err) => console.error('hydration', err) },
  );
});
