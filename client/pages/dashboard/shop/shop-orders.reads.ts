/**
 * What the shop order pages read, once for their prefetch and the page: one side's list (its status filter and page
 * from the query string) and one order. An order the caller is no party to is the API's 404.
 */
import { pageFrom } from '@shared/domain/catalog';
import type { OrderSide } from '@shared/domain/shop';
import { ORDER_FILTERS, shopOrderQuery, shopOrdersQuery, type OrderFilter } from '@client/features/shop/api/shop-orders.queries';
import { pageReads } from '@client/lib/page-reads';

/** The list's status filter from `?status=` (anything unknown is "all"). */
export function orderFilterFrom(search: string | URLSearchParams): OrderFilter {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('status');
  return (ORDER_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as OrderFilter) : 'all';
}

/** A positive whole id from a URL segment, or 0 (the route's prefetch has already made a malformed one a 404). */
export const orderIdFrom = (raw: string | undefined) => (raw && /^\d{1,9}$/.test(raw) ? Number(raw) : 0);

export const shopOrdersReads = (role: OrderSide) =>
  pageReads(({ data, lng, search }) => ({
    list: shopOrdersQuery(data, lng, { role, status: orderFilterFrom(search), page: pageFrom(search) }),
  }));

export const shopOrderReads = pageReads(({ data, lng, params }) => ({ order: shopOrderQuery(data, lng, orderIdFrom(params.orderId)) }));
