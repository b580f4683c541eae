/**
 * SQL of near-me pages' local data (ADR 0018). One definition of each local figure, used both by the
 * indexing threshold (districtPageCounts, every category × district at once) and by what a district page shows:
 *  - a pro "serves" a district when the district is one of its service areas or its base; only published, public,
 *    unarchived services count (the same rule as every public list);
 *  - a local quote is a sent quote with a quote type on a request located in the district;
 *  - a local review is a review of a job (review → bid → request) located in the district, of a public pro.
 * `sfx` picks the *_zh / *_en column and is always one of two constants, never user input.
 */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import { categoryFiguresJoin } from './pro-figures.sql';

export type Sfx = 'zh' | 'en';

const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';

/** Pros serving or based in a district, per category (`qs` is quote_services). */
const SERVES = (district: string) =>
  `(qs.base_district_id = ${district} OR EXISTS (SELECT 1 FROM service_areas sa WHERE sa.quote_service_id = qs.quote_service_id AND sa.district_id = ${district}))`;

const PRICE_OF = `CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at WHEN 'hourly' THEN b.hourly_rate_at END`;

export interface PairCountsRow {
  category_id: number;
  category_slug: string;
  district_id: number;
  district_slug: string;
  region: 'hong-kong-island' | 'kowloon' | 'new-territories';
  pros: number;
  based: number;
  quotes: number;
  reviews: number;
}

/**
 * Pros per active category × region, by the rule of the region's list of pros (a service area in one of the region's
 * districts; pro-services.repository.ts): the count a region page shows and its indexing threshold reads.
 */
export async function regionPageCounts(db: Queryable): Promise<{ category_slug: string; region: PairCountsRow['region']; pros: number }[]> {
  const { rows } = await db.query<{ category_slug: string; region: PairCountsRow['region']; pros: number }>(
    `SELECT c.slug AS category_slug, d.region, count(DISTINCT qs.quote_service_id)::int AS pros
       FROM quote_categories c
       JOIN service_categories sc ON sc.quote_category_id = c.id
       JOIN quote_services qs ON qs.quote_service_id = sc.quote_service_id AND ${PUBLIC_SERVICE}
       JOIN service_areas sa ON sa.quote_service_id = qs.quote_service_id
       JOIN districts d ON d.id = sa.district_id
      WHERE c.is_active
      GROUP BY c.slug, d.region`,
  );
  return rows;
}

/** Local counts of every active category × district pair, in one statement (the sitemap and all threshold checks). */
export async function districtPageCounts(db: Queryable): Promise<PairCountsRow[]> {
  const { rows } = await db.query<PairCountsRow>(
    `WITH served AS (
       SELECT x.quote_service_id, x.district_id, bool_or(x.based) AS based
         FROM (SELECT sa.quote_service_id, sa.district_id, false AS based FROM service_areas sa
               UNION ALL
               SELECT qs.quote_service_id, qs.base_district_id, true FROM quote_services qs WHERE qs.base_district_id IS NOT NULL) x
         JOIN quote_services qs ON qs.quote_service_id = x.quote_service_id
        WHERE ${PUBLIC_SERVICE}
        GROUP BY x.quote_service_id, x.district_id),
     pros AS (
       SELECT sc.quote_category_id AS category_id, s.district_id, count(*)::int AS pros, count(*) FILTER (WHERE s.based)::int AS based
         FROM served s JOIN service_categories sc ON sc.quote_service_id = s.quote_service_id
        GROUP BY sc.quote_category_id, s.district_id),
     quotes AS (
       SELECT r.quote_category_id AS category_id, r.district_id, count(*)::int AS quotes
         FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
        WHERE b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL AND r.district_id IS NOT NULL
        GROUP BY r.quote_category_id, r.district_id),
     reviews AS (
       SELECT r.quote_category_id AS category_id, r.district_id, count(*)::int AS reviews
         FROM reviews v
         JOIN quote_bids b ON b.quote_bid_id = v.quote_bid_id
         JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
         JOIN quote_services qs ON qs.quote_service_id = v.quote_service_id
        WHERE r.district_id IS NOT NULL AND ${PUBLIC_SERVICE}
        GROUP BY r.quote_category_id, r.district_id)
     SELECT c.id AS category_id, c.slug AS category_slug, d.id AS district_id, d.slug AS district_slug, d.region,
            COALESCE(p.pros, 0) AS pros, COALESCE(p.based, 0) AS based, COALESCE(q.quotes, 0) AS quotes, COALESCE(v.reviews, 0) AS reviews
       FROM quote_categories c CROSS JOIN districts d
       LEFT JOIN pros p ON p.category_id = c.id AND p.district_id = d.id
       LEFT JOIN quotes q ON q.category_id = c.id AND q.district_id = d.id
       LEFT JOIN reviews v ON v.category_id = c.id AND v.district_id = d.id
      WHERE c.is_active
      ORDER BY c.display_order, c.id, d.display_order, d.id`,
  );
  return rows;
}

