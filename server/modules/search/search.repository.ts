/**
 * SQL of search. Categories are scored in process (search-scoring.ts); here are the request counts (popularity) and
 * the pros: candidates come from indexes only (the best category's members through service_categories' index, name
 * matches through the trigram indexes on search_name(), migration 0600), the service ranks them, and the cards of one
 * page are then read by id. `sfx` is one of two constants.
 */
import type { Queryable } from '../../lib/db';

export type Sfx = 'zh' | 'en';

/** A visible profile: published, public and not archived. */
const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';

/** Requests per category over the last year (popularity, the tie-breaker). */
export async function requestCounts(db: Queryable): Promise<Array<{ category_id: number; n: number }>> {
  const { rows } = await db.query<{ category_id: number; n: number }>(
    `SELECT quote_category_id AS category_id, count(*)::int AS n FROM quote_requests
      WHERE created > now() - interval '365 days' GROUP BY quote_category_id`,
  );
  return rows;
}

const NAME_ZH = 'search_name(qs.business_name_zh)';
const NAME_EN = 'search_name(qs.business_name_en)';

export interface CandidateQuery {
  /** The normalized query. */
  q: string;
  /** LIKE pattern of the query's longest word, from a word start for Latin text (`% word%`), anywhere for Chinese. */
  pattern: string | null;
  /** Also pros whose name is a close spelling of the query (word similarity, the trigram indexes' %>). */
  fuzzy: boolean;
  /** The best-matching category: its pros are candidates. */
  categoryId: number | null;
  districtId: number | null;
}

export interface CandidateRow {
  quote_service_id: number;
  business_name_zh: string;
  business_name_en: string;
  hired_count: number;
  rating: number;
  in_category: boolean;
  similarity: number;
}

/** The visible pros worth ranking for a query (in the district when one is given), with what the ranking needs. */
export async function candidatePros(db: Queryable, p: CandidateQuery): Promise<CandidateRow[]> {
  const { rows } = await db.query<CandidateRow>(
    `WITH cand AS (
       SELECT qs.quote_service_id FROM quote_services qs
        WHERE $2::text IS NOT NULL AND (${NAME_ZH} LIKE $2 OR ${NAME_EN} LIKE $2)
       UNION
       SELECT qs.quote_service_id FROM quote_services qs WHERE $4::boolean AND (${NAME_EN} %> $1 OR ${NAME_ZH} %> $1)
       UNION
       SELECT sc.quote_service_id FROM service_categories sc WHERE sc.quote_category_id = $3::int
     )
     SELECT qs.quote_service_id, qs.business_name_zh, qs.business_name_en, qs.hired_count, qs.rating::float8 AS rating,
            EXISTS (SELECT 1 FROM service_categories sc
                     WHERE sc.quote_service_id = qs.quote_service_id AND sc.quote_category_id = $3::int) AS in_category,
            (CASE WHEN $4::boolean THEN GREATEST(word_similarity($1, ${NAME_EN}), word_similarity($1, ${NAME_ZH})) ELSE 0 END)::float8
              AS similarity
       FROM cand JOIN quote_services qs USING (quote_service_id)
      WHERE ${PUBLIC_SERVICE}
        AND ($5::int IS NULL OR EXISTS (SELECT 1 FROM service_areas sa WHERE sa.quote_service_id = qs.quote_service_id AND sa.district_id = $5))`,
    [p.q, p.pattern, p.categoryId, p.fuzzy, p.districtId],
  );
  return rows;
}

export interface SuggestProRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  rating: string;
  review_count: number;
  category: string | null;
}

/** The suggestion rows of these pros, in the given order; each shown under the best category when it offers it. */
export async function suggestProsByIds(db: Queryable, p: { ids: number[]; categoryId: number | null; sfx: Sfx }): Promise<SuggestProRow[]> {
  const { rows } = await db.query<SuggestProRow>(
    `SELECT qs.quote_service_id, qs.slug, qs.business_name_${p.sfx} AS business_name, qs.rating, qs.review_count,
            (SELECT c.name_${p.sfx} FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
              WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active
              ORDER BY (c.id = $2) DESC NULLS LAST, c.display_order, c.id LIMIT 1) AS category
       FROM unnest($1::int[]) WITH ORDINALITY AS pick(id, n) JOIN quote_services qs ON qs.quote_service_id = pick.id
      ORDER BY pick.n`,
    [p.ids, p.categoryId],
  );
  return rows;
}

export interface ProCardRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  description: string;
  logo_url: string | null;
  rating: string;
  review_count: number;
  hired_count: number;
  response_minutes: number | null;
  starting_price: number | null;
  starting_price_type: 'flat' | 'hourly' | 'onsite' | null;
  is_verified: boolean;
  year_founded: number | null;
  district_slug: string | null;
  district_name: string | null;
  categories: { slug: string; name: string }[] | null;
}

/** The cards of these pros, in the given order (one results page), categories led by the best one. */
export async function proCardsByIds(db: Queryable, p: { ids: number[]; categoryId: number | null; sfx: Sfx }): Promise<ProCardRow[]> {
  const { rows } = await db.query<ProCardRow>(
    `SELECT qs.quote_service_id, qs.slug, qs.business_name_${p.sfx} AS business_name, qs.description_${p.sfx} AS description,
            qs.logo_url, qs.rating, qs.review_count, qs.hired_count, qs.response_minutes, qs.starting_price,
            qs.starting_price_type, qs.is_verified, qs.year_founded, d.slug AS district_slug, d.name_${p.sfx} AS district_name,
            (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name_${p.sfx}) ORDER BY (c.id = $2) DESC NULLS LAST, c.display_order, c.id)
               FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
              WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active) AS categories
       FROM unnest($1::int[]) WITH ORDINALITY AS pick(id, n) JOIN quote_services qs ON qs.quote_service_id = pick.id
       LEFT JOIN districts d ON d.id = qs.base_district_id
      ORDER BY pick.n`,
    [p.ids, p.categoryId],
  );
  return rows;
}
