/** SQL on quote_requests and the matching of pros (the questionnaire is read through catalog/questionnaire.service). */
import type { AnswerValue } from '@shared/schemas/requests.schema';
import { limitOffset, type Queryable } from '../../lib/db';
import { qualifiedSql } from '../qualification/category-qualification.service';

export interface CategoryRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
  quote_fee: number;
  match_limit: number;
  is_active: boolean;
}

export async function findCategory(q: Queryable, ref: { id?: number; slug?: string }): Promise<CategoryRow | undefined> {
  const { rows } = await q.query<CategoryRow>(
    'SELECT id, slug, name_zh, name_en, quote_fee, match_limit, is_active FROM quote_categories WHERE ($1::int IS NOT NULL AND id = $1) OR ($1::int IS NULL AND slug = $2)',
    [ref.id ?? null, ref.slug ?? null],
  );
  return rows[0];
}

export async function isPhoneConfirmed(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('SELECT is_phone_confirmed AS ok FROM users WHERE id = $1', [userId]);
  return rows[0]?.ok ?? false;
}

export interface RequestRow {
  quote_request_id: number;
  user_id: number;
  quote_category_id: number;
  district_id: number | null;
  fields: Record<string, AnswerValue>;
  description: string;
  preferred_dates: string[];
  time_slots: number[];
  photos: unknown;
  recommend_source: string;
  public_hash: string;
  is_archived: boolean;
  is_closed: boolean;
  created: Date;
  modified: Date;
}

/** What the customer writes in a request, and may edit afterwards. */
export interface RequestContent {
  districtId: number | null;
  fields: Record<string, AnswerValue>;
  description: string;
  preferredDates: string[];
  timeSlots: number[];
  photos: unknown[];
}

export interface NewRequest extends RequestContent {
  userId: number;
  categoryId: number;
  recommendSource: string;
  publicHash: string;
}

export async function insert(q: Queryable, r: NewRequest): Promise<RequestRow> {
  const { rows } = await q.query<RequestRow>(
    `INSERT INTO quote_requests (user_id, quote_category_id, district_id, fields, description, preferred_dates, time_slots, photos, recommend_source, public_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      r.userId,
      r.categoryId,
      r.districtId,
      JSON.stringify(r.fields),
      r.description,
      JSON.stringify(r.preferredDates),
      r.timeSlots,
      JSON.stringify(r.photos),
      r.recommendSource,
      r.publicHash,
    ],
  );
  return rows[0];
}

export async function updateContent(q: Queryable, id: number, p: RequestContent): Promise<void> {
  await q.query(
    `UPDATE quote_requests SET district_id = $2, fields = $3, description = $4, preferred_dates = $5, time_slots = $6, photos = $7, modified = now()
      WHERE quote_request_id = $1`,
    [id, p.districtId, JSON.stringify(p.fields), p.description, JSON.stringify(p.preferredDates), p.timeSlots, JSON.stringify(p.photos)],
  );
}

export async function lock(q: Queryable, id: number): Promise<(RequestRow & { has_hired: boolean }) | undefined> {
  const { rows } = await q.query(
    `SELECT r.*, EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5)) AS has_hired
       FROM quote_requests r WHERE r.quote_request_id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function setFlags(q: Queryable, id: number, flags: { is_closed?: boolean; is_archived?: boolean }): Promise<void> {
  await q.query(
    `UPDATE quote_requests SET is_closed = COALESCE($2, is_closed), is_archived = COALESCE($3, is_archived), modified = now() WHERE quote_request_id = $1`,
    [id, flags.is_closed ?? null, flags.is_archived ?? null],
  );
}

export interface RequestViewRow extends RequestRow {
  c_slug: string;
  c_name_zh: string;
  c_name_en: string;
  d_slug: string | null;
  d_name_zh: string | null;
  d_name_en: string | null;
  matched_count: number;
  quote_count: number;
  unread_count: number;
  hired_quote_bid_id: number | null;
  total: number;
}

