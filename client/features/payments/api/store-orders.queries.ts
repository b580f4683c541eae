/**
 * Convenience-store orders (shared/api/store-orders.contract.ts): the user's store bills for credit and shop orders,
 * a page at a time, and one bill. Names of packages come in the request language, so the language keeps each
 * answer apart.
 */
import type { DataClient } from '@shared/api/data-client';
import { storeOrdersContract } from '@shared/api/store-orders.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { derivedQuery } from '@client/lib/endpoint-query';

export const storeOrdersQuery = (data: DataClient, page: number, lng: Language) =>
  derivedQuery(data, storeOrdersContract.list, { query: { page } }, lng, (r) => r, { staleTime: 10_000 });

export const storeOrderQuery = (data: DataClient, id: string, lng: Language) => ({
  ...derivedQuery(data, storeOrdersContract.get, { params: { id } }, lng, (r) => r, { staleTime: 10_000 }),
  retry: false,
});
