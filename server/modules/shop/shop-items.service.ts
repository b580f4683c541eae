/**
 * The shop's items (docs/decisions/0038): the pro writes an item for one of their services and its categories,
 * applies for review, publishes again what they unpublished, unpublishes and deletes; an operator publishes or
 * rejects (shop-item-review.service.ts). Every move is one conditional UPDATE from the statuses shared/domain/shop.ts
 * allows the actor, so a second click is a 409. Everything is a 404 unless the flags `shop` and `nshop` are on, and
 * someone else's item, service or category is a 404 (802), never a 403.
 */
import {
  ITEM_ACTION_RULES,
  editTarget,
  itemActionTarget,
  SHOP_ERRORS,
  SHOP_ORDER_ERRORS,
  SHOP_PAGE_SIZE,
  shopEnabled,
} from '@shared/domain/shop';
import { itemProblem, labelKey } from '@shared/domain/shop-rules';
import type { Language } from '@shared/i18n/i18n-config';
import type { Paged } from '@shared/schemas/common.schema';
import type { ShopItem, ShopItemCard, ShopItemInput, ShopServiceCategory } from '@shared/schemas/shop.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { pageOf } from '../../lib/ops-edits';
import { closeTicket, openTicket } from '../back-office/tickets.service';
import { changedFields, checkContent, draftOf, editFrom, writeParts } from './shop-item-content';
import { cardOf, categoryView, itemView, itemViews } from './shop-item-views';
import { shopError, shopOrderError } from './shop.errors';
import { forgetShopCatalogOnCommit } from './shop-catalog-cache';
import * as repo from './shop-items.repository';

/** The subject of an item's ticket in the shop_items queue. */
export const ITEM_SUBJECT = 'shop_item';

/** The shop's calls do not exist unless both flags are on. */
export function assertShop(deps: FullDeps): void {
  if (!shopEnabled(deps.env.featureFlags)) throw notFound();
}

export const wrongStatus = () => shopOrderError(SHOP_ORDER_ERRORS.WRONG_STATUS);

/** The caller's service offering the category; anyone else's (or a category it does not offer) is 802. */
async function ownService(q: Queryable, userId: number, serviceId: number, categoryId: number): Promise<repo.ServiceRow> {
  const s = await repo.findService(q, serviceId, categoryId);
  if (!s || s.user_id !== userId || !s.offers_category) throw shopError(SHOP_ERRORS.NOT_OWNED);
  return s;
}

/** The caller's item (801 when it does not exist or is deleted, 802 when it is another pro's). */
async function ownItem(q: Queryable, userId: number, id: number, lock = false): Promise<repo.ShopItemRow> {
  const item = await repo.findItem(q, id, lock);
  if (!item) throw shopError(SHOP_ERRORS.ITEM_NOT_FOUND);
  if (item.pro_id !== userId) throw shopError(SHOP_ERRORS.NOT_OWNED);
  return item;
}

async function proView(q: Queryable, id: number, lng: Language): Promise<ShopItem> {
  return (await itemView(q, id, lng, { as: 'pro' }))!;
}

/** GET /api/nshop/items */
export async function listOwnItems(
  deps: FullDeps,
  userId: number,
  query: { quote_service_id?: number; quote_category_id?: number; page: number },
  lng: Language,
): Promise<Paged<ShopItemCard>> {
  assertShop(deps);
  const size = SHOP_PAGE_SIZE.items;
  const { ids, total } = await repo.listOwnIds(deps.db, userId, {
    serviceId: query.quote_service_id,
    categoryId: query.quote_category_id,
    limit: size,
    offset: (query.page - 1) * size,
  });
  return pageOf((await itemViews(deps.db, ids, lng, { as: 'pro' })).map(cardOf), total, query.page, size);
}

/** GET /api/nshop/items/{id} */
export async function getOwnItem(deps: FullDeps, userId: number, id: number, lng: Language): Promise<ShopItem> {
  assertShop(deps);
  await ownItem(deps.db, userId, id);
  return proView(deps.db, id, lng);
}

/** POST /api/nshop/items/add/{serviceId}/{categoryId}: a draft (it may be incomplete, never malformed). */
export async function createItem(
  deps: FullDeps,
  userId: number,
  serviceId: number,
  categoryId: number,
  input: ShopItemInput,
  lng: Language,
): Promise<ShopItem> {
  assertShop(deps);
  const id = await deps.db.withTransaction(async (tx) => {
    const s = await ownService(tx, userId, serviceId, categoryId);
    const checked = await checkContent(tx, userId, input, { plans: [], photos: [], hasHours: s.has_hours });
    const itemId = await repo.insertItem(tx, serviceId, categoryId, input);
    await writeParts(tx, itemId, input, checked);
    await repo.upsertCategorySettings(tx, serviceId, categoryId);
    return itemId;
  });
  return proView(deps.db, id, lng);
}

/**
 * POST /api/nshop/items/{id}: the whole form. A content change makes any item a draft again (a withdrawn application
 * closes its ticket); a change of only the stock or reservations keeps the status (shop.ts editTarget).
 */