export async function selectViews(
  q: Queryable,
  f: { ownerId: number; ids?: number[]; archived?: boolean; limit: number; offset: number },
): Promise<RequestViewRow[]> {
  const { rows } = await q.query<RequestViewRow>(
    `SELECT r.*, c.slug AS c_slug, c.name_zh AS c_name_zh, c.name_en AS c_name_en,
            d.slug AS d_slug, d.name_zh AS d_name_zh, d.name_en AS d_name_en,
            (SELECT count(*) FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id)::int AS matched_count,
            (SELECT count(*) FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id
                AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6)::int AS quote_count,
            (SELECT count(*) FROM messages m JOIN quote_bids b ON b.quote_bid_id = m.quote_bid_id
              WHERE b.quote_request_id = r.quote_request_id AND NOT m.is_read AND m.sender_id <> r.user_id)::int AS unread_count,
            (SELECT b.quote_bid_id FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5)
              ORDER BY b.hired_on DESC NULLS LAST LIMIT 1) AS hired_quote_bid_id,
            count(*) OVER () AS total
       FROM quote_requests r
       JOIN quote_categories c ON c.id = r.quote_category_id
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE r.user_id = $1 AND ($2::int[] IS NULL OR r.quote_request_id = ANY($2::int[]))
        AND ($3::boolean IS NULL OR r.is_archived = $3)
      ORDER BY r.created DESC, r.quote_request_id DESC
      ${limitOffset(f.limit, f.offset)}`,
    [f.ownerId, f.ids ?? null, f.archived ?? null],
  );
  return rows;
}

export interface MatchRow {
  quote_service_id: number;
  user_id: number;
  business_name_zh: string;
  business_name_en: string;
}

/** A service published within this many days with fewer than NEW_PRO_MAX_BIDS leads is "new" (fairness slot). */
export const NEW_PRO_DAYS = 30;
export const NEW_PRO_MAX_BIDS = 10;

/**
 * SQL condition: the service (alias `s`) serves the district `district` (an SQL expression, NULL = no district):
 * it works over the phone or online, travels to that district (service_areas), or receives customers there.
 */
export const servesDistrictSql = (s: string, district: string) =>
  `(${district} IS NULL OR ${s}.is_over_phone_or_internet
    OR (${s}.is_service_professional_travels_to_me AND EXISTS (
          SELECT 1 FROM service_areas a WHERE a.quote_service_id = ${s}.quote_service_id AND a.district_id = ${district}))
    OR (${s}.is_customer_travel_to_me AND ${s}.base_district_id = ${district}))`;

/**
 * Pros for a new request: published (profile_ready), public, unarchived, unpaused services of other users covering
 * the category and the district (service areas when the pro travels, base district when the customer travels,
 * any district over phone/internet), one service per pro, holding the licence the category needs (SPEC §8 251).
 * Fairness for new pros: of the `limit` slots, one is reserved for a new service (published within
 * NEW_PRO_DAYS days, fewer than NEW_PRO_MAX_BIDS leads so far) when one covers the request: the one with the fewest
 * leads, then the best. The other slots go best first (rating, hires, response time), as before; so a busy category
 * of well-rated pros still gives a newcomer a first lead, and never more than `limit` leads are created.
 * Pros who already have a bid on `requestId` (a direct request's chosen or invited pros, whatever their answer) are
 * left out; asking other pros later (quote_bids/match) passes the places left as `limit` (matchPros).
 */
export async function findMatches(
  q: Queryable,
  m: { categoryId: number; districtId: number | null; requesterId: number; limit: number; requestId?: number },
): Promise<MatchRow[]> {
  const { rows } = await q.query<MatchRow>(
    `WITH eligible AS (
       SELECT DISTINCT ON (s.user_id) s.quote_service_id, s.user_id, s.business_name_zh, s.business_name_en,
              s.rating, s.hired_count, s.response_minutes, s.profile_ready_on,
              (SELECT count(*) FROM quote_bids b WHERE b.quote_service_id = s.quote_service_id)::int AS bid_count
         FROM quote_services s
         JOIN service_categories sc ON sc.quote_service_id = s.quote_service_id AND sc.quote_category_id = $1
         JOIN users u ON u.id = s.user_id
        WHERE s.profile_ready_on IS NOT NULL AND s.is_public AND NOT s.is_archived AND s.user_id <> $3
          AND NOT ($1 = ANY (u.category_limitation))
          AND ${qualifiedSql('s.quote_service_id', '$1')}
          AND NOT EXISTS (SELECT 1 FROM service_pause_events p
                           WHERE p.quote_service_id = s.quote_service_id AND now() >= p.begin_time AND now() < p.end_time)
          AND NOT EXISTS (SELECT 1 FROM quote_bids eb JOIN quote_services es ON es.quote_service_id = eb.quote_service_id
                           WHERE eb.quote_request_id = $7 AND es.user_id = s.user_id)
          AND ${servesDistrictSql('s', '$2::int')}
        ORDER BY s.user_id, s.rating DESC, s.hired_count DESC, s.response_minutes ASC NULLS LAST, s.quote_service_id
     ),
     reserved AS (
       SELECT * FROM eligible
        WHERE profile_ready_on > now() - make_interval(days => $5) AND bid_count < $6
        ORDER BY bid_count, rating DESC, hired_count DESC, response_minutes ASC NULLS LAST, quote_service_id
        LIMIT 1
     ),
     best AS (
       SELECT * FROM eligible WHERE quote_service_id NOT IN (SELECT quote_service_id FROM reserved)
        ORDER BY rating DESC, hired_count DESC, response_minutes ASC NULLS LAST, quote_service_id
        LIMIT GREATEST($4 - (SELECT count(*) FROM reserved), 0)
     ),
     chosen AS (SELECT * FROM reserved UNION ALL SELECT * FROM best)
     SELECT quote_service_id, user_id, business_name_zh, business_name_en FROM chosen
      ORDER BY rating DESC, hired_count DESC, response_minutes ASC NULLS LAST, quote_service_id`,
    [m.categoryId, m.districtId, m.requesterId, m.limit, NEW_PRO_DAYS, NEW_PRO_MAX_BIDS, m.requestId ?? null],
  );
  return rows;
}

