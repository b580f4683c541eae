/**
 * SQL of the public catalogue: genres, categories, questionnaires, districts, statistics and the
 * price samples behind price guides (quote_bids with quote_sent_on set). `sfx` picks the *_zh / *_en
 * column and is always one of two constants, never user input.
 */
import type { LicenceType } from '@shared/domain/verification';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export type Sfx = 'zh' | 'en';

export interface GenreRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: string;
  genre_id: number;
  genre_slug: string;
  genre_name: string;
  faq: unknown;
  quote_fee: number;
  pro_count: number;
  display_order: number;
  required_licence_type: LicenceType | null;
}

export interface DistrictRow {
  id: number;
  slug: string;
  region: 'hong-kong-island' | 'kowloon' | 'new-territories';
  name: string;
  areas: { slug: string; name: string }[];
}

export interface QuestionRow {
  field_key: string;
  type: 'single' | 'multi' | 'text' | 'date' | 'district' | 'budget' | 'photo';
  label: string;
  help: string;
  options: { value: string; label_zh?: string; label_en?: string }[];
  is_required: boolean;
}

export interface PriceBandRow {
  category_id: number;
  rating_type: 'flat' | 'hourly' | 'onsite';
  samples: number;
  low: number | null;
  median: number | null;
  high: number | null;
}

/** A service the public may see: published (profile_ready), public and not archived. */
const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';

export async function listGenres(db: Queryable, sfx: Sfx): Promise<GenreRow[]> {
  const { rows } = await db.query<GenreRow>(
    `SELECT id, slug, name_${sfx} AS name, description_${sfx} AS description, icon FROM genres ORDER BY display_order, id`,
  );
  return rows;
}

/** Active categories with their genre and the number of public pros offering them. */
export async function listCategories(db: Queryable, sfx: Sfx): Promise<CategoryRow[]> {
  const { rows } = await db.query<CategoryRow>(
    `SELECT c.id, c.slug, c.name_${sfx} AS name, c.description_${sfx} AS description, c.icon, c.genre_id,
            g.slug AS genre_slug, g.name_${sfx} AS genre_name, c.faq, c.quote_fee, c.display_order, c.required_licence_type,
            (SELECT count(*) FROM service_categories sc JOIN quote_services qs USING (quote_service_id)
              WHERE sc.quote_category_id = c.id AND ${PUBLIC_SERVICE})::int AS pro_count
       FROM quote_categories c JOIN genres g ON g.id = c.genre_id
      WHERE c.is_active
      ORDER BY g.display_order, c.display_order, c.id`,
  );
  return rows;
}

/** Active questionnaire fields of a category in display order (SPEC §3 QuoteFormField). */
export async function listQuestions(db: Queryable, categoryId: number, sfx: Sfx): Promise<QuestionRow[]> {
  const { rows } = await db.query<QuestionRow>(
    `SELECT field_key, type, label_${sfx} AS label, help_${sfx} AS help, options, is_required
       FROM quote_form_fields WHERE quote_category_id = $1 AND is_active ORDER BY display_order, id`,
    [categoryId],
  );
  return rows;
}

export async function listDistricts(db: Queryable, sfx: Sfx): Promise<DistrictRow[]> {
  const { rows } = await db.query<DistrictRow>(
    `SELECT d.id, d.slug, d.region, d.name_${sfx} AS name,
            COALESCE((SELECT json_agg(json_build_object('slug', a.slug, 'name', a.name_${sfx}) ORDER BY a.id)
                        FROM areas a WHERE a.district_id = d.id), '[]') AS areas
       FROM districts d ORDER BY d.display_order, d.id`,
  );
  return rows;
}

/** Per district: how many public pros of a category serve it. */
export async function districtProCounts(db: Queryable, categoryId: number): Promise<Map<number, number>> {
  const { rows } = await db.query<{ district_id: number; n: number }>(
    `SELECT sa.district_id, count(*)::int AS n
       FROM service_areas sa
       JOIN service_categories sc ON sc.quote_service_id = sa.quote_service_id AND sc.quote_category_id = $1
       JOIN quote_services qs ON qs.quote_service_id = sa.quote_service_id
      WHERE ${PUBLIC_SERVICE}
      GROUP BY sa.district_id`,
    [categoryId],
  );
  return new Map(rows.map((r) => [r.district_id, r.n]));
}

/** Reviews and hires recorded in a category. */
export interface CategoryStats {
  review_count: number;
  avg_rating: number | null;
  hired_count: number;
  recent_request_count: number;
}

