/**
 * Root of every page: global styles, head sync, page views (SPEC §2), invalid-session handling (SPEC §8), and the
 * call layer of signed-in users (here, so any open page rings and a call goes on across public and dashboard pages).
 */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobalStyles } from '@client/styles/global-styles';
import { setInvalidSessionHandler } from '@client/lib/api-client';
import { logout } from '@client/features/accounts/api/accounts.mutations';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { trackPageView } from '@client/lib/analytics';
import { LazyVoiceLayer } from '@client/features/voice/components/lazy-voice-layer';
import { useHeadSync } from '../head-sync';
import { ErrorDialog } from '../error-dialog';
import { useErrorStore } from '../providers';

export function RootLayout() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const errors = useErrorStore();
  useHeadSync();
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    setInvalidSessionHandler(() => {
      void logout().finally(() => window.location.reload());
    });
  }, []);
  useEffect(() => {
    trackPageView(pathname, i18n.language);
  }, [pathname, i18n.language]);
  return (
    <>
      <GlobalStyles />
      <Outlet />
      <ErrorDialog store={errors} />
      <CallLayer />
    </>
  );
}

/** The call layer for whoever is signed in (its own component: a session change re-renders only this). */
function CallLayer() {
  const { data: me } = useSession();
  return <LazyVoiceLayer userId={me?.id} />;
}
