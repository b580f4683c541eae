/**
 * Buying credit (SPEC §2): the pro's pricing, purchases, free-credits and payfee pages, and the public product and
 * payment pages (never indexed, in no sitemap, never page-cached: they show per-user and per-order state).
 */
import loadable from '@loadable/component';
import type { CreditPackage } from '@shared/schemas/payments.schema';
import { paymentKeys } from '@client/features/payments/api/payment-keys';
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
  const pkg = slug === 'custom' ? undefined : ctx.queryClient.getQueryData<CreditPackage>(paymentKeys.package(ctx.lng, slug));
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
    prefetch: prefetch('prefetchProduct'),
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