/** `days`: the window of the demand figure (recent_request_count), the same as the pro landing page's. */
export async function categoryStats(db: Queryable, categoryId: number, days: number): Promise<CategoryStats> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM reviews WHERE quote_category_id = $1)::int AS review_count,
            (SELECT round(avg(score)::numeric, 2) FROM reviews WHERE quote_category_id = $1) AS avg_rating,
            (SELECT count(*) FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
              WHERE r.quote_category_id = $1 AND b.hired_on IS NOT NULL)::int AS hired_count,
            (SELECT count(*) FROM quote_requests WHERE quote_category_id = $1 AND created > now() - make_interval(days => $2))::int AS recent_request_count`,
    [categoryId, days],
  );
  return rows[0] as CategoryStats;
}

/** Requests per active category over the last `days` days (the demand figure of categoryStats, for all at once). */
export async function recentRequestCounts(db: Queryable, days: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ slug: string; n: number }>(
    `SELECT c.slug, (SELECT count(*) FROM quote_requests WHERE quote_category_id = c.id AND created > now() - make_interval(days => $1))::int AS n
       FROM quote_categories c WHERE c.is_active`,
    [days],
  );
  return new Map(rows.map((r) => [r.slug, r.n]));
}

export async function siteStats(
  db: Queryable,
): Promise<{ pro_count: number; category_count: number; review_count: number; avg_rating: number | null; quote_count: number }> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM quote_services qs WHERE ${PUBLIC_SERVICE})::int AS pro_count,
            (SELECT count(*) FROM quote_categories WHERE is_active)::int AS category_count,
            (SELECT count(*) FROM reviews)::int AS review_count,
            (SELECT round(avg(score)::numeric, 2) FROM reviews) AS avg_rating,
            (SELECT count(*) FROM quote_bids WHERE quote_sent_on IS NOT NULL)::int AS quote_count`,
  );
  return rows[0] as { pro_count: number; category_count: number; review_count: number; avg_rating: number | null; quote_count: number };
}

/** Figures for the pro landing page over the last `days` days; a published service has profile_ready_on set. */
export async function proLandingStats(
  db: Queryable,
  days: number,
): Promise<{
  recent_request_count: number;
  recent_quote_count: number;
  avg_quotes_per_request: string | null;
  recent_hire_count: number;
  active_pro_count: number;
  category_count: number;
  quote_fee_min: number | null;
  quote_fee_max: number | null;
}> {
  const { rows } = await db.query(
    `WITH recent AS (SELECT quote_request_id FROM quote_requests WHERE created > now() - make_interval(days => $1)),
          sent AS (SELECT b.quote_request_id, count(*) AS n FROM quote_bids b JOIN recent USING (quote_request_id)
                    WHERE b.quote_sent_on IS NOT NULL GROUP BY b.quote_request_id)
     SELECT (SELECT count(*) FROM recent)::int AS recent_request_count,
            (SELECT count(*) FROM quote_bids WHERE quote_sent_on > now() - make_interval(days => $1))::int AS recent_quote_count,
            (SELECT round(avg(n)::numeric, 1) FROM sent) AS avg_quotes_per_request,
            (SELECT count(DISTINCT b.quote_request_id) FROM quote_bids b JOIN recent USING (quote_request_id)
              WHERE b.hired_on IS NOT NULL)::int AS recent_hire_count,
            (SELECT count(DISTINCT qs.user_id) FROM quote_services qs
              WHERE ${PUBLIC_SERVICE})::int AS active_pro_count,
            (SELECT count(*) FROM quote_categories WHERE is_active)::int AS category_count,
            (SELECT min(quote_fee) FROM quote_categories WHERE is_active)::int AS quote_fee_min,
            (SELECT max(quote_fee) FROM quote_categories WHERE is_active)::int AS quote_fee_max`,
    [days],
  );
  return rows[0] as Awaited<ReturnType<typeof proLandingStats>>;
}

const PRICE_OF = `CASE b.rating_type WHEN 'flat' THEN b.flat_rate_at WHEN 'hourly' THEN b.hourly_rate_at END`;

/**
 * p10 / median / p90 of sent quotes per category and quote type (SPEC §3 rating_type), optionally for
 * one category and one district of the request. On-site quotes carry no price: only their count.
 */
export async function priceBands(db: Queryable, opts: { categoryId?: number; districtId?: number }): Promise<PriceBandRow[]> {
  const { rows } = await db.query<PriceBandRow>(
    `SELECT r.quote_category_id AS category_id, b.rating_type, count(*)::int AS samples,
            percentile_cont(0.1) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS low,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS high
       FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
      WHERE b.quote_sent_on IS NOT NULL AND b.rating_type IS NOT NULL
        AND ($1::int IS NULL OR r.quote_category_id = $1)
        AND ($2::int IS NULL OR r.district_id = $2)
      GROUP BY r.quote_category_id, b.rating_type`,
    [opts.categoryId ?? null, opts.districtId ?? null],
  );
  return rows;
}

/** Median price per district and priced quote type for one category. */
export async function priceByDistrict(
  db: Queryable,
  categoryId: number,
): Promise<{ district_id: number; rating_type: 'flat' | 'hourly'; samples: number; median: number }[]> {
  const { rows } = await db.query(
    `SELECT r.district_id, b.rating_type, count(*)::int AS samples,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY ${PRICE_OF}) AS median
       FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
      WHERE b.quote_sent_on IS NOT NULL AND b.rating_type IN ('flat', 'hourly') AND r.quote_category_id = $1 AND r.district_id IS NOT NULL
      GROUP BY r.district_id, b.rating_type`,
    [categoryId],
  );
  return rows as { district_id: number; rating_type: 'flat' | 'hourly'; samples: number; median: number }[];
}

/** First and last time a quote was sent in a category (the period a price guide covers). */
export async function quotePeriod(db: Queryable, categoryId: number): Promise<{ first: string | null; last: string | null }> {
  const { rows } = await db.query<{ first: string | null; last: string | null }>(
    `SELECT ${utcSql('min(b.quote_sent_on)')} AS first, ${utcSql('max(b.quote_sent_on)')} AS last
       FROM quote_bids b JOIN quote_requests r USING (quote_request_id)
      WHERE b.quote_sent_on IS NOT NULL AND r.quote_category_id = $1`,
    [categoryId],
  );
  return { first: rows[0]?.first ?? null, last: rows[0]?.last ?? null };
}
