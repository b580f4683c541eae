/**
 * The public shop: the listing and a published item's page (docs/decisions/0038). Both redirect home while the shop
 * is off. The listing is indexable without a search or filter; an item's page lives at its slug (`shop/{itemId}` and a
 * wrong slug answer 301), carries Product JSON-LD and the first photo as og:image.
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { itemSlug } from '@shared/domain/shop-catalog';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { publicItemQuery } from '@client/features/shop/api/shop-item-page.queries';
import { catalogQueryOf, isFiltered, shopListReads } from '@client/pages/shop/shop-list.reads';
import { shopItemReads } from '@client/pages/shop/shop-item.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, ld, withCanonical } from './seo-ld';
import { idOf, paged } from './route-helpers';
import { requireShop } from './shop-guard';
import { itemParams, photoOg, productLd } from './shop-ld';

const opts = { fallback: <PageFallback /> };
const ShopListPage = loadable(() => import(/* webpackChunkName: "shop-list" */ '@client/pages/shop/shop-list.page'), opts);
const ShopItemPage = loadable(() => import(/* webpackChunkName: "shop-item" */ '@client/pages/shop/shop-item.page'), opts);

// The checkout's own texts (slot picker, ways to pay) load with its code, after the page.
const NS: RouteDef['ns'] = ['shop', 'catalog', 'media'];

const crumbs = (ctx: HeadContext) => [
  { name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const },
  { name: ctx.t('shop|public>list>crumb'), route: 'shopList' as const },
];

function listHead(ctx: HeadContext) {
  const query = catalogQueryOf(ctx.lng, ctx.search ?? '');
  const filtered = isFiltered(query);
  const head = pageHead(ctx, {
    title: query.q ? ctx.t('shop|public>list>meta_title_search', { q: query.q }) : ctx.t('shop|public>list>meta_title'),
    description: ctx.t('shop|public>list>meta_description'),
    // A search or a filter is a view of the listing, never indexed (no canonical or alternates then).
    ...(filtered ? { robots: 'noindex, follow', indexable: false } : {}),
    jsonLd: __SERVER__ && [breadcrumbLd(ctx, crumbs(ctx))],
  });
  return filtered ? head : paged(head, ctx);
}

/** A published item, at its slug: `shop/{itemId}` and any other slug go to it with 301, keeping the query string. */
async function prefetchItem(ctx: LoaderContext) {
  requireShop(ctx);
  const { queryClient, data, lng, params, url } = ctx;
  const id = idOf(params.itemId);
  const item = await queryClient.ensureQueryData(publicItemQuery(data, lng, id));
  if (params.slug !== itemSlug(item.name)) {
    const { prefix } = splitLanguagePrefix(url.pathname);
    throw redirect(buildPath('shopItem', itemParams(item), prefix) + url.search, 301);
  }
  await shopItemReads.prefetch(ctx);
}

function itemHead(ctx: HeadContext) {
  const { item: found, feedbacks } = shopItemReads.cached(ctx);
  const item = found!;
  const from = Math.min(...item.plans.map((p) => p.price));
  const head = pageHead(ctx, {
    title: ctx.t('shop|public>item>meta_title', { name: item.name, pro: item.service.business_name }),
    description: ctx.t('shop|public>item>meta_description', {
      name: item.name,
      pro: item.service.business_name,
      price: `HK$${from.toLocaleString('en-US')}`,
      summary: (item.description || item.service_info).replace(/\s+/g, ' ').slice(0, 90),
    }),
    og: { 'og:type': 'product', ...photoOg(ctx, item) },
    card: __SERVER__ && {
      title: item.name,
      label: item.service.business_name,
      price: item.plans.length ? { from } : undefined,
      rating: item.rating.count ? { average: item.rating.score, count: item.rating.count } : undefined,
    },
    jsonLd:
      __SERVER__ &&
      ld(
        breadcrumbLd(ctx, [...crumbs(ctx), { name: item.name, route: 'shopItem', params: itemParams(item) }]),
        productLd(ctx, item, feedbacks?.items ?? []),
      ),
  });
  return paged(withCanonical(head, ctx, 'shopItem', itemParams(item)), ctx);
}

export const shopRoutes: RouteDef[] = [
  {
    name: 'shopList',
    layout: 'public',
    page: ShopListPage,
    cache: true,
    ns: ['shop', 'catalog'],
    prefetch: async (ctx) => {
      requireShop(ctx);
      await shopListReads.prefetch(ctx);
    },
    head: listHead,
  },
  { name: 'shopItem', layout: 'public', page: ShopItemPage, cache: true, ns: NS, prefetch: prefetchItem, head: itemHead },
];
