/**
 * Reads of a shop item's public page: the published item (shop-items contract), its feedback and its free reservation
 * slots (shop-orders contract). The item's texts come in the request language, which is no parameter of its endpoint:
 * the language keeps each answer apart.
 */
import type { DataClient } from '@shared/api/data-client';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { shopOrdersContract } from '@shared/api/shop-orders.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { derivedQuery, readQuery } from '@client/lib/endpoint-query';

const same = <T>(result: T) => result;

/** A published item with the viewer's like (null for a visitor). */
export const publicItemQuery = (data: DataClient, lng: Language, id: number) =>
  derivedQuery(data, shopItemsContract.publicItem, { params: { id } }, lng, same, { staleTime: 30_000 });

/** An item's feedback, newest first, 20 a page, with its score. */
export const itemFeedbacksQuery = (data: DataClient, id: number, page: number) =>
  readQuery(data, shopOrdersContract.itemFeedbacks, { query: { shop_item_id: id, page } }, { staleTime: 60_000 });

/** The free slots of an item that takes reservations (its service's calendar, 14 days). */
export const itemSlotsQuery = (data: DataClient, id: number) =>
  readQuery(data, shopOrdersContract.reserves, { params: { id } }, { staleTime: 30_000 });
