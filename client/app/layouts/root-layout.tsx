/** Root of every page: global styles, head sync, page views (SPEC §2), invalid-session handling (SPEC §8). */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobalStyles } from '@client/styles/global-styles';
import { setInvalidSessionHandler } from '@client/lib/api-client';
import { logout } from '@client/features/accounts/api/accounts.mutations';
import { trackPageView } from '@client/lib/analytics';
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
    </>
  );
}
