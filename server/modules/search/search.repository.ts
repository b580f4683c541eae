/**
 * SQL of search. Categories are scored against their synonyms (search_terms, migration 0600) and
 * their own names in both languages: exact > prefix > containment > English stems (full text) > trigram similarity,
 * each times the term's weight. Latin text matches on word boundaries; Chinese by containment (strpos works in any
 * database encoding) with trigram similarity on top where the database is UTF8. `sfx` is one of two constants.
 */
import type { Queryable } from '../../lib/db';

export type Sfx = 'zh' | 'en';

/** A visible profile: published, public and not archived. */
const PUBLIC_SERVICE = 'qs.is_public AND NOT qs.is_archived AND qs.profile_ready_on IS NOT NULL';
/** Printable ASCII only: a Latin term or query (word boundaries, full text and trigrams apply). */
const LATIN = `'^[ -~]+$'`;

/**
 * Candidate terms first, so the costly similarity functions run on a handful of rows: containment either way
 * (strpos, cheap), then what the indexes find: trigram similarity (%), word similarity of the query within a term
 * (%>), English stems (@@), and each longer word of the query similar to a term (a typo inside a sentence).
 */
const CATEGORY_SCORES = `
WITH input AS (
  SELECT v.q, v.factor, char_length(v.q)::float8 AS qlen, v.q ~ ${LATIN} AS latin,
         CASE WHEN v.q ~ ${LATIN} THEN plainto_tsquery('english', v.q) END AS tsq
    FROM (VALUES ($1::text, 1.0::float8), ($2::text, 0.98::float8)) AS v(q, factor)
),
words AS (
  SELECT DISTINCT w FROM unnest(string_to_array($2::text, ' ')) AS w WHERE char_length(w) >= 4 AND w ~ ${LATIN}
),
hits AS (
  SELECT t.id FROM search_terms t JOIN input i ON strpos(t.term_norm, i.q) > 0 OR strpos(i.q, t.term_norm) > 0
  UNION SELECT t.id FROM search_terms t JOIN input i ON t.term_norm % i.q
  UNION SELECT t.id FROM search_terms t JOIN input i ON t.term_norm %> i.q
  UNION SELECT t.id FROM search_terms t JOIN input i ON t.term_tsv @@ i.tsq
  UNION SELECT t.id FROM search_terms t JOIN words ON t.term_norm % words.w
),
terms AS (
  SELECT c.id AS category_id, t.term_norm AS term, t.weight::float8 AS weight, t.term_tsv AS tsv
    FROM hits h JOIN search_terms t ON t.id = h.id JOIN quote_categories c ON c.slug = t.category_slug AND c.is_active
  UNION ALL
  SELECT c.id, n.term, 1.0, to_tsvector('english', n.term)
    FROM quote_categories c
   CROSS JOIN LATERAL (VALUES (lower(c.name_zh)), (btrim(regexp_replace(lower(c.name_en), '[^a-z0-9]+', ' ', 'g'))),
                              (replace(c.slug, '-', ' '))) AS n(term)
   WHERE c.is_active AND n.term <> ''
),
scored AS (
  SELECT t.category_id, i.factor * t.weight * GREATEST(
           CASE WHEN t.term = i.q THEN 100 END,
           CASE WHEN starts_with(t.term, i.q) THEN 70 + 15 * i.qlen / char_length(t.term) END,
           CASE WHEN CASE WHEN i.latin THEN strpos(' ' || t.term, ' ' || i.q) > 0 ELSE strpos(t.term, i.q) > 0 END
                THEN 55 + 15 * i.qlen / char_length(t.term) END,
           CASE WHEN char_length(t.term) >= 2 AND char_length(t.term) < i.qlen
                 AND CASE WHEN t.term ~ ${LATIN}
                          THEN strpos(' ' || i.q || ' ', ' ' || t.term || ' ') > 0
                            OR (char_length(t.term) >= 5 AND strpos(' ' || i.q, ' ' || t.term) > 0)
                          ELSE strpos(i.q, t.term) > 0 END
                THEN 55 + 15 * char_length(t.term) / i.qlen END,
           CASE WHEN numnode(i.tsq) > 0 AND t.tsv @@ i.tsq THEN 65 END,
           CASE WHEN s.sim >= 0.45 THEN 25 + 50 * s.sim END
         ) AS score
    FROM terms t CROSS JOIN input i
   CROSS JOIN LATERAL (
     SELECT CASE WHEN i.qlen >= 3 THEN GREATEST(similarity(t.term, i.q), word_similarity(i.q, t.term),
                                                 CASE WHEN char_length(t.term) >= 4 THEN word_similarity(t.term, i.q) END) END AS sim
   ) s
)`;

export interface CategoryScoreRow {
  category_id: number;
  score: number;
}

/** Active categories matching the query (or its core without filler words), best first. */
export async function scoreCategories(db: Queryable, q: { full: string; core: string; limit: number }): Promise<CategoryScoreRow[]> {
  const { rows } = await db.query<CategoryScoreRow>(
    `${CATEGORY_SCORES}
     SELECT category_id, max(score)::float8 AS score FROM scored WHERE score > 0
      GROUP BY category_id ORDER BY score DESC, category_id LIMIT $3`,
    [q.full, q.core, q.limit],
  );
  return rows;
}

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

