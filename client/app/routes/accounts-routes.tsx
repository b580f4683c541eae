/** Login, signup and logout (home is in catalog-routes.tsx). */
import loadable from '@loadable/component';
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import { categoryQuery } from '@client/features/catalog/api/catalog.queries';
import { categorySlugOf } from '@client/features/service-editor/api/pro-entry';
import type { LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { privateHead } from './route-helpers';

const LoginPage = loadable(() => import(/* webpackChunkName: "login" */ '@client/pages/login.page'), { fallback: <PageFallback /> });
const LogoutPage = loadable(() => import(/* webpackChunkName: "logout" */ '@client/pages/logout.page'), { fallback: <PageFallback /> });
const SignupPage = loadable(() => import(/* webpackChunkName: "signup" */ '@client/pages/signup.page'), { fallback: <PageFallback /> });
const ResetpassPage = loadable(() => import(/* webpackChunkName: "resetpass" */ '@client/pages/resetpass.page'), {
  fallback: <PageFallback />,
});
const ResetpassLinkPage = loadable(() => import(/* webpackChunkName: "resetpass-link" */ '@client/pages/resetpass-link.page'), {
  fallback: <PageFallback />,
});

/** A pro sign-up (?role=pro&category=…) names the chosen category; an unknown one is simply not shown. */
function prefetchProIntent({ queryClient, data, lng, url }: LoaderContext) {
  const slug = url.searchParams.get('role') === 'pro' ? categorySlugOf(url.searchParams.get('category')) : null;
  return slug ? queryClient.ensureQueryData(categoryQuery(data, lng, slug)).catch(() => undefined) : Promise.resolve();
}

export const accountsRoutes: RouteDef[] = [
  {
    name: 'login',
    layout: 'public',
    page: LoginPage,
    cache: true,
    ns: ['onboarding'],
    prefetch: prefetchProIntent,
    head: (ctx) => pageHead(ctx, { title: ctx.t('common|auth>login_title'), description: ctx.t('common|auth>login_intro') }),
  },
  {
    name: 'signup',
    layout: 'public',
    page: SignupPage,
    cache: true,
    ns: ['onboarding'],
    prefetch: prefetchProIntent,
    head: (ctx) => pageHead(ctx, { title: ctx.t('common|auth>signup_title'), description: ctx.t('common|auth>signup_intro') }),
  },
  {
    name: 'logout',
    layout: 'public',
    page: LogoutPage,
    prefetch: ({ queryClient, data }) => queryClient.ensureQueryData(sessionQuery(data)),
    head: privateHead('common|auth>logout_title'),
  },
  // Password recovery: never indexed, never page-cached (the links are personal; an e-mail may be in the path).
  {
    name: 'resetpass',
    layout: 'public',
    page: ResetpassPage,
    head: privateHead('common|recovery>title'),
  },
  {
    name: 'resetpassEmail',
    layout: 'public',
    page: ResetpassPage,
    head: privateHead('common|recovery>title'),
  },
  {
    name: 'resetpassLink',
    layout: 'public',
    page: ResetpassLinkPage,
    head: privateHead('common|recovery>link_title'),
  },
];