export interface DistrictProRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  logo_url: string | null;
  is_verified: boolean;
  based_here: boolean;
  base_slug: string | null;
  base_name: string | null;
  rating: string;
  review_count: number;
  hired_count: number;
  local_hired_count: number;
  response_minutes: number | null;
  starting_price: number | null;
  starting_price_type: 'flat' | 'hourly' | 'onsite' | null;
}

/**
 * Pros of a category serving or based in a district: based there first, then by hires of the category's jobs in the
 * district, then by the category's hires and rating (category-scoped figures and price: pro-figures.sql.ts).
 */
export async function districtPros(
  db: Queryable,
  q: { categoryId: number; districtId: number; sfx: Sfx; limit: number; offset: number },
): Promise<DistrictProRow[]> {
  const { rows } = await db.query<DistrictProRow>(
    `SELECT qs.quote_service_id, qs.slug, qs.business_name_${q.sfx} AS business_name, qs.logo_url, qs.is_verified,
            COALESCE(qs.base_district_id = $2, false) AS based_here, bd.slug AS base_slug, bd.name_${q.sfx} AS base_name,
            cr.rating, cr.review_count, ch.hired_count, lh.local_hired_count,
            qs.response_minutes, cp.starting_price, cp.starting_price_type
       FROM quote_services qs
       JOIN service_categories sc ON sc.quote_service_id = qs.quote_service_id AND sc.quote_category_id = $1
       LEFT JOIN districts bd ON bd.id = qs.base_district_id
       ${categoryFiguresJoin('$1')}
       LEFT JOIN LATERAL (SELECT count(*)::int AS local_hired_count FROM quote_bids b
                            JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                           WHERE b.quote_service_id = qs.quote_service_id AND rq.quote_category_id = $1 AND rq.district_id = $2
                             AND b.hired_on IS NOT NULL) lh ON true
      WHERE ${PUBLIC_SERVICE} AND ${SERVES('$2')}
      ORDER BY based_here DESC, lh.local_hired_count DESC, ch.hired_count DESC, cr.rating DESC, cr.review_count DESC, qs.quote_service_id
      LIMIT $3 OFFSET $4`,
    [q.categoryId, q.districtId, q.limit, q.offset],
  );
  return rows;
}

export interface FoldedProRow {
  district_id: number;
  quote_service_id: number;
  slug: string;
  business_name: string;
  based_here: boolean;
}

