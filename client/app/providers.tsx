/** Every provider the app needs, created per render by entry-server / entry-client. */
import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import type { DataClient } from '@shared/api/data-client';
import type { ClientEnv } from '@shared/api/ssr-contract';
import { DataClientProvider } from '@client/lib/data-client';
import { EnvContext } from '@client/lib/env';
import { ToastProvider } from '@client/ui/toast';
import type { ErrorDialogStore } from '@client/lib/error-dialog-store';

const ErrorStoreContext = createContext<ErrorDialogStore | null>(null);

export function useErrorStore(): ErrorDialogStore {
  const s = useContext(ErrorStoreContext);
  if (!s) throw new Error('ErrorStoreContext missing');
  return s;
}

/** Toasts for the whole app (client/ui/toast.tsx), labelled in the page language. */
function Toasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <ToastProvider dismissLabel={t('close')} regionLabel={t('toast_region')}>
      {children}
    </ToastProvider>
  );
}

export interface ProvidersProps {
  queryClient: QueryClient;
  emotionCache: EmotionCache;
  i18n: i18n;
  data: DataClient;
  env: ClientEnv;
  errors: ErrorDialogStore;
  children: ReactNode;
}

export function AppProviders(p: ProvidersProps) {
  return (
    <CacheProvider value={p.emotionCache}>
      <QueryClientProvider client={p.queryClient}>
        <I18nextProvider i18n={p.i18n}>
          <EnvContext.Provider value={p.env}>
            <DataClientProvider client={p.data}>
              <ErrorStoreContext.Provider value={p.errors}>
                <Toasts>{p.children}</Toasts>
              </ErrorStoreContext.Provider>
            </DataClientProvider>
          </EnvContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
