/** SQL of likes (migration 0813 shop_likes): one row per user and item, so a like is a favourite at most once. */
import type { Queryable } from '../../lib/db';
import { many, one } from './shop-orders.sql';

/**
 * Adds the like unless it is there (two likes at once leave one row: the primary key decides), and only while the
 * item is published (an unpublish between the check and the insert stores nothing).
 */
export async function addLike(q: Queryable, userId: number, itemId: number): Promise<void> {
  await q.query(
    `INSERT INTO shop_likes (user_id, shop_item_id)
     SELECT $1, i.id FROM shop_items i WHERE i.id = $2 AND i.status = 'published'
     ON CONFLICT (user_id, shop_item_id) DO NOTHING`,
    [userId, itemId],
  );
}

export async function removeLike(q: Queryable, userId: number, itemId: number): Promise<void> {
  await q.query('DELETE FROM shop_likes WHERE user_id = $1 AND shop_item_id = $2', [userId, itemId]);
}

/** Whether the user likes the item, and how many users do. */
export async function likeState(q: Queryable, userId: number, itemId: number): Promise<{ liked: boolean; like_count: number }> {
  const row = await one<{ liked: boolean; like_count: number }>(
    q,
    `SELECT EXISTS (SELECT 1 FROM shop_likes WHERE user_id = $1 AND shop_item_id = $2) AS liked,
            (SELECT count(*)::int FROM shop_likes WHERE shop_item_id = $2) AS like_count`,
    [userId, itemId],
  );
  return row!;
}

export interface FavoriteRow {
  id: number;
  liked_at: Date;
  for_sale: boolean;
  total: number;
}

/**
 * A page of the user's liked items, newest like first. Only items whose content was approved are shown: published
 * ones, and unpublished ones (what the pro took offline is what was approved). A draft, an item in review or rejected
 * may hold content nobody approved, and a deleted item is gone; their likes stay, so the item is back when it is
 * published again. `for_sale` is what the public item page requires: published, in a category its service offers.
 */
export async function favoritePage(q: Queryable, userId: number, limit: number, offset: number): Promise<FavoriteRow[]> {
  return many<FavoriteRow>(
    q,
    `SELECT i.id, l.created AS liked_at, count(*) OVER ()::int AS total,
            (i.status = 'published' AND EXISTS (SELECT 1 FROM service_categories c
                                                 WHERE c.quote_service_id = i.quote_service_id AND c.quote_category_id = i.quote_category_id)) AS for_sale
       FROM shop_likes l JOIN shop_items i ON i.id = l.shop_item_id
      WHERE l.user_id = $1 AND i.status IN ('published', 'unpublished')
      ORDER BY l.created DESC, i.id DESC
      LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
}
