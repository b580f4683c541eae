/**
 * The operator's review of shop items (docs/decisions/0038): the items in review, oldest first, in the back office's
 * shop_items queue; publishing one or rejecting it with the reason the pro is shown (also a published item: a
 * takedown). One conditional UPDATE each from the statuses shop.ts allows an operator; the ticket closes with it and
 * the pro is told.
 */
import { itemActionTarget, ITEM_ACTION_RULES, SHOP_ERRORS } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { Paged } from '@shared/schemas/common.schema';
import type { ShopItem, ShopItemDecisionInput } from '@shared/schemas/shop.schema';
import type { FullDeps } from '../../lib/adapters';
import { OPS_PAGE_SIZE, pageOf } from '../../lib/ops-edits';
import { closeTicket } from '../back-office/tickets.service';
import { itemView, itemViews } from './shop-item-views';
import { noticeOfItemDecision } from './shop-notices';
import { shopError } from './shop.errors';
import { assertShop, ITEM_SUBJECT, wrongStatus } from './shop-items.service';
import * as repo from './shop-items.repository';
import { forgetShopCatalogOnCommit } from './shop-catalog-cache';

/** GET /api/ops/shop_items */
export async function itemsInReview(deps: FullDeps, page: number, lng: Language): Promise<Paged<ShopItem>> {
  assertShop(deps);
  const { ids, total } = await repo.listInReviewIds(deps.db, OPS_PAGE_SIZE, (page - 1) * OPS_PAGE_SIZE);
  return pageOf(await itemViews(deps.db, ids, lng, { as: 'operator' }), total, page);
}

/** GET /api/ops/shop_items/{id}: the item of a ticket, also once decided (801 when it does not exist or was deleted). */
export async function reviewedItem(deps: FullDeps, id: number, lng: Language): Promise<ShopItem> {
  assertShop(deps);
  if (!(await repo.findItem(deps.db, id))) throw shopError(SHOP_ERRORS.ITEM_NOT_FOUND);
  return (await itemView(deps.db, id, lng, { as: 'operator' }))!;
}

/** POST /api/ops/shop_items/{id}/decide */
export async function decideItem(
  deps: FullDeps,
  staffId: number,
  id: number,
  input: ShopItemDecisionInput,
  lng: Language,
): Promise<ShopItem> {
  assertShop(deps);
  const action = input.decision;
  await deps.db.withTransaction(async (tx) => {
    const item = await repo.findItem(tx, id);
    if (!item) throw shopError(SHOP_ERRORS.ITEM_NOT_FOUND);
    if (!itemActionTarget(action, 'operator', item.status)) throw wrongStatus();
    const rule = ITEM_ACTION_RULES[action].find((r) => r.actor === 'operator')!;
    const note = input.note ? input.note : null;
    if (!(await repo.moveItem(tx, id, rule.from, rule.to, { by: staffId, note }))) throw wrongStatus();
    await closeTicket(tx, ITEM_SUBJECT, id, action === 'publish' ? 'published' : `rejected: ${note ?? ''}`.slice(0, 500));
    await noticeOfItemDecision(deps, tx, { item, decision: action, note });
    forgetShopCatalogOnCommit(tx, deps.db);
  });
  return (await itemView(deps.db, id, lng, { as: 'operator' }))!;
}
