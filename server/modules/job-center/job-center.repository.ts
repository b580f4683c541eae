/** SQL of the job center: open requests a pro's services cover, with room left, and opting in. */
import type { AnswerValue } from '@shared/schemas/requests.schema';
import type { Queryable } from '../../lib/db';
import { placesTakenSql } from '../bids/bid-records.service';
import { qualifiedSql } from '../qualification/category-qualification.service';

/**
 * The pro's services that may take leads ($1 = the pro), one row per category: published, public, unarchived, and
 * not a category the pro is barred from (SPEC §8 690). `qualified` tells whether the service holds the licence the
 * category needs (SPEC §8 251). The same rules as matching (requests.repository findMatches).
 */
const MINE_ANY_LICENCE = `
  SELECT s.quote_service_id, sc.quote_category_id, s.is_over_phone_or_internet, s.is_service_professional_travels_to_me,
         s.is_customer_travel_to_me, s.base_district_id, ${qualifiedSql('s.quote_service_id', 'sc.quote_category_id')} AS qualified
    FROM quote_services s
    JOIN service_categories sc ON sc.quote_service_id = s.quote_service_id
    JOIN users u ON u.id = s.user_id
   WHERE s.user_id = $1 AND s.profile_ready_on IS NOT NULL AND s.is_public AND NOT s.is_archived
     AND NOT (sc.quote_category_id = ANY (u.category_limitation))`;

/** The job center lists only requests of categories the pro is qualified for. */
const MINE = `SELECT * FROM (${MINE_ANY_LICENCE}) ml WHERE ml.qualified`;

/** The service `m` covers request `r`: its category, and the district as matching decides it. */
const COVERS = `m.quote_category_id = r.quote_category_id
  AND (r.district_id IS NULL OR m.is_over_phone_or_internet
       OR (m.is_service_professional_travels_to_me AND EXISTS (
             SELECT 1 FROM service_areas a WHERE a.quote_service_id = m.quote_service_id AND a.district_id = r.district_id))
       OR (m.is_customer_travel_to_me AND m.base_district_id = r.district_id))`;

/** Places taken on request `r` (the bid module's one count) toward match_limit. */
const TAKEN = placesTakenSql('r.quote_request_id');

/**
 * Request `r` is open to any pro: not a direct request still reserved for the pros the consumer chose. A direct request
 * joins the job center only once the consumer asks other pros (quote_bids/match sets others_matched_on).
 */
const OPEN_TO_ALL = `(r.narrow_service_id IS NULL OR r.others_matched_on IS NOT NULL)`;

export interface JobRow {
  quote_request_id: number;
  created: Date;
  fields: Record<string, AnswerValue>;
  description: string;
  preferred_dates: string[];
  time_slots: number[];
  lead_discount_percent: number;
  c_id: number;
  c_slug: string;
  c_name_zh: string;
  c_name_en: string;
  quote_fee: number;
  match_limit: number;
  d_id: number | null;
  d_slug: string | null;
  d_name_zh: string | null;
  d_name_en: string | null;
  cu_first_name: string;
  taken: number;
  quoted: number;
  total: number;
}

export interface JobFilter {
  categoryIds: number[];
  districts: string[];
  /** The most the pro pays, in percent of the full fee. */
  maxFeePercent: number | null;
  limit: number;
  offset: number;
}

/** Open, unhired requests of other users that the pro's services cover, that the pro has no bid on and that have room. */
export async function listJobs(q: Queryable, proId: number, f: JobFilter): Promise<JobRow[]> {
  const { rows } = await q.query<JobRow>(
    `WITH mine AS (${MINE})
     SELECT r.quote_request_id, r.created, r.fields, r.description, r.preferred_dates, r.time_slots, r.lead_discount_percent,
            c.id AS c_id, c.slug AS c_slug, c.name_zh AS c_name_zh, c.name_en AS c_name_en, c.quote_fee, c.match_limit,
            d.id AS d_id, d.slug AS d_slug, d.name_zh AS d_name_zh, d.name_en AS d_name_en,
            cu.first_name AS cu_first_name, ${TAKEN} AS taken,
            (SELECT count(*) FROM quote_bids qb WHERE qb.quote_request_id = r.quote_request_id
                AND qb.quote_sent_on IS NOT NULL AND qb.quote_status_id <> 6)::int AS quoted,
            count(*) OVER ()::int AS total
       FROM quote_requests r
       JOIN quote_categories c ON c.id = r.quote_category_id AND c.is_active
       JOIN users cu ON cu.id = r.user_id
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE NOT r.is_closed AND NOT r.is_archived AND r.user_id <> $1
        AND EXISTS (SELECT 1 FROM mine m WHERE ${COVERS})
        AND NOT EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5))
        AND NOT EXISTS (SELECT 1 FROM quote_bids ob JOIN quote_services os ON os.quote_service_id = ob.quote_service_id
                         WHERE ob.quote_request_id = r.quote_request_id AND os.user_id = $1)
        AND ${TAKEN} < c.match_limit
        AND ${OPEN_TO_ALL}
        AND (cardinality($2::int[]) = 0 OR r.quote_category_id = ANY ($2::int[]))
        AND (cardinality($3::text[]) = 0 OR d.slug = ANY ($3::text[]) OR d.id::text = ANY ($3::text[]))
        AND ($4::int IS NULL OR 100 - r.lead_discount_percent <= $4)
      ORDER BY r.created DESC, r.quote_request_id DESC
      LIMIT $5 OFFSET $6`,
    [proId, f.categoryIds, f.districts, f.maxFeePercent, f.limit, f.offset],
  );
  return rows;
}

