/**
 * The consumer's convenience-store bills for shop orders, for the list of every store bill the payments module
 * shows (SPEC §2 ibon-orders): read only, the caller's own.
 */
import type { Queryable } from '../../lib/db';
import * as repo from './shop-store-bills.repository';

export type ShopStoreBill = repo.ShopStoreBillRow;

/** How many store bills the consumer has for shop orders. */
export const countShopStoreBills = (q: Queryable, consumerId: number): Promise<number> => repo.countBills(q, consumerId);

/** The consumer's newest `limit` store bills for shop orders, newest first. */
export const newestShopStoreBills = (q: Queryable, consumerId: number, limit: number): Promise<ShopStoreBill[]> =>
  repo.newestBills(q, consumerId, limit);

/** One of the consumer's store bills for shop orders by its payment id; undefined when it is not theirs or not a store bill. */
export const findShopStoreBill = (q: Queryable, consumerId: number, paymentId: number): Promise<ShopStoreBill | undefined> =>
  repo.findBill(q, consumerId, paymentId);
