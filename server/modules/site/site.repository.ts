/** SQL of the site pages: the catalogue's match limits, top-rated pros for the stories, and pro-newyear demand. */
import type { Queryable } from '../../lib/db';

const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';

/** The fewest and most pros a new request is matched with, over active categories (quote_categories.match_limit). */
export async function matchLimits(db: Queryable): Promise<{ min: number | null; max: number | null }> {
  const { rows } = await db.query<{ min: number | null; max: number | null }>(
    'SELECT min(match_limit)::int AS min, max(match_limit)::int AS max FROM quote_categories WHERE is_active',
  );
  return rows[0];
}

/**
 * Public services rated at least `minRating` from at least `minReviews` reviews, the best of each genre first
 * (rating, then reviews, then hires), then the next best; at most `limit`, one row per service.
 */
export async function topRatedServices(
  db: Queryable,
  q: { minRating: number; minReviews: number; limit: number },
): Promise<{ quote_service_id: number }[]> {
  const { rows } = await db.query<{ quote_service_id: number }>(
    `WITH rated AS (
       SELECT qs.quote_service_id, qs.rating, qs.review_count, qs.hired_count,
              (SELECT min(c.genre_id) FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                WHERE sc.quote_service_id = qs.quote_service_id) AS genre_id
         FROM quote_services qs
        WHERE ${PUBLIC_SERVICE} AND qs.rating >= $1 AND qs.review_count >= $2
     ),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY genre_id ORDER BY rating DESC, review_count DESC, hired_count DESC, quote_service_id)
                 AS genre_rank
         FROM rated
     )
     SELECT quote_service_id FROM ranked
      ORDER BY genre_rank, rating DESC, review_count DESC, hired_count DESC, quote_service_id
      LIMIT $3`,
    [q.minRating, q.minReviews, q.limit],
  );
  return rows;
}

export interface DemandRow {
  slug: string;
  name: string;
  quote_fee: number;
  pro_count: number;
  requests: number;
  quoted: number;
  quotes: number;
  hired: number;
}

/** Per category of `slugs`: requests posted in [from, to), how many got a quote, quotes sent, and how many hired a pro. */
export async function demandByCategory(
  db: Queryable,
  q: { slugs: readonly string[]; from: Date; to: Date; sfx: 'zh' | 'en' },
): Promise<DemandRow[]> {
  const { rows } = await db.query<DemandRow>(
    `WITH req AS (
       SELECT r.quote_request_id, r.quote_category_id,
              (SELECT count(*) FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_sent_on IS NOT NULL)::int AS quotes,
              EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.hired_on IS NOT NULL) AS hired
         FROM quote_requests r
        WHERE r.created >= $2 AND r.created < $3
     )
     SELECT c.slug, c.name_${q.sfx} AS name, c.quote_fee,
            (SELECT count(DISTINCT qs.user_id) FROM quote_services qs JOIN service_categories sc USING (quote_service_id)
              WHERE sc.quote_category_id = c.id AND ${PUBLIC_SERVICE})::int AS pro_count,
            count(req.quote_request_id)::int AS requests,
            count(req.quote_request_id) FILTER (WHERE req.quotes > 0)::int AS quoted,
            coalesce(sum(req.quotes), 0)::int AS quotes,
            count(req.quote_request_id) FILTER (WHERE req.hired)::int AS hired
       FROM quote_categories c
       LEFT JOIN req ON req.quote_category_id = c.id
      WHERE c.slug = ANY($1::text[]) AND c.is_active
      GROUP BY c.id`,
    [q.slugs, q.from, q.to],
  );
  return rows;
}
