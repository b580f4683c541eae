/**
 * Buying credit (shared/api/payments.contract.ts): credit packages, one order by its public hash (polled
 * while it waits for the gateway), the purchase history, the saved cards, auto-refill and the free-credit events.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient, ReadEndpoint } from '@shared/api/data-client';
import type { CallInput, CallResult } from '@shared/api/endpoint';
import { paymentsContract } from '@shared/api/payments.contract';
import { FINAL_ORDER_STATUSES } from '@shared/domain/payments';
import type { Language } from '@shared/i18n/i18n-config';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { useDataClient } from '@client/lib/data-client';
import { derivedQuery, readQuery, type ReadOptions } from '@client/lib/endpoint-query';

export type PurchaseRange = 'all' | 'week';
export type OrdersPage = CallResult<typeof paymentsContract.orders>;
export type FreeCreditsResult = CallResult<typeof paymentsContract.freeCredits>;

/**
 * Package names and event titles come in the request language, which is no parameter of these endpoints: the
 * language keeps each one's cached answer apart.
 */
const inLanguage = <E extends ReadEndpoint>(data: DataClient, endpoint: E, input: CallInput<E>, lng: Language, opts: ReadOptions) =>
  derivedQuery(data, endpoint, input, lng, (result) => result, opts);

export const packagesQuery = (data: DataClient, lng: Language) =>
  inLanguage(data, paymentsContract.packages, {}, lng, { staleTime: 60_000 });

export const packageQuery = (data: DataClient, lng: Language, slug: string) =>
  inLanguage(data, paymentsContract.package, { params: { slug } }, lng, { staleTime: 60_000 });

export const orderQuery = (data: DataClient, hash: string) =>
  readQuery(data, paymentsContract.order, { params: { hash } }, { staleTime: 0 });

export const ordersQuery = (data: DataClient, page: number, range: PurchaseRange) =>
  readQuery(data, paymentsContract.orders, { query: { page, range } }, { staleTime: 10_000 });

export const savedCardsQuery = (data: DataClient) => readQuery(data, paymentsContract.cards, {}, { staleTime: 30_000 });

export const autoRefillQuery = (data: DataClient) => readQuery(data, paymentsContract.autoRefill, {}, { staleTime: 30_000 });

export const starterStatusQuery = (data: DataClient) => readQuery(data, paymentsContract.starterStatus, {}, { staleTime: 30_000 });

export function useStarterStatus() {
  return useQuery(starterStatusQuery(useDataClient()));
}

export const freeCreditsQuery = (data: DataClient, lng: Language) =>
  inLanguage(data, paymentsContract.freeCredits, {}, lng, { staleTime: 15_000 });

function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}

export function usePackages() {
  return useQuery(packagesQuery(useDataClient(), useLanguage()));
}

export function usePackage(slug: string, enabled = true) {
  return useQuery({ ...packageQuery(useDataClient(), useLanguage(), slug), enabled });
}

export function useOrders(page: number, range: PurchaseRange) {
  return useQuery(ordersQuery(useDataClient(), page, range));
}

export function useSavedCards(enabled = true) {
  return useQuery({ ...savedCardsQuery(useDataClient()), enabled });
}

export function useAutoRefill() {
  return useQuery(autoRefillQuery(useDataClient()));
}

export function useFreeCredits() {
  return useQuery(freeCreditsQuery(useDataClient(), useLanguage()));
}

/** Still waiting for the gateway: the payment page asks again every ORDER_POLL_MS. */
export function isOrderOpen(order: Pick<PaymentOrder, 'status'>): boolean {
  return !FINAL_ORDER_STATUSES.includes(order.status);
}

export const ORDER_POLL_MS = 2_000;

/**
 * One order, polled every 2 s while it is open. `keepPolling` lets the caller ask for a few more reads after the
 * order is final (a paid order whose quote is still being sent). The page only reads: the webhook credits.
 */
export function useOrder(hash: string, keepPolling: (order: PaymentOrder) => boolean = () => false) {
  return useQuery({
    ...orderQuery(useDataClient(), hash),
    refetchInterval: (q) => {
      const order = q.state.data;
      if (!order) return q.state.status === 'error' ? false : ORDER_POLL_MS;
      return isOrderOpen(order) || keepPolling(order) ? ORDER_POLL_MS : false;
    },
  });
}
