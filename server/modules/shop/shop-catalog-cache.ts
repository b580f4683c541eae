/**
 * The public shop's cached reads live under one prefix of the catalogue's cache (1200 s, SPEC §9). Whatever changes
 * what they show (an item published, edited or taken down, stock taken or given back, new feedback) drops them once
 * its transaction commits, on every instance (memo-cache publishes the forget).
 */
import type { Db, Tx } from '../../lib/db';
import { forget } from '../../lib/memo-cache';

export const SHOP_CATALOG_PREFIX = 'catalog:shop:';

/** Drops every cached shop read now. */
export function forgetShopCatalog(db: Db): void {
  forget(db, SHOP_CATALOG_PREFIX);
}

/** Drops every cached shop read once `tx` commits (never after a rollback). */
export function forgetShopCatalogOnCommit(tx: Tx, db: Db): void {
  tx.afterCommit(() => forgetShopCatalog(db));
}
