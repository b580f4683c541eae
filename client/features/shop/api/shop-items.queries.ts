/**
 * Reads of the pro's shop items (shared/api/shop-items.contract.ts): the pro's own items (all, or one service's, or
 * one service and category's), one item as the editor shows it, a category's shop settings and the keyword
 * auto-complete. The dashboard routes prefetch them on the server with the `*Query` factories.
 */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { shopItemsContract as c } from '@shared/api/shop-items.contract';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

export interface OwnItemsFilter {
  serviceId?: number;
  categoryId?: number;
}

/** GET /nshop/items: the pro's items (not deleted), newest first, 20 a page. */
export const ownItemsQuery = (data: DataClient, page: number, filter: OwnItemsFilter = {}) =>
  readQuery(
    data,
    c.list,
    { query: { page, quote_service_id: filter.serviceId, quote_category_id: filter.categoryId } },
    { staleTime: 10_000 },
  );

/** GET /nshop/items/{id}: one of the pro's items with the actions its status allows. */
export const ownItemQuery = (data: DataClient, id: number) => readQuery(data, c.get, { params: { id } }, { staleTime: 10_000 });

/** GET /nshop/categories/{id}: the shop settings (service notice) of one of the pro's service categories. */
export const shopCategoryQuery = (data: DataClient, id: number) => readQuery(data, c.category, { params: { id } }, { staleTime: 10_000 });

/** GET /nshop/labels?q=: labels like what was typed, the most used first. */
export const shopLabelsQuery = (data: DataClient, q: string) => readQuery(data, c.labels, { query: { q } }, { staleTime: 60_000 });

export function useOwnItems(page: number, filter: OwnItemsFilter = {}, enabled = true) {
  return useQuery({ ...ownItemsQuery(useDataClient(), page, filter), enabled });
}

export function useShopCategory(id: number) {
  return useQuery({ ...shopCategoryQuery(useDataClient(), id), enabled: id > 0 });
}

/** Suggestions for what is typed (nothing until there is something to match). */
export function useShopLabels(q: string) {
  const typed = q.trim();
  return useQuery({ ...shopLabelsQuery(useDataClient(), typed), enabled: typed.length > 0 && typed.length <= 20 });
}
