/**
 * The pro's shop area (SPEC §2; docs/decisions/0038): items by service and category, adding and editing an item,
 * per-category settings. With the `shop` or `nshop` flag off every route goes home before anything is read
 * (shop-guard.ts); a malformed id, an unknown {action} or {settings}, someone else's service, item or category, an item
 * not of the path's service and category, or a category the service does not offer is a 404.
 */
import loadable from '@loadable/component';
import type * as Reads from '@client/pages/dashboard/shop/pro-shop.reads';
import type { LoaderContext, RouteDef } from '../route-types';
import { PageFallback } from '../page-fallback';
import { dashboardPage, idOf, notFound, rethrow404 } from './route-helpers';
import { requireShop } from './shop-guard';

const opts = { fallback: <PageFallback /> };
const ListPage = loadable(() => import(/* webpackChunkName: "pro-shop" */ '@client/pages/dashboard/shop/pro-shop.page'), opts);
const AddPage = loadable(() => import(/* webpackChunkName: "pro-shop-add" */ '@client/pages/dashboard/shop/pro-shop-add.page'), opts);
const ProductPage = loadable(
  () => import(/* webpackChunkName: "pro-shop-product" */ '@client/pages/dashboard/shop/pro-shop-product.page'),
  opts,
);
const CategoryPage = loadable(
  () => import(/* webpackChunkName: "pro-shop-category" */ '@client/pages/dashboard/shop/pro-shop-category.page'),
  opts,
);

/** The pages' reads come with the first shop page, not with every dashboard page's loaders. */
const loadReads = (): Promise<typeof Reads> =>
  import(/* webpackChunkName: "pro-shop-queries" */ '@client/pages/dashboard/shop/pro-shop.reads');

async function prefetchProduct(ctx: LoaderContext): Promise<void> {
  requireShop(ctx);
  const { action, shopItemId } = ctx.params;
  idOf(ctx.params.serviceId);
  idOf(ctx.params.categoryId);
  if (action === 'edit') idOf(shopItemId);
  else if (action !== 'new' || shopItemId !== undefined) throw notFound();
  const reads = await loadReads();
  await rethrow404(reads.proShopProductReads.prefetch(ctx));
  const { service, item } = reads.proShopProductReads.cached(ctx);
  if (!reads.productPathFits(service, item, ctx.params)) throw notFound();
}

async function prefetchCategory(ctx: LoaderContext): Promise<void> {
  requireShop(ctx);
  idOf(ctx.params.serviceCategoryId);
  const { settings, action } = ctx.params;
  if ((settings !== undefined && settings !== 'settings') || (action !== undefined && action !== 'edit')) throw notFound();
  await rethrow404((await loadReads()).prefetchProShopCategory(ctx));
}

export const shopItemsRoutes: RouteDef[] = [
  dashboardPage({
    name: 'proShop',
    role: 'pro',
    page: ListPage,
    ns: ['shop'],
    prefetch: async (ctx) => {
      requireShop(ctx);
      await (await loadReads()).proShopReads.prefetch(ctx).catch(() => undefined);
    },
    title: 'shop|list>title',
  }),
  dashboardPage({
    name: 'proShopAdd',
    role: 'pro',
    page: AddPage,
    ns: ['shop'],
    prefetch: async (ctx) => {
      requireShop(ctx);
      await (await loadReads()).proShopAddReads.prefetch(ctx).catch(() => undefined);
    },
    title: 'shop|list>add_title',
  }),
  dashboardPage({
    name: 'proShopProduct',
    role: 'pro',
    page: ProductPage,
    ns: ['shop', 'workspace'],
    prefetch: prefetchProduct,
    title: 'shop|editor>title',
  }),
  dashboardPage({
    name: 'proShopCategory',
    role: 'pro',
    page: CategoryPage,
    ns: ['shop'],
    prefetch: prefetchCategory,
    title: 'shop|list>category_title',
  }),
];
