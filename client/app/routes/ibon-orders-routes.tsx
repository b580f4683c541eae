/**
 * Convenience-store orders (SPEC §2 ibon-orders[/{pageNumber}], ibon-order/{orderId}), shared by both roles: never
 * indexed. A page number that is not a whole number, or an order that is not the user's, is a 404.
 */
import loadable from '@loadable/component';
import { ibonOrderReads, ibonOrdersReads } from '@client/pages/dashboard/ibon-orders.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage, idOf, rethrow404 } from './route-helpers';

const opts = { fallback: <PageFallback /> };
const IbonOrdersPage = loadable(() => import(/* webpackChunkName: "ibon-orders" */ '@client/pages/dashboard/ibon-orders.page'), opts);
const IbonOrderPage = loadable(() => import(/* webpackChunkName: "ibon-order" */ '@client/pages/dashboard/ibon-order.page'), opts);

function prefetchList(ctx: LoaderContext): Promise<unknown> {
  if (ctx.params.pageNumber !== undefined) idOf(ctx.params.pageNumber);
  return ibonOrdersReads.prefetch(ctx).catch(() => undefined);
}

export const ibonOrdersRoutes: RouteDef[] = [
  dashboardPage({ name: 'ibonOrders', page: IbonOrdersPage, ns: ['pricing'], prefetch: prefetchList, title: 'pricing|ibon>title' }),
  dashboardPage({
    name: 'ibonOrder',
    page: IbonOrderPage,
    ns: ['pricing'],
    prefetch: (ctx: LoaderContext) => rethrow404(ibonOrderReads.prefetch(ctx)),
    title: 'pricing|ibon>detail_title',
  }),
];