export interface NamedRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
}

/** The filter chips: the categories the pro takes leads in, and the districts the pro's services cover. */
export async function filterOptions(q: Queryable, proId: number): Promise<{ categories: NamedRow[]; districts: NamedRow[] }> {
  const [categories, districts] = await Promise.all([
    q.query<NamedRow>(
      `WITH mine AS (${MINE})
       SELECT c.id, c.slug, c.name_zh, c.name_en FROM quote_categories c
        WHERE c.is_active AND c.id IN (SELECT quote_category_id FROM mine) ORDER BY c.display_order, c.id`,
      [proId],
    ),
    q.query<NamedRow>(
      `WITH mine AS (${MINE})
       SELECT d.id, d.slug, d.name_zh, d.name_en FROM districts d
        WHERE EXISTS (SELECT 1 FROM mine m WHERE m.is_over_phone_or_internet
                        OR (m.is_service_professional_travels_to_me AND EXISTS (
                              SELECT 1 FROM service_areas a WHERE a.quote_service_id = m.quote_service_id AND a.district_id = d.id))
                        OR (m.is_customer_travel_to_me AND m.base_district_id = d.id))
        ORDER BY d.display_order, d.id`,
      [proId],
    ),
  ]);
  return { categories: categories.rows, districts: districts.rows };
}

export interface LockedRequest {
  quote_request_id: number;
  user_id: number;
  is_closed: boolean;
  is_archived: boolean;
  lead_discount_percent: number;
  match_limit: number;
  c_active: boolean;
  /** A direct request no one but the chosen pros may join yet (see OPEN_TO_ALL). */
  reserved: boolean;
}

/** Locks the request row: opt-ins of one request run one at a time, so the count of places cannot be raced. */
export async function lockRequest(q: Queryable, requestId: number): Promise<LockedRequest | undefined> {
  const { rows } = await q.query<LockedRequest>(
    `SELECT r.quote_request_id, r.user_id, r.is_closed, r.is_archived, r.lead_discount_percent, c.match_limit, c.is_active AS c_active,
            NOT ${OPEN_TO_ALL} AS reserved
       FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE r.quote_request_id = $1 FOR UPDATE OF r`,
    [requestId],
  );
  return rows[0];
}

/**
 * The pro's service that covers the request (a qualified one first, then the lowest id), if any; `qualified` is false
 * when none of the covering services holds the licence the category needs.
 */
export async function coveringService(
  q: Queryable,
  proId: number,
  requestId: number,
): Promise<{ quote_service_id: number; qualified: boolean; quote_category_id: number } | undefined> {
  const { rows } = await q.query<{ quote_service_id: number; qualified: boolean; quote_category_id: number }>(
    `WITH mine AS (${MINE_ANY_LICENCE})
     SELECT m.quote_service_id, m.qualified, m.quote_category_id FROM mine m JOIN quote_requests r ON r.quote_request_id = $2
      WHERE ${COVERS} ORDER BY m.qualified DESC, m.quote_service_id LIMIT 1`,
    [proId, requestId],
  );
  return rows[0];
}

/** The pro's bid on the request, whichever service it is on. */
export async function existingBid(q: Queryable, proId: number, requestId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ quote_bid_id: number }>(
    `SELECT b.quote_bid_id FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE b.quote_request_id = $2 AND s.user_id = $1 ORDER BY b.quote_bid_id LIMIT 1`,
    [proId, requestId],
  );
  return rows[0]?.quote_bid_id;
}