/** Open, unhired requests unchanged for `days`, oldest first (request expiry, ADR 0027). */
export async function listExpiryCandidates(q: Queryable, days: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT r.quote_request_id AS id FROM quote_requests r
      WHERE NOT r.is_closed AND NOT r.is_archived AND r.modified < now() - make_interval(days => $1)
        AND NOT EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5))
      ORDER BY r.modified, r.quote_request_id LIMIT $2`,
    [days, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * Closes the request as expired if it still qualifies (checked again under the row lock, so two sweeps never expire
 * it twice); answers its owner, or undefined when it no longer qualifies.
 */
export async function markExpired(q: Queryable, id: number, days: number): Promise<ExpiryRow | undefined> {
  const { rows } = await q.query<ExpiryRow>(
    `UPDATE quote_requests r SET is_closed = true, expired_at = now(), modified = now() FROM quote_categories c
      WHERE r.quote_request_id = $1 AND c.id = r.quote_category_id AND NOT r.is_closed AND NOT r.is_archived
        AND r.modified < now() - make_interval(days => $2)
        AND NOT EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5))
      RETURNING r.user_id, c.name_zh AS category_zh, c.name_en AS category_en`,
    [id, days],
  );
  return rows[0];
}

/** A request the expiry sweep closed or reminded about: its owner and category names (for the e-mail). */
export interface ExpiryRow {
  user_id: number;
  category_zh: string;
  category_en: string;
}

/**
 * Open, unhired requests that expire within `withinDays` (last changed between `days` and `days - withinDays` ago)
 * and have had no reminder since that change.
 */
export async function listReminderCandidates(q: Queryable, days: number, withinDays: number, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT r.quote_request_id AS id FROM quote_requests r
      WHERE NOT r.is_closed AND NOT r.is_archived
        AND r.modified < now() - make_interval(days => $1::int - $2::int) AND r.modified >= now() - make_interval(days => $1)
        AND (r.expiry_reminded_at IS NULL OR r.expiry_reminded_at < r.modified)
        AND NOT EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5))
      ORDER BY r.modified, r.quote_request_id LIMIT $3`,
    [days, withinDays, limit],
  );
  return rows.map((r) => r.id);
}

/** Marks the reminder sent if the request still qualifies (re-checked under the row lock); `modified` is kept. */
export async function markReminded(q: Queryable, id: number, days: number, withinDays: number): Promise<ExpiryRow | undefined> {
  const { rows } = await q.query<ExpiryRow>(
    `UPDATE quote_requests r SET expiry_reminded_at = now() FROM quote_categories c
      WHERE r.quote_request_id = $1 AND c.id = r.quote_category_id AND NOT r.is_closed AND NOT r.is_archived
        AND r.modified < now() - make_interval(days => $2::int - $3::int) AND r.modified >= now() - make_interval(days => $2)
        AND (r.expiry_reminded_at IS NULL OR r.expiry_reminded_at < r.modified)
        AND NOT EXISTS (SELECT 1 FROM quote_bids b WHERE b.quote_request_id = r.quote_request_id AND b.quote_status_id IN (3, 4, 5))
      RETURNING r.user_id, c.name_zh AS category_zh, c.name_en AS category_en`,
    [id, days, withinDays],
  );
  return rows[0];
}
