/**
 * Buying credit (SPEC §2): the pro's pricing, purchases, free-credits and payfee pages, and the public product and
 * payment pages (never indexed, in no sitemap, never page-cached: they show per-user and per-order state).
 */
import loadable from '@loadable/component';
import type * as PaymentsQueries from '@client/features/payments/api/payments.queries';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import type * as PaymentsPrefetch from './payments-prefetch';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { dashboardPage, privateHead } from './route-helpers';

/** The loaders come with the first of these pages, not with the public pages' initial JavaScript. */
const prefetch =
  (name: keyof typeof PaymentsPrefetch) =>
  (ctx: LoaderContext): Promise<unknown> =>
    import(/* webpackChunkName: "payments-prefetch" */ './payments-prefetch').then((m) => m[name](ctx));

/**
 * The queries module comes with the product page's prefetch (it runs before the head), not with the public pages'
 * initial JavaScript; the head reads the package through it.
 */
let queries: typeof PaymentsQueries | undefined;
const prefetchProduct = async (ctx: LoaderContext) => {
  queries ??= await import(/* webpackChunkName: "payments-prefetch" */ '@client/features/payments/api/payments.queries');
  return prefetch('prefetchProduct')(ctx);
};

const opts = { fallback: <PageFallback /> };
const PricingPage = loadable(() => import(/* webpackChunkName: "pricing" */ '@client/pages/dashboard/pricing.page'), opts);
const PurchasesPage = loadable(() => import(/* webpackChunkName: "purchases" */ '@client/pages/dashboard/purchases.page'), opts);
const FreeCreditsPage = loadable(() => import(/* webpackChunkName: "free-credits" */ '@client/pages/dashboard/free-credits.page'), opts);
const PayFeePage = loadable(() => import(/* webpackChunkName: "payfee" */ '@client/pages/dashboard/payfee.page'), opts);
const ProductPage = loadable(() => import(/* webpackChunkName: "product" */ '@client/pages/product.page'), opts);
const PaymentPage = loadable(() => import(/* webpackChunkName: "payment" */ '@client/pages/payment.page'), opts);

/** The package's name in the title when it was prefetched. */
function productHead(ctx: HeadContext) {
  const slug = ctx.params.slug ?? '';
  const pkg =
    slug === 'custom' || !queries ? undefined : ctx.queryClient.getQueryData(queries.packageQuery(ctx.data, ctx.lng, slug).queryKey);
  const name = pkg?.name ?? (slug === 'custom' ? ctx.t('pricing|product>custom_name') : ctx.t('pricing|product>title'));
  return pageHead(ctx, {
    title: ctx.t('pricing|product>meta_title', { name }),
    description: ctx.t('pricing|product>meta_description'),
    indexable: false,
  });
}

export const paymentsRoutes: RouteDef[] = [
  dashboardPage({
    name: 'pricing',
    role: 'pro',
    page: PricingPage,
    ns: ['pricing'],
    prefetch: prefetch('prefetchPricing'),
    title: 'pricing|pricing>title',
  }),
  dashboardPage({
    name: 'purchases',
    role: 'pro',
    page: PurchasesPage,
    ns: ['pricing'],
    prefetch: prefetch('prefetchPurchases'),
    title: 'pricing|purchases>title',
  }),
  dashboardPage({
    name: 'freeCredits',
    role: 'pro',
    page: FreeCreditsPage,
    ns: ['pricing'],
    prefetch: prefetch('prefetchFreeCredits'),
    title: 'pricing|free>title',
  }),
  dashboardPage({
    name: 'payfee',
    role: 'pro',
    page: PayFeePage,
    ns: ['pricing'],
    prefetch: prefetch('prefetchPayfee'),
    title: 'pricing|payfee>title',
  }),
  {
    name: 'product',
    layout: 'public',
    page: ProductPage,
    ns: ['pricing'],
    prefetch: prefetchProduct,
    head: productHead,
  },
  {
    name: 'payment',
    layout: 'public',
    page: PaymentPage,
    ns: ['pricing'],
    prefetch: prefetch('prefetchPayment'),
    head: privateHead('pricing|status>meta_title'),
  },
];
