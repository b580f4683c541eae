/**
 * Tests only: renders a component inside what pages give it: a QueryClient (no retries), the browser DataClient
 * (HTTP through global.fetch, see mock-api.ts), i18n in one language with the given namespaces and, for components
 * that show toasts, the toast region labelled from `common` like the app's (left out otherwise: it is a live region).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { createI18n } from '@client/lib/i18n';
import { createBrowserDataClient, DataClientProvider } from '@client/lib/data-client';
import { ToastProvider } from '@client/ui/toast';
import pricing from '../../locales/en-HK/pricing.json';
import common from '../../locales/en-HK/common.json';

export interface Translations {
  lng: Language;
  /** Namespace name → that namespace's JSON for `lng`. */
  resources: Record<string, unknown>;
}

/** en-HK pricing and common: what the payment and wallet components read. */
export const EN_PRICING: Translations = { lng: 'en-HK', resources: { pricing, common } };

export function renderWithProviders(ui: ReactElement, translations: Translations = EN_PRICING, { toasts = false } = {}) {
  const i18n = createI18n(translations.lng, translations.resources);
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <DataClientProvider client={createBrowserDataClient()}>
        <I18nextProvider i18n={i18n}>
          {toasts ? (
            <ToastProvider dismissLabel={i18n.t('close', { ns: 'common' })} regionLabel={i18n.t('toast_region', { ns: 'common' })}>
              {ui}
            </ToastProvider>
          ) : (
            ui
          )}
        </I18nextProvider>
      </DataClientProvider>
    </QueryClientProvider>,
  );
}