export async function editItem(deps: FullDeps, userId: number, id: number, input: ShopItemInput, lng: Language): Promise<ShopItem> {
  assertShop(deps);
  await deps.db.withTransaction(async (tx) => {
    const item = await ownItem(tx, userId, id, true);
    const s = await ownService(tx, userId, item.quote_service_id, item.quote_category_id);
    const plans = await repo.plansOf(tx, id);
    const photos = await repo.photosOf(tx, id);
    const checked = await checkContent(tx, userId, input, { plans, photos, hasHours: s.has_hours });
    const to = editTarget(item.status, await changedFields(tx, item, input, checked));
    if (!to) throw wrongStatus();
    const from = editFrom(item.status, to, ITEM_ACTION_RULES.edit[0].from);
    if (!(await repo.updateContent(tx, id, input, from, to))) throw wrongStatus();
    await writeParts(tx, id, input, checked);
    if (item.status === 'in_review' && to === 'draft') await closeTicket(tx, ITEM_SUBJECT, id, 'withdrawn: edited');
    forgetShopCatalogOnCommit(tx, deps.db);
  });
  return proView(deps.db, id, lng);
}

/** apply_review: everything a buyer needs (itemProblem forReview), then in review with a ticket in the shop_items queue. */
async function applyReview(deps: FullDeps, tx: Tx, item: repo.ShopItemRow): Promise<void> {
  const s = await ownService(tx, item.pro_id, item.quote_service_id, item.quote_category_id);
  const plans = await repo.plansOf(tx, item.id);
  const photos = await repo.photosOf(tx, item.id);
  const areas = await repo.areasOf(tx, item.id);
  const keywords = await repo.keywordsOf(tx, item.id);
  const draft = draftOf({ ...item, plans, district_ids: areas, keywords }, photos.length);
  const problem = itemProblem(draft, { forReview: true, hasBusinessHours: s.has_hours });
  if (problem) throw shopError(problem.code, problem.field);
  const rule = ITEM_ACTION_RULES.apply_review.find((r) => r.actor === 'pro')!;
  if (!(await repo.moveItem(tx, item.id, rule.from, rule.to))) throw wrongStatus();
  await openTicket(deps, tx, {
    queue: 'shop_items',
    subjectType: ITEM_SUBJECT,
    subjectId: item.id,
    userId: item.pro_id,
    summary: item.name.slice(0, 200),
  });
}

/** POST /api/nshop/items/{action}/{id}: apply_review, publish (after unpublishing), unpublish or delete. */
export async function actOnItem(
  deps: FullDeps,
  userId: number,
  action: 'apply_review' | 'publish' | 'unpublish' | 'delete',
  id: number,
  lng: Language,
): Promise<ShopItem> {
  assertShop(deps);
  await deps.db.withTransaction(async (tx) => {
    // apply_review checks the content it sends for review: no edit may slip in between (a second click waits, then 409).
    const item = await ownItem(tx, userId, id, action === 'apply_review');
    if (!itemActionTarget(action, 'pro', item.status)) throw wrongStatus();
    forgetShopCatalogOnCommit(tx, deps.db);
    if (action === 'apply_review') return applyReview(deps, tx, item);
    const rule = ITEM_ACTION_RULES[action].find((r) => r.actor === 'pro')!;
    if (!(await repo.moveItem(tx, id, rule.from, rule.to))) throw wrongStatus();
    if (action === 'delete' && item.status === 'in_review') await closeTicket(tx, ITEM_SUBJECT, id, 'withdrawn: deleted');
  });
  return proView(deps.db, id, lng);
}

/**
 * A published item of a category its service offers, on a public profile (what the public sees, likes and reviews, as
 * the catalogue lists it); anything else is 801.
 */
export async function findPublicItem(q: Queryable, id: number): Promise<repo.ShopItemRow> {
  const item = await repo.findItem(q, id);
  if (!item || item.status !== 'published') throw shopError(SHOP_ERRORS.ITEM_NOT_FOUND);
  const s = await repo.findService(q, item.quote_service_id, item.quote_category_id);
  if (!s?.offers_category || !s.is_listed) throw shopError(SHOP_ERRORS.ITEM_NOT_FOUND);
  return item;
}

/** GET /api/nshop/items/{id}/public: a published item of a category its service offers; anything else is 801. */
export async function publicItem(deps: FullDeps, viewerId: number | null, id: number, lng: Language): Promise<ShopItem> {
  assertShop(deps);
  await findPublicItem(deps.db, id);
  return (await itemView(deps.db, id, lng, { as: 'public', viewerId }))!;
}

/** GET /api/nshop/labels?q=: labels like what was typed, the most used first. */
export async function labels(deps: FullDeps, q: string): Promise<Array<{ id: number; name: string }>> {
  assertShop(deps);
  return repo.searchLabels(deps.db, labelKey(q), SHOP_PAGE_SIZE.labels);
}

/** GET /api/nshop/categories/{id}: the settings of one of the pro's service categories (802 for anyone else's). */
export async function categorySettings(deps: FullDeps, userId: number, id: number, lng: Language): Promise<ShopServiceCategory> {
  assertShop(deps);
  const row = await repo.findCategorySettings(deps.db, id);
  if (!row || row.pro_id !== userId) throw shopError(SHOP_ERRORS.NOT_OWNED);
  return (await categoryView(deps.db, id, lng))!;
}

/** POST /api/nshop/categories/settings/{serviceId}/{categoryId}: the service notice of a category the service offers. */
export async function saveCategorySettings(
  deps: FullDeps,
  userId: number,
  serviceId: number,
  categoryId: number,
  notice: string,
  lng: Language,
): Promise<ShopServiceCategory> {
  assertShop(deps);
  const id = await deps.db.withTransaction(async (tx) => {
    await ownService(tx, userId, serviceId, categoryId);
    return repo.upsertCategorySettings(tx, serviceId, categoryId, notice);
  });
  return (await categoryView(deps.db, id, lng))!;
}
