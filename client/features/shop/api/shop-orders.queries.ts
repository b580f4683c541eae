/**
 * Reads of shop orders (shared/api/shop-orders.contract.ts): either side's list (a status filter, 20 a page) and one
 * order with its payment, timeline, feedback and the actions the caller may take now. The pro's business name comes
 * in the request language, which is no parameter of these endpoints: the language keeps each cached answer apart. An
 * order whose checkout waits for the provider is read again now and then, so the page turns "paid" by itself.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { awaitsPaymentNews, PAYMENT_NEWS_POLL_MS } from '@shared/domain/payments';
import type { OrderSide } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { useDataClient } from '@client/lib/data-client';
import { derivedQuery } from '@client/lib/endpoint-query';

/** The list's filter (the API's `status`): what is still going on, finished, called off, or everything. */
export const ORDER_FILTERS = ['all', 'open', 'completed', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type ShopOrderPage = CallResult<typeof c.list>;

const same = <T>(result: T) => result;

export const shopOrdersQuery = (data: DataClient, lng: Language, q: { role: OrderSide; status: OrderFilter; page: number }) =>
  derivedQuery(data, c.list, { query: q }, lng, same, { staleTime: 10_000 });

export const shopOrderQuery = (data: DataClient, lng: Language, id: number) =>
  derivedQuery(data, c.order, { params: { id } }, lng, same, { staleTime: 10_000 });

/**
 * Whether the order waits for money the consumer has started to pay (a store bill, a transfer, a card page), or for
 * the verified webhook of a payment the provider already reported paid on the way back from its page.
 */
export function isPaymentOpen(order: Pick<ShopOrder, 'status' | 'payment'>): boolean {
  return awaitsPaymentNews(order.status, order.payment?.status);
}

const useLanguage = () => useTranslation().i18n.language as Language;

export function useShopOrders(role: OrderSide, status: OrderFilter, page: number) {
  return useQuery(shopOrdersQuery(useDataClient(), useLanguage(), { role, status, page }));
}

export function useShopOrder(id: number) {
  return useQuery({
    ...shopOrderQuery(useDataClient(), useLanguage(), id),
    refetchInterval: (q) => (q.state.data && isPaymentOpen(q.state.data) ? PAYMENT_NEWS_POLL_MS : false),
  });
}
