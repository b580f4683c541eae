/**
 * Shop orders of both sides and the consumer's favourites (SPEC §2 shop areas; docs/decisions/0038): the pro's
 * dashboard/shop/orders and order/{orderId}, the consumer's dashboard/shop-consumer/orders, order/{orderId} and
 * favorite. With the `shop` or `nshop` flag off every one goes home before anything is read; an order the caller is
 * not the party of on this side (someone else's, or theirs on the other side) is a 404.
 */
import loadable from '@loadable/component';
import type { OrderSide } from '@shared/domain/shop';
import type * as FavoritesReads from '@client/pages/dashboard/shop/shop-favorites.reads';
import type * as OrdersReads from '@client/pages/dashboard/shop/shop-orders.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage, idOf, notFound, rethrow404 } from './route-helpers';
import { requireShop } from './shop-guard';

const opts = { fallback: <PageFallback /> };
const OrdersPage = loadable(() => import(/* webpackChunkName: "shop-orders" */ '@client/pages/dashboard/shop/shop-orders.page'), opts);
const OrderPage = loadable(() => import(/* webpackChunkName: "shop-order" */ '@client/pages/dashboard/shop/shop-order.page'), opts);
const FavoritesPage = loadable(
  () => import(/* webpackChunkName: "shop-favorites" */ '@client/pages/dashboard/shop/shop-favorites.page'),
  opts,
);

/** The pages' reads come with the first shop order page, not with every dashboard page's loaders. */
const loadOrdersReads = (): Promise<typeof OrdersReads> =>
  import(/* webpackChunkName: "shop-orders-reads" */ '@client/pages/dashboard/shop/shop-orders.reads');
const loadFavoritesReads = (): Promise<typeof FavoritesReads> =>
  import(/* webpackChunkName: "shop-orders-reads" */ '@client/pages/dashboard/shop/shop-favorites.reads');

const prefetchOrders = (role: OrderSide) => async (ctx: LoaderContext) => {
  requireShop(ctx);
  await rethrow404((await loadOrdersReads()).shopOrdersReads(role).prefetch(ctx));
};

const prefetchOrder = (role: OrderSide) => async (ctx: LoaderContext) => {
  requireShop(ctx);
  idOf(ctx.params.orderId);
  const { shopOrderReads } = await loadOrdersReads();
  await rethrow404(shopOrderReads.prefetch(ctx));
  const { order } = shopOrderReads.cached(ctx);
  if (order && order.role !== role) throw notFound();
};

async function prefetchFavorites(ctx: LoaderContext): Promise<void> {
  requireShop(ctx);
  await rethrow404((await loadFavoritesReads()).shopFavoritesReads.prefetch(ctx));
}

/** The order page also draws the payments feature's store code (pricing) and the gallery's lightbox (media). */
const ORDER_NS: RouteDef['ns'] = ['shop', 'media', 'pricing'];

export const shopOrdersRoutes: RouteDef[] = [
  dashboardPage({
    name: 'proShopOrders',
    role: 'pro',
    page: OrdersPage,
    ns: ['shop'],
    prefetch: prefetchOrders('pro'),
    title: 'shop|orders>title_pro',
  }),
  dashboardPage({
    name: 'proShopOrder',
    role: 'pro',
    page: OrderPage,
    ns: ORDER_NS,
    prefetch: prefetchOrder('pro'),
    title: 'shop|order>title',
  }),
  dashboardPage({
    name: 'consumerShopOrders',
    role: 'consumer',
    page: OrdersPage,
    ns: ['shop'],
    prefetch: prefetchOrders('consumer'),
    title: 'shop|orders>title_consumer',
  }),
  dashboardPage({
    name: 'consumerShopOrder',
    role: 'consumer',
    page: OrderPage,
    ns: ORDER_NS,
    prefetch: prefetchOrder('consumer'),
    title: 'shop|order>title',
  }),
  dashboardPage({
    name: 'consumerShopFavorite',
    role: 'consumer',
    page: FavoritesPage,
    ns: ['shop'],
    prefetch: prefetchFavorites,
    title: 'shop|favorites>title',
  }),
];
