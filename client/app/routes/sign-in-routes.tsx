/**
 * The pages behind e-mailed links: e-mail verification (SPEC §2 activate/{userId}/{hash}) and one-time login
 * (/login/once/{hash}). Never indexed, never page-cached; nothing is done on GET (the page POSTs after a tap).
 */
import loadable from '@loadable/component';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import type { RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { privateHead } from './route-helpers';

const ActivatePage = loadable(() => import(/* webpackChunkName: "activate" */ '@client/pages/activate.page'), {
  fallback: <PageFallback />,
});
const LoginOncePage = loadable(() => import(/* webpackChunkName: "login-once" */ '@client/pages/login-once.page'), {
  fallback: <PageFallback />,
});

export const signInRoutes: RouteDef[] = [
  {
    name: 'activate',
    layout: 'public',
    page: ActivatePage,
    // Whether someone is signed in decides what an expired link offers (a new e-mail, or log in first).
    prefetch: ({ queryClient, data }) => queryClient.ensureQueryData(sessionQuery(data)),
    head: privateHead('common|email_verify>page_title'),
  },
  {
    name: 'loginOnce',
    layout: 'public',
    page: LoginOncePage,
    head: privateHead('common|login_link>page_title'),
  },
];
