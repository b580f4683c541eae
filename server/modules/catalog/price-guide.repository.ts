/**
 * SQL of the cost guides on price/{slug}. Samples are sent quotes (`quote_sent_on` set) of the
 * category's requests; prices are `flat_rate_at` or `hourly_rate_at` by quote type (SPEC §3 rating_type);
 * percentiles are PostgreSQL's `percentile_cont` (linear interpolation). `sfx` is one of two constants, never input.
 */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { Sfx } from './catalog.repository';

type PricedType = 'flat' | 'hourly';

const PRICE_OF = `CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at WHEN 'hourly' THEN b.hourly_rate_at END`;
const SENT_IN_CATEGORY = `FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
  WHERE b.quote_sent_on IS NOT NULL AND r.quote_category_id = $1`;
const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';
const PERCENTILES = `percentile_cont(0.1) WITHIN GROUP (ORDER BY price) AS low,
  percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median,
  percentile_cont(0.9) WITHIN GROUP (ORDER BY price) AS high`;

export interface CostCellRow {
  job: string;
  /** The property-type answer, or null on the row of all property types (`all_properties`) or when unanswered. */
  property: string | null;
  all_properties: boolean;
  rating_type: PricedType;
  samples: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

/**
 * Priced quotes per answer of the job-type question × quote type, with a row per property-type answer too when
 * `propertyKey` is given. Requests without a job-type answer are left out.
 */
export async function costCells(
  db: Queryable,
  q: { categoryId: number; jobKey: string; propertyKey: string | null },
): Promise<CostCellRow[]> {
  const { rows } = await db.query<CostCellRow>(
    `SELECT job, property, GROUPING(property) = 1 AS all_properties, rating_type, count(*)::int AS samples, ${PERCENTILES}
       FROM (SELECT r.fields ->> $2::text AS job, r.fields ->> $3::text AS property, b.rating_type, ${PRICE_OF} AS price
               ${SENT_IN_CATEGORY} AND b.rating_type IN ('flat', 'hourly') AND r.fields ->> $2::text IS NOT NULL) s
      GROUP BY GROUPING SETS ((job, property, rating_type), (job, rating_type))
     HAVING $3::text IS NOT NULL OR GROUPING(property) = 1`,
    [q.categoryId, q.jobKey, q.propertyKey],
  );
  return rows;
}

export interface TrendRow {
  period_start: string;
  samples: number;
  median: number | null;
}

/** Median and count of one priced quote type per quarter (in `timeZone`) over the last `quarters` quarters, empty ones included. */
export async function quarterlyTrend(
  db: Queryable,
  q: { categoryId: number; ratingType: PricedType; quarters: number; timeZone: string },
): Promise<TrendRow[]> {
  const { rows } = await db.query<TrendRow>(
    `WITH periods AS (
       SELECT generate_series(date_trunc('quarter', now() AT TIME ZONE $4) - make_interval(months => ($3 - 1) * 3),
                              date_trunc('quarter', now() AT TIME ZONE $4), interval '3 months') AS start),
     priced AS (
       SELECT date_trunc('quarter', b.quote_sent_on AT TIME ZONE $4) AS start, ${PRICE_OF} AS price
         ${SENT_IN_CATEGORY} AND b.rating_type = $2)
     SELECT to_char(p.start, 'YYYY-MM-DD') AS period_start, count(s.price)::int AS samples,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY s.price) AS median
       FROM periods p LEFT JOIN priced s ON s.start = p.start
      GROUP BY p.start ORDER BY p.start`,
    [q.categoryId, q.ratingType, q.quarters, q.timeZone],
  );
  return rows;
}

export interface PriceReviewRow {
  id: number;
  reviewer_name: string;
  score: number;
  note: string;
  created: string;
  quote_service_id: number;
  service_slug: string;
  business_name: string;
}

/** Newest reviews of the category's public pros whose note matches `pattern` (case-insensitive), each text once. */
export async function priceReviews(
  db: Queryable,
  q: { categoryId: number; pattern: string; limit: number; sfx: Sfx },
): Promise<PriceReviewRow[]> {
  const { rows } = await db.query<PriceReviewRow>(
    `SELECT id, reviewer_name, score, note, ${utcSql('at')} AS created, quote_service_id, service_slug, business_name
       FROM (SELECT DISTINCT ON (lower(btrim(r.note))) r.id, r.reviewer_name, r.score, r.note, r.created AS at,
                    qs.quote_service_id, qs.slug AS service_slug, qs.business_name_${q.sfx} AS business_name
               FROM reviews r JOIN quote_services qs ON qs.quote_service_id = r.quote_service_id
              WHERE r.quote_category_id = $1 AND ${PUBLIC_SERVICE} AND r.note ~* $2
              ORDER BY lower(btrim(r.note)), r.created DESC, r.id DESC) t
      ORDER BY at DESC, id DESC LIMIT $3`,
    [q.categoryId, q.pattern, q.limit],
  );
  return rows;
}

export interface CategoryProRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  starting_price: number | null;
  typical_price: number | null;
  quotes: number;
  rating: string | null;
  review_count: number;
}

/**
 * Public pros offering the category that sent a quote of `ratingType` in it or were reviewed for it: their lowest
 * and median quote of that type in the category, and their rating from this category's reviews only.
 */
export async function categoryPros(
  db: Queryable,
  q: { categoryId: number; ratingType: PricedType | null; sfx: Sfx },
): Promise<CategoryProRow[]> {
  const { rows } = await db.query<CategoryProRow>(
    `WITH quoted AS (
       SELECT b.quote_service_id, count(*)::int AS quotes, min(${PRICE_OF}) AS starting_price,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS typical_price
         ${SENT_IN_CATEGORY} AND b.rating_type = $2::text
        GROUP BY b.quote_service_id),
     rated AS (
       SELECT quote_service_id, count(*)::int AS review_count, round(avg(score)::numeric, 2) AS rating
         FROM reviews WHERE quote_category_id = $1 GROUP BY quote_service_id)
     SELECT qs.quote_service_id, qs.slug, qs.business_name_${q.sfx} AS business_name, quoted.starting_price,
            quoted.typical_price, COALESCE(quoted.quotes, 0) AS quotes, rated.rating, COALESCE(rated.review_count, 0) AS review_count
       FROM service_categories sc JOIN quote_services qs ON qs.quote_service_id = sc.quote_service_id
       LEFT JOIN quoted ON quoted.quote_service_id = qs.quote_service_id
       LEFT JOIN rated ON rated.quote_service_id = qs.quote_service_id
      WHERE sc.quote_category_id = $1 AND ${PUBLIC_SERVICE} AND (quoted.quotes IS NOT NULL OR rated.review_count IS NOT NULL)`,
    [q.categoryId, q.ratingType],
  );
  return rows;
}
