/** The merchant application: a dashboard page for any signed-in user, never indexed. */
import loadable from '@loadable/component';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage } from './route-helpers';

const MerchantApplicationPage = loadable(
  () => import(/* webpackChunkName: "merchant-application" */ '@client/pages/dashboard/merchant-application.page'),
  { fallback: <PageFallback /> },
);

const prefetch = (ctx: LoaderContext) =>
  import(/* webpackChunkName: "merchant-application" */ '@client/features/merchants/api/merchants.queries').then((m) =>
    ctx.queryClient.ensureQueryData(m.myMerchantApplicationQuery(ctx.data)).catch(() => undefined),
  );

export const merchantsRoutes: RouteDef[] = [
  dashboardPage({
    name: 'merchantApplication',
    page: MerchantApplicationPage,
    ns: ['verify'],
    prefetch,
    title: 'dashboard|merchant>title',
  }),
];