/** The first `perDistrict` pros of a category in each of the given districts, in the district list's order. */
export async function topProsByDistrict(
  db: Queryable,
  q: { categoryId: number; districtIds: number[]; perDistrict: number; sfx: Sfx },
): Promise<FoldedProRow[]> {
  if (!q.districtIds.length) return [];
  const { rows } = await db.query<FoldedProRow>(
    `SELECT district_id, quote_service_id, slug, business_name, based_here FROM (
       SELECT d.id AS district_id, qs.quote_service_id, qs.slug, qs.business_name_${q.sfx} AS business_name,
              COALESCE(qs.base_district_id = d.id, false) AS based_here,
              row_number() OVER (PARTITION BY d.id ORDER BY COALESCE(qs.base_district_id = d.id, false) DESC, lh.n DESC, ch.n DESC,
                                 qs.quote_service_id) AS rank
         FROM districts d
         JOIN quote_services qs ON ${SERVES('d.id')}
         JOIN service_categories sc ON sc.quote_service_id = qs.quote_service_id AND sc.quote_category_id = $1
         LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM quote_bids b JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                             WHERE b.quote_service_id = qs.quote_service_id AND rq.quote_category_id = $1 AND b.hired_on IS NOT NULL) ch ON true
         LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM quote_bids b JOIN quote_requests rq ON rq.quote_request_id = b.quote_request_id
                             WHERE b.quote_service_id = qs.quote_service_id AND rq.quote_category_id = $1 AND rq.district_id = d.id
                               AND b.hired_on IS NOT NULL) lh ON true
        WHERE d.id = ANY($2::int[]) AND ${PUBLIC_SERVICE}) x
      WHERE rank <= $3
      ORDER BY district_id, rank`,
    [q.categoryId, q.districtIds, q.perDistrict],
  );
  return rows;
}

export interface LocalPriceRow {
  rating_type: 'flat' | 'hourly' | 'onsite';
  samples: number;
  low: number | null;
  median: number | null;
  high: number | null;
  hk_samples: number;
  hk_median: number | null;
}

/** Per quote type: p10 / median / p90 of the district's sent quotes, and the Hong Kong-wide median for comparison. */
export async function localPrices(db: Queryable, q: { categoryId: number; districtId: number }): Promise<LocalPriceRow[]> {
  const local = 'FILTER (WHERE r.district_id = $2)';
  const { rows } = await db.query<LocalPriceRow>(
    `SELECT b.rating_type, (count(*) ${local})::int AS samples,
            percentile_cont(0.1) WITHIN GROUP (ORDER BY ${PRICE_OF}) ${local} AS low,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}) ${local} AS median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY ${PRICE_OF}) ${local} AS high,
            count(*)::int AS hk_samples,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS hk_median
       FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
      WHERE b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL AND r.quote_category_id = $1
      GROUP BY b.rating_type`,
    [q.categoryId, q.districtId],
  );
  return rows;
}

export interface LocalReviewRow {
  id: number;
  reviewer_name: string;
  score: number;
  note: string;
  tags: string[];
  comment: string;
  created: string;
  category_slug: string;
  category_name: string;
  quote_service_id: number;
  service_slug: string;
  business_name: string;
}

/** Newest reviews of the category's jobs done in the district (review → bid → request), of public pros. */
export async function localReviews(
  db: Queryable,
  q: { categoryId: number; districtId: number; sfx: Sfx; limit: number },
): Promise<{ rows: LocalReviewRow[]; avg: string | null }> {
  const from = `FROM reviews v
       JOIN quote_bids b ON b.quote_bid_id = v.quote_bid_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services qs ON qs.quote_service_id = v.quote_service_id
       JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE r.quote_category_id = $1 AND r.district_id = $2 AND ${PUBLIC_SERVICE}`;
  const [list, avg] = await Promise.all([
    db.query<LocalReviewRow>(
      `SELECT v.id, v.reviewer_name, v.score, v.note, v.tags, v.comment, ${utcSql('v.created')} AS created,
              c.slug AS category_slug, c.name_${q.sfx} AS category_name,
              qs.quote_service_id, qs.slug AS service_slug, qs.business_name_${q.sfx} AS business_name
         ${from}
        ORDER BY v.created DESC, v.id DESC LIMIT $3`,
      [q.categoryId, q.districtId, q.limit],
    ),
    db.query<{ avg: string | null }>(`SELECT round(avg(v.score)::numeric, 1) AS avg ${from}`, [q.categoryId, q.districtId]),
  ]);
  return { rows: list.rows, avg: avg.rows[0]?.avg ?? null };
}

export interface RecentJobRow {
  fields: Record<string, unknown>;
  month: string;
  hired_type: 'flat' | 'hourly' | null;
  hired_price: number | null;
  median_type: 'flat' | 'hourly' | null;
  median_price: number | null;
  quotes: number;
}

