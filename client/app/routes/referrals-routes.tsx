/** Referrals: a dashboard page for both roles, never indexed. */
import loadable from '@loadable/component';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';

const ReferralsPage = loadable(() => import(/* webpackChunkName: "referrals" */ '@client/pages/dashboard/referrals.page'), {
  fallback: <PageFallback />,
});

const prefetch = (ctx: LoaderContext) =>
  import(/* webpackChunkName: "referrals-prefetch" */ './referrals-prefetch').then((m) => m.prefetchReferrals(ctx));

export const referralsRoutes: RouteDef[] = [
  {
    name: 'referrals',
    layout: 'dashboard',
    page: ReferralsPage,
    prefetch,
    head: (ctx: HeadContext) => pageHead(ctx, { title: ctx.t('dashboard|referrals>title'), indexable: false }),
  },
];
