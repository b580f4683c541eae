/**
 * Server-side data of the credit-buying pages, read through the DataClient into the query keys the
 * pages use. Loaded on first use, like ./dashboard-prefetch.ts. An unknown package, amount or order is a 404.
 */
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import { bidQuery } from '@client/features/bids/api/bids.queries';
import { balanceQuery } from '@client/features/wallet/api/wallet.queries';
import {
  freeCreditsQuery,
  orderQuery,
  ordersQuery,
  packageQuery,
  packagesQuery,
  savedCardsQuery,
} from '@client/features/payments/api/payments.queries';
import { chargeConfigsQuery } from '@client/features/payments/api/charge-configs.queries';
import { customProductAmount } from '@client/features/payments/lib/packages';
import type { LoaderContext } from '../route-types';
import { is404, notFound } from './route-helpers';

const main = (p: Promise<unknown>) =>
  p.catch((e: unknown) => {
    if (is404(e)) throw notFound();
  });
const extra = (p: Promise<unknown>) => p.catch(() => undefined);
/** A 404 at once: an in-process AppError is not the browser's ApiError, so the default retry would wait. */
const once = <T extends object>(options: T): T => ({ ...options, retry: false });

function buyingData({ queryClient, data, lng }: LoaderContext) {
  return [
    extra(queryClient.ensureQueryData(packagesQuery(data, lng))),
    extra(queryClient.ensureQueryData(savedCardsQuery(data))),
    extra(queryClient.ensureQueryData(balanceQuery(data))),
    extra(queryClient.ensureQueryData(chargeConfigsQuery(data))),
  ];
}

/** dashboard/pricing[/{target}]: packages, saved cards, balance. */
export function prefetchPricing(ctx: LoaderContext) {
  return Promise.all(buyingData(ctx));
}

/** dashboard/payfee/{orderID}: the lead (someone else's is a 404) and the buying data. */
export function prefetchPayfee(ctx: LoaderContext) {
  const id = Number(ctx.params.orderID);
  if (!Number.isSafeInteger(id) || id < 1) throw notFound();
  return Promise.all([main(ctx.queryClient.ensureQueryData(once(bidQuery(ctx.data, id)))), ...buyingData(ctx)]);
}

/** dashboard/purchases?range=week&page=n */
export function prefetchPurchases({ queryClient, data, url }: LoaderContext) {
  const range = url.searchParams.get('range') === 'week' ? 'week' : 'all';
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  return extra(queryClient.ensureQueryData(ordersQuery(data, page, range)));
}

/** dashboard/free-credits[/{index}]: the events and the free credit held. */
export function prefetchFreeCredits({ queryClient, data, lng }: LoaderContext) {
  return extra(queryClient.ensureQueryData(freeCreditsQuery(data, lng)));
}

/** product/{slug}[/{amount}]: the package, or "custom" with an amount some way to pay accepts; and who is asking. */
export function prefetchProduct({ queryClient, data, lng, params }: LoaderContext) {
  // The charge configs come with the page's state, so the product page's form never fetches them before it can check.
  const reads = Promise.all([
    extra(queryClient.ensureQueryData(sessionQuery(data))),
    extra(queryClient.ensureQueryData(chargeConfigsQuery(data))),
  ]);
  if (params.slug === 'custom') {
    if (customProductAmount(params.amount) === null) throw notFound();
    return reads;
  }
  if (params.amount !== undefined || !params.slug) throw notFound();
  return Promise.all([main(queryClient.ensureQueryData(once(packageQuery(data, lng, params.slug)))), reads]);
}

/** payment/{hash}: the order as it is now (the page polls it in the browser). */
export function prefetchPayment({ queryClient, data, params }: LoaderContext) {
  const hash = params.hash ?? '';
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(hash)) throw notFound();
  return main(queryClient.ensureQueryData(once(orderQuery(data, hash))));
}