/**
 * The district's newest jobs of the category with at least one priced quote (not archived by the customer): the
 * answers (labelled by the service, only the chosen answer keys are read), the hired price or the quotes' median.
 */
export async function recentJobs(db: Queryable, q: { categoryId: number; districtId: number; limit: number }): Promise<RecentJobRow[]> {
  const { rows } = await db.query<RecentJobRow>(
    `SELECT r.fields, to_char(r.created AT TIME ZONE 'Asia/Hong_Kong', 'YYYY-MM') AS month,
            hb.rating_type AS hired_type, hb.price AS hired_price, md.rating_type AS median_type, md.median AS median_price,
            COALESCE(md.n, 0) AS quotes
       FROM quote_requests r
       LEFT JOIN LATERAL (SELECT b.rating_type, ${PRICE_OF} AS price FROM quote_bids b
                           WHERE b.quote_request_id = r.quote_request_id AND b.hired_on IS NOT NULL AND b.quote_sent_on IS NOT NULL
                             AND b.rating_type IN ('flat', 'hourly')
                           ORDER BY b.hired_on LIMIT 1) hb ON true
       LEFT JOIN LATERAL (SELECT b.rating_type, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}))::int AS median,
                                 count(*)::int AS n
                            FROM quote_bids b
                           WHERE b.quote_request_id = r.quote_request_id AND b.quote_sent_on IS NOT NULL AND b.rating_type IN ('flat', 'hourly')
                           GROUP BY b.rating_type ORDER BY count(*) DESC, b.rating_type LIMIT 1) md ON true
      WHERE r.quote_category_id = $1 AND r.district_id = $2 AND NOT r.is_archived AND (hb.price IS NOT NULL OR md.median IS NOT NULL)
      ORDER BY r.created DESC, r.quote_request_id DESC
      LIMIT $3`,
    [q.categoryId, q.districtId, q.limit],
  );
  return rows;
}

/** Requests of the category (in one district, or Hong Kong-wide) that got a quote: how many, median minutes to the first, quotes each. */
export async function replyTimes(
  db: Queryable,
  q: { categoryId: number; districtId?: number },
): Promise<{ requests: number; median_minutes: number | null; avg_quotes: string | null }> {
  const { rows } = await db.query<{ requests: number; median_minutes: number | null; avg_quotes: string | null }>(
    `WITH answered AS (
       SELECT extract(epoch FROM min(b.quote_sent_on) - r.created) / 60 AS minutes, count(*) AS n
         FROM quote_requests r JOIN quote_bids b ON b.quote_request_id = r.quote_request_id
        WHERE r.quote_category_id = $1 AND ($2::int IS NULL OR r.district_id = $2)
          AND b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL
        GROUP BY r.quote_request_id, r.created)
     SELECT count(*)::int AS requests, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY greatest(minutes, 0)))::int AS median_minutes,
            round(avg(n), 1) AS avg_quotes
       FROM answered`,
    [q.categoryId, q.districtId ?? null],
  );
  return rows[0] ?? { requests: 0, median_minutes: null, avg_quotes: null };
}

export interface QuestionRow {
  field_key: string;
  type: string;
  label: string;
  options: { value: string; label_zh?: string; label_en?: string }[];
}

/** The category's active single-choice questions in display order (job type and property type come from them). */
export async function singleChoiceQuestions(db: Queryable, categoryId: number, sfx: Sfx): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT field_key, type, label_${sfx} AS label, options FROM quote_form_fields
      WHERE quote_category_id = $1 AND is_active AND type = 'single' ORDER BY display_order, id`,
    [categoryId],
  );
  return rows;
}

/** Every pair of districts sharing a boundary (migration 0602), by slug. */
export async function neighbourPairs(db: Queryable): Promise<{ district_slug: string; neighbour_slug: string }[]> {
  const { rows } = await db.query<{ district_slug: string; neighbour_slug: string }>(
    `SELECT district_slug, neighbour_slug FROM district_neighbours ORDER BY district_slug, neighbour_slug`,
  );
  return rows;
}
