/**
 * SQL of the public shop (migration 0813): which items are listed, the listing's search, filters and orders, the
 * strips of a profile and a category, the cards, the category facets and the sitemap's items. An item is listed when
 * it is published, its category is active and still offered by its service, and the service is public (its profile is
 * shown): removing a category from a service or taking the profile down hides its items without touching them.
 */
import type { CatalogSort } from '@shared/domain/shop-catalog';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { StoredVariants } from '../attachments/attachments.service';
import { many } from './shop-orders.sql';

export type Sfx = 'zh' | 'en';

const LISTED_FROM = `shop_items i
  JOIN quote_services s ON s.quote_service_id = i.quote_service_id
  JOIN quote_categories c ON c.id = i.quote_category_id`;

const LISTED = `i.status = 'published' AND c.is_active
  AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL
  AND EXISTS (SELECT 1 FROM service_categories sc WHERE sc.quote_service_id = i.quote_service_id AND sc.quote_category_id = i.quote_category_id)`;

/** Sold-out items go after the ones that can be bought, whatever the order. */
const AVAILABLE_FIRST = 'coalesce(i.remaining_quantity = 0, false)';
const STATS = `LEFT JOIN LATERAL (SELECT min(p.price) AS from_price FROM shop_item_plans p WHERE p.shop_item_id = i.id) pr ON true
  LEFT JOIN LATERAL (SELECT coalesce(avg(f.score), 0) AS score, count(*)::int AS feedback_count FROM shop_order_feedbacks f
                      WHERE f.shop_item_id = i.id AND f.hidden_at IS NULL) fb ON true`;

