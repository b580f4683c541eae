/**
 * Likes (SPEC §7 likes, §2 favorite, §9 six a page; docs/decisions/0038): a like is a favourite. Anyone signed in
 * (a consumer, or a pro shopping) may like a published item, never their own (422 shop_own_item); liking twice or
 * at once keeps one like, unliking removes it. Every call is a 404 while the shop is off (both flags).
 */
import { SHOP_ORDER_ERRORS, SHOP_PAGE_SIZE } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { Paged } from '@shared/schemas/common.schema';
import type { ShopFavorite, ShopLike } from '@shared/schemas/shop.schema';
import type { FullDeps } from '../../lib/adapters';
import { pageOf } from '../../lib/ops-edits';
import { utcStringOf } from '../../lib/utc-time';
import { cardOf, itemView } from './shop-item-views';
import { assertShop, findPublicItem } from './shop-items.service';
import * as repo from './shop-likes.repository';
import { shopOrderError } from './shop.errors';

/** POST /api/nshop/likes/{id}: 801 unless the item is public; one's own item is refused. */
export async function like(deps: FullDeps, userId: number, itemId: number): Promise<ShopLike> {
  assertShop(deps);
  const item = await findPublicItem(deps.db, itemId);
  if (item.pro_id === userId) throw shopOrderError(SHOP_ORDER_ERRORS.OWN_ITEM);
  await repo.addLike(deps.db, userId, itemId);
  return { shop_item_id: itemId, ...(await repo.likeState(deps.db, userId, itemId)) };
}

/** POST /api/nshop/likes/{id}/remove: whatever the item's status (a favourite no longer for sale can be removed). */
export async function unlike(deps: FullDeps, userId: number, itemId: number): Promise<ShopLike> {
  assertShop(deps);
  await repo.removeLike(deps.db, userId, itemId);
  return { shop_item_id: itemId, ...(await repo.likeState(deps.db, userId, itemId)) };
}

/** GET /api/nshop/likes: the caller's favourites, newest like first, SHOP_PAGE_SIZE.favorites a page from page 1. */
export async function favorites(deps: FullDeps, userId: number, page: number, lng: Language): Promise<Paged<ShopFavorite>> {
  assertShop(deps);
  const size = SHOP_PAGE_SIZE.favorites;
  const rows = await repo.favoritePage(deps.db, userId, size, (page - 1) * size);
  const items: ShopFavorite[] = [];
  // One item at a time: each view is several reads.
  for (const r of rows) {
    const view = await itemView(deps.db, r.id, lng, { as: 'public', viewerId: userId });
    if (view) items.push({ ...cardOf(view), for_sale: r.for_sale, liked_at: utcStringOf(r.liked_at) });
  }
  return pageOf(items, rows[0]?.total ?? 0, page, size);
}
