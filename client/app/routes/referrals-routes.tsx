/** Referrals: a dashboard page for both roles, never indexed. */
import loadable from '@loadable/component';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage } from './route-helpers';

const ReferralsPage = loadable(() => import(/* webpackChunkName: "referrals" */ '@client/pages/dashboard/referrals.page'), {
  fallback: <PageFallback />,
});

const prefetch = (ctx: LoaderContext) =>
  import(/* webpackChunkName: "referrals-prefetch" */ './referrals-prefetch').then((m) => m.prefetchReferrals(ctx));

export const referralsRoutes: RouteDef[] = [
  dashboardPage({ name: 'referrals', page: ReferralsPage, prefetch, title: 'dashboard|referrals>title' }),
];