export interface CatalogFilter {
  /** Normalized typed words (each must be found somewhere) and the whole phrase (for ranking and close spellings). */
  words: string[];
  phrase: string;
  /** Whether a close spelling of the name matches too (Latin text: trigrams ignore Chinese characters here). */
  fuzzy: boolean;
  categoryId?: number;
  /** Only these categories (a partner area's); `alsoCategoryIds` are matched without the words (its scoped search). */
  categoryIds?: number[];
  alsoCategoryIds?: number[];
  serviceId?: number;
  districtId?: number;
  minPrice?: number;
  maxPrice?: number;
  reservation: boolean;
  sort: CatalogSort;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The SQL conditions and the relevance of a filter, with its parameters from `$first` on. */
function filterSql(f: CatalogFilter, first: number): { where: string[]; rank: string; params: unknown[] } {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${first + params.length - 1}`;
  };
  const where: string[] = [];
  const ranks: string[] = ['0'];
  if (f.words.length) {
    const name = 'search_name(i.name)';
    const matches = f.words.map((w) => {
      const like = p(`%${escapeLike(w)}%`);
      const keyword = `EXISTS (SELECT 1 FROM shop_item_keywords k JOIN shop_labels l ON l.id = k.label_id
                               WHERE k.shop_item_id = i.id AND l.label_key LIKE ${like})`;
      const category = `(search_name(c.name_zh) LIKE ${like} OR search_name(c.name_en) LIKE ${like})`;
      const description = `search_name(i.description) LIKE ${like}`;
      ranks.push(
        `(CASE WHEN ${name} LIKE ${like} THEN 3 WHEN ${keyword} THEN 2 WHEN ${category} THEN 1.5 WHEN ${description} THEN 1 ELSE 0 END)`,
      );
      return `(${name} LIKE ${like} OR ${keyword} OR ${category} OR ${description})`;
    });
    const phrase = p(f.phrase);
    // A close spelling of the name (trigram word similarity) also matches when every word does not.
    const typed = f.fuzzy ? `((${matches.join(' AND ')}) OR ${phrase} <% ${name})` : `(${matches.join(' AND ')})`;
    where.push(f.alsoCategoryIds?.length ? `(${typed} OR i.quote_category_id = ANY(${p(f.alsoCategoryIds)}::int[]))` : typed);
    ranks.push(`(CASE WHEN ${name} = ' ' || ${phrase} THEN 6 WHEN ${name} LIKE ${p(`%${escapeLike(f.phrase)}%`)} THEN 4 ELSE 0 END)`);
    ranks.push(`word_similarity(${phrase}, ${name})`);
  }
  if (f.categoryId !== undefined) where.push(`i.quote_category_id = ${p(f.categoryId)}`);
  if (f.categoryIds !== undefined) where.push(`i.quote_category_id = ANY(${p(f.categoryIds)}::int[])`);
  if (f.serviceId !== undefined) where.push(`i.quote_service_id = ${p(f.serviceId)}`);
  if (f.districtId !== undefined) {
    const d = p(f.districtId);
    where.push(`(i.is_over_phone_or_internet OR (i.is_customer_travel_to_me AND s.base_district_id = ${d})
                 OR EXISTS (SELECT 1 FROM shop_item_areas a WHERE a.shop_item_id = i.id AND a.district_id = ${d}))`);
  }
  if (f.minPrice !== undefined || f.maxPrice !== undefined) {
    where.push(`EXISTS (SELECT 1 FROM shop_item_plans pp WHERE pp.shop_item_id = i.id
                        AND pp.price >= ${p(f.minPrice ?? 0)} AND pp.price <= ${p(f.maxPrice ?? 2_147_483_647)})`);
  }
  if (f.reservation) where.push('i.accepts_reservation');
  return { where, rank: ranks.join(' + '), params };
}

const ORDERS: Record<CatalogSort, string> = {
  relevance: 'rank DESC, fb.score DESC, fb.feedback_count DESC, i.published_at DESC',
  price_asc: 'pr.from_price ASC, fb.score DESC',
  price_desc: 'pr.from_price DESC, fb.score DESC',
  rating: 'fb.score DESC, fb.feedback_count DESC, i.published_at DESC',
  newest: 'i.published_at DESC',
};

/** One page of the listing: the items' ids in order and how many items match. */
export async function listIds(
  q: Queryable,
  f: CatalogFilter,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { where, rank, params } = filterSql(f, 3);
  const rows = await many<{ id: number; total: number }>(
    q,
    `SELECT i.id, count(*) OVER ()::int AS total, ${rank} AS rank
       FROM ${LISTED_FROM} ${STATS}
      WHERE ${[LISTED, ...where].join(' AND ')}
      ORDER BY ${AVAILABLE_FIRST}, ${ORDERS[f.sort]}, i.id DESC
      LIMIT $1 OFFSET $2`,
    [page.limit, page.offset, ...params],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

/** A strip: the first listed items of one service or one category, best rated first, and how many are listed. */
export async function stripIds(
  q: Queryable,
  of: { serviceId: number } | { categoryId: number },
  limit: number,
): Promise<{ ids: number[]; total: number }> {
  const column = 'serviceId' in of ? 'i.quote_service_id' : 'i.quote_category_id';
  const rows = await many<{ id: number; total: number }>(
    q,
    `SELECT i.id, count(*) OVER ()::int AS total FROM ${LISTED_FROM} ${STATS}
      WHERE ${LISTED} AND ${column} = $1
      ORDER BY ${AVAILABLE_FIRST}, ${ORDERS.rating}, i.id DESC LIMIT $2`,
    ['serviceId' in of ? of.serviceId : of.categoryId, limit],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

export interface CardRow {
  id: number;
  name: string;
  service_type: string | null;
  remaining_quantity: number | null;
  accepts_reservation: boolean;
  quote_service_id: number;
  service_slug: string;
  business_name: string;
  service_rating: string;
  review_count: number;
  category_id: number;
  category_slug: string;
  category_name: string;
  from_price: number | null;
  score: string;
  feedback_count: number;
  like_count: number;
  attachment_id: number | null;
  width: number | null;
  height: number | null;
  variants: StoredVariants | null;
}

/** The cards of the given items (in no particular order). */
export function cardRows(q: Queryable, ids: number[], sfx: Sfx): Promise<CardRow[]> {
  return many<CardRow>(
    q,
    `SELECT i.id, i.name, i.service_type, i.remaining_quantity, i.accepts_reservation,
            s.quote_service_id, s.slug AS service_slug, s.business_name_${sfx} AS business_name, s.rating AS service_rating, s.review_count,
            c.id AS category_id, c.slug AS category_slug, c.name_${sfx} AS category_name,
            pr.from_price, fb.score, fb.feedback_count,
            (SELECT count(*)::int FROM shop_likes l WHERE l.shop_item_id = i.id) AS like_count,
            ph.attachment_id, ph.width, ph.height, ph.variants
       FROM ${LISTED_FROM} ${STATS}
       LEFT JOIN LATERAL (SELECT p.attachment_id, a.width, a.height, a.variants FROM shop_item_photos p
                            JOIN attachments a ON a.id = p.attachment_id
                           WHERE p.shop_item_id = i.id ORDER BY p.position LIMIT 1) ph ON true
      WHERE i.id = ANY($1::int[])`,
    [ids],
  );
}

/** The categories that have listed items, with how many, most first. */
export function categoryFacets(q: Queryable, sfx: Sfx): Promise<Array<{ slug: string; name: string; count: number }>> {
  return many(
    q,
    `SELECT c.slug, c.name_${sfx} AS name, count(*)::int AS count FROM ${LISTED_FROM}
      WHERE ${LISTED} GROUP BY c.id ORDER BY count DESC, c.name_${sfx}`,
    [],
  );
}

/** Every listed item with when its page last changed (its content, its publication or its newest feedback). */
export function sitemapRows(q: Queryable): Promise<Array<{ id: number; name: string; lastmod: string }>> {
  return many(
    q,
    `SELECT i.id, i.name, ${utcSql(`GREATEST(i.modified, i.published_at,
              (SELECT max(f.created) FROM shop_order_feedbacks f WHERE f.shop_item_id = i.id AND f.hidden_at IS NULL))`)} AS lastmod
       FROM ${LISTED_FROM} WHERE ${LISTED} ORDER BY i.id`,
    [],
  );
}