/**
 * How well a business name matches `$1` (the normalized query; `$2` its LIKE pattern, from a word start for Latin
 * text): 3 exact, 2 contains, 1 + similarity for a close spelling, 0 otherwise. Names match from two characters on.
 * search_name() (migration 0600) normalizes names as the query is, with a leading space.
 */
const NAME_RANK = `CASE
    WHEN char_length($1) < 2 THEN 0
    WHEN ${NAME_ZH} = ' ' || $1 OR ${NAME_EN} = ' ' || $1 THEN 3
    WHEN ${NAME_ZH} LIKE $2 OR ${NAME_EN} LIKE $2 THEN 2
    WHEN $1 <% ${NAME_EN} OR $1 <% ${NAME_ZH} THEN 1 + GREATEST(word_similarity($1, ${NAME_EN}), word_similarity($1, ${NAME_ZH}))
    ELSE 0 END`;

/**
 * The pros worth ranking: name matches (the trigram indexes on search_name() serve LIKE and %>) and the members of
 * the best category (its index), so NAME_RANK runs on those rows only. Joined as `cand`.
 */
const CANDIDATES = `cand AS (
  SELECT qs.quote_service_id FROM quote_services qs
   WHERE char_length($1) >= 2
     AND (${NAME_ZH} LIKE $2 OR ${NAME_EN} LIKE $2 OR ${NAME_EN} %> $1 OR ${NAME_ZH} %> $1)
  UNION
  SELECT sc.quote_service_id FROM service_categories sc WHERE sc.quote_category_id = $3::int
)`;

export interface ProQuery {
  q: string;
  /** LIKE pattern of q (escaped): from a word start for Latin text (`% q%`), anywhere for Chinese (`%q%`). */
  pattern: string;
  /** The best-matching category: its pros fill the list after the name matches. */
  categoryId: number | null;
}

export interface SuggestProRow {
  quote_service_id: number;
  slug: string;
  business_name: string;
  rating: string;
  review_count: number;
  category: string | null;
}

/** Pros for the suggestion list: business-name matches first, then the category's most hired. */
export async function suggestPros(db: Queryable, p: ProQuery & { sfx: Sfx; limit: number }): Promise<SuggestProRow[]> {
  const { rows } = await db.query<SuggestProRow>(
    `WITH ${CANDIDATES}
     SELECT qs.quote_service_id, qs.slug, qs.business_name_${p.sfx} AS business_name, qs.rating, qs.review_count,
            (SELECT c.name_${p.sfx} FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
              WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active
              ORDER BY (c.id = $3) DESC NULLS LAST, c.display_order, c.id LIMIT 1) AS category
       FROM cand JOIN quote_services qs USING (quote_service_id) CROSS JOIN LATERAL (SELECT ${NAME_RANK} AS name_rank) m
      WHERE ${PUBLIC_SERVICE}
      ORDER BY m.name_rank DESC, qs.hired_count DESC, qs.rating DESC, qs.quote_service_id
      LIMIT $4`,
    [p.q, p.pattern, p.categoryId, p.limit],
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

const RESULT_WHERE = `${PUBLIC_SERVICE}
  AND ($4::int IS NULL OR EXISTS (SELECT 1 FROM service_areas sa WHERE sa.quote_service_id = qs.quote_service_id AND sa.district_id = $4))`;

/** How many pros the results page lists in all. */
export async function countResultPros(db: Queryable, p: ProQuery & { districtId: number | null }): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH ${CANDIDATES} SELECT count(*)::int AS n FROM cand JOIN quote_services qs USING (quote_service_id) WHERE ${RESULT_WHERE}`,
    [p.q, p.pattern, p.categoryId, p.districtId],
  );
  return rows[0]?.n ?? 0;
}

/** A page of the results page's pros: name matches first, then the best category's pros by hires (SPEC §9). */
export async function listResultPros(
  db: Queryable,
  p: ProQuery & { districtId: number | null; sfx: Sfx; limit: number; offset: number },
): Promise<ProCardRow[]> {
  const { rows } = await db.query<ProCardRow>(
    `WITH ${CANDIDATES}
     SELECT qs.quote_service_id, qs.slug, qs.business_name_${p.sfx} AS business_name, qs.description_${p.sfx} AS description,
            qs.logo_url, qs.rating, qs.review_count, qs.hired_count, qs.response_minutes, qs.starting_price,
            qs.starting_price_type, qs.is_verified, qs.year_founded, d.slug AS district_slug, d.name_${p.sfx} AS district_name,
            (SELECT json_agg(json_build_object('slug', c.slug, 'name', c.name_${p.sfx}) ORDER BY (c.id = $3) DESC NULLS LAST, c.display_order, c.id)
               FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
              WHERE sc.quote_service_id = qs.quote_service_id AND c.is_active) AS categories
       FROM cand JOIN quote_services qs USING (quote_service_id) LEFT JOIN districts d ON d.id = qs.base_district_id
      CROSS JOIN LATERAL (SELECT ${NAME_RANK} AS name_rank) m
      WHERE ${RESULT_WHERE}
      ORDER BY m.name_rank DESC, qs.hired_count DESC, qs.rating DESC, qs.quote_service_id
      LIMIT $5 OFFSET $6`,
    [p.q, p.pattern, p.categoryId, p.districtId, p.limit, p.offset],
  );
  return rows;
}
