/** Login, signup and logout (home is in catalog-routes.tsx). */
import loadable from '@loadable/component';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import type { RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';

const LoginPage = loadable(() => import(/* webpackChunkName: "login" */ '@client/pages/login.page'), { fallback: <PageFallback /> });
const LogoutPage = loadable(() => import(/* webpackChunkName: "logout" */ '@client/pages/logout.page'), { fallback: <PageFallback /> });
const SignupPage = loadable(() => import(/* webpackChunkName: "signup" */ '@client/pages/signup.page'), { fallback: <PageFallback /> });

export const accountsRoutes: RouteDef[] = [
  {
    name: 'login',
    layout: 'public',
    page: LoginPage,
    cache: true,
    head: (ctx) => pageHead(ctx, { title: ctx.t('common|auth>login_title'), description: ctx.t('common|auth>login_intro') }),
  },
  {
    name: 'signup',
    layout: 'public',
    page: SignupPage,
    cache: true,
    head: (ctx) => pageHead(ctx, { title: ctx.t('common|auth>signup_title'), description: ctx.t('common|auth>signup_intro') }),
  },
  {
    name: 'logout',
    layout: 'public',
    page: LogoutPage,
    prefetch: ({ queryClient, data }) => queryClient.ensureQueryData(sessionQuery(data)),
    head: (ctx) => pageHead(ctx, { title: ctx.t('common|auth>logout_title'), indexable: false }),
  },
];
