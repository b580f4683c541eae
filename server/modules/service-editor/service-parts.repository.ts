/**
 * SQL on the parts of a service the pro edits one by one: FAQ, pause events, external review links and the
 * pro's replies to reviews. Sub-rows are always addressed together with their service id, so a row of another
 * service is simply not found.
 */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { Sfx } from './service-editor.repository';

export interface FaqRow {
  id: number;
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
  display_order: number;
}

export interface FaqValues {
  question_zh: string;
  question_en: string;
  answer_zh: string;
  answer_en: string;
}

export async function listFaqs(q: Queryable, serviceId: number): Promise<FaqRow[]> {
  const { rows } = await q.query<FaqRow>(
    `SELECT id, question_zh, question_en, answer_zh, answer_en, display_order FROM service_faqs
      WHERE quote_service_id = $1 ORDER BY display_order, id`,
    [serviceId],
  );
  return rows;
}

export async function countFaqs(q: Queryable, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM service_faqs WHERE quote_service_id = $1', [serviceId]);
  return rows[0]?.n ?? 0;
}

/** A new question goes last. */
export async function insertFaq(q: Queryable, serviceId: number, v: FaqValues): Promise<void> {
  await q.query(
    `INSERT INTO service_faqs (quote_service_id, question_zh, question_en, answer_zh, answer_en, display_order)
     VALUES ($1, $2, $3, $4, $5, COALESCE((SELECT max(display_order) FROM service_faqs WHERE quote_service_id = $1), 0) + 1)`,
    [serviceId, v.question_zh, v.question_en, v.answer_zh, v.answer_en],
  );
}

export async function updateFaq(q: Queryable, serviceId: number, faqId: number, v: FaqValues): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE service_faqs SET question_zh = $3, question_en = $4, answer_zh = $5, answer_en = $6 WHERE id = $2 AND quote_service_id = $1`,
    [serviceId, faqId, v.question_zh, v.question_en, v.answer_zh, v.answer_en],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteFaq(q: Queryable, serviceId: number, faqId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM service_faqs WHERE id = $2 AND quote_service_id = $1', [serviceId, faqId]);
  return (rowCount ?? 0) > 0;
}

/** display_order = position in `ids` (1-based). */
export async function reorderFaqs(q: Queryable, serviceId: number, ids: number[]): Promise<void> {
  await q.query(
    `UPDATE service_faqs f SET display_order = o.n FROM unnest($2::int[]) WITH ORDINALITY AS o(id, n)
      WHERE f.id = o.id AND f.quote_service_id = $1`,
    [serviceId, ids],
  );
}

export interface PauseRow {
  id: number;
  quote_service_id: number;
  begin_time: string;
  end_time: string;
  title: string;
  description: string;
}

const pauseColumns = `id, quote_service_id, ${utcSql('begin_time')} AS begin_time, ${utcSql('end_time')} AS end_time, title, description`;

/** Current and future pauses (soonest first), then those that ended in the last 90 days (latest first). */
export async function listPauses(q: Queryable, serviceId: number): Promise<PauseRow[]> {
  const { rows } = await q.query<PauseRow>(
    `SELECT ${pauseColumns} FROM service_pause_events
      WHERE quote_service_id = $1 AND end_time > now() - interval '90 days'
      ORDER BY end_time <= now(), CASE WHEN end_time > now() THEN begin_time END ASC, begin_time DESC, id`,
    [serviceId],
  );
  return rows;
}

/** Pauses overlapping [from, to). */
export async function listPausesBetween(q: Queryable, serviceId: number, from: string, to: string): Promise<PauseRow[]> {
  const { rows } = await q.query<PauseRow>(
    `SELECT ${pauseColumns} FROM service_pause_events
      WHERE quote_service_id = $1 AND begin_time < $3::timestamptz AND end_time > $2::timestamptz ORDER BY begin_time, id`,
    [serviceId, from, to],
  );
  return rows;
}

export async function countFuturePauses(q: Queryable, serviceId: number, exceptId = 0): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_pause_events WHERE quote_service_id = $1 AND end_time > now() AND id <> $2',
    [serviceId, exceptId],
  );
  return rows[0]?.n ?? 0;
}

export interface PauseValues {
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  begin_time: string;
  end_time: string;
  title: string;
  description: string;
}

export async function insertPause(q: Queryable, serviceId: number, v: PauseValues): Promise<PauseRow> {
  const { rows } = await q.query<PauseRow>(
    `INSERT INTO service_pause_events (quote_service_id, begin_time, end_time, title, description)
     VALUES ($1, ($2::timestamp AT TIME ZONE 'UTC'), ($3::timestamp AT TIME ZONE 'UTC'), $4, $5) RETURNING ${pauseColumns}`,
    [serviceId, v.begin_time, v.end_time, v.title, v.description],
  );
  return rows[0];
}

export async function updatePause(q: Queryable, serviceId: number, eventId: number, v: PauseValues): Promise<PauseRow | undefined> {
  const { rows } = await q.query<PauseRow>(
    `UPDATE service_pause_events SET begin_time = ($3::timestamp AT TIME ZONE 'UTC'), end_time = ($4::timestamp AT TIME ZONE 'UTC'),
            title = $5, description = $6
      WHERE id = $2 AND quote_service_id = $1 RETURNING ${pauseColumns}`,
    [serviceId, eventId, v.begin_time, v.end_time, v.title, v.description],
  );
  return rows[0];
}

export async function deletePause(q: Queryable, serviceId: number, eventId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM service_pause_events WHERE id = $2 AND quote_service_id = $1', [serviceId, eventId]);
  return (rowCount ?? 0) > 0;
}

export interface LinkRow {
  id: number;
  label: string;
  url: string;
  created: string;
}

const linkColumns = `id, label, url, ${utcSql('created')} AS created`;

export async function listLinks(q: Queryable, serviceId: number): Promise<LinkRow[]> {
  const { rows } = await q.query<LinkRow>(
    `SELECT ${linkColumns} FROM service_external_review_links WHERE quote_service_id = $1 ORDER BY created, id`,
    [serviceId],
  );
  return rows;
}

export async function countLinks(q: Queryable, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM service_external_review_links WHERE quote_service_id = $1',
    [serviceId],
  );
  return rows[0]?.n ?? 0;
}

export async function insertLink(q: Queryable, serviceId: number, v: { label: string; url: string }): Promise<LinkRow> {
  const { rows } = await q.query<LinkRow>(
    `INSERT INTO service_external_review_links (quote_service_id, label, url) VALUES ($1, $2, $3) RETURNING ${linkColumns}`,
    [serviceId, v.label, v.url],
  );
  return rows[0];
}

export async function deleteLink(q: Queryable, serviceId: number, linkId: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM service_external_review_links WHERE id = $2 AND quote_service_id = $1', [
    serviceId,
    linkId,
  ]);
  return (rowCount ?? 0) > 0;
}

export interface OwnerReviewRow {
  id: number;
  reviewer_name: string;
  score: number;
  note: string;
  comment: string;
  category: string | null;
  created: string;
  replied_on: string | null;
  total: number;
}

const reviewColumns = (sfx: Sfx) =>
  `r.id, r.reviewer_name, r.score, r.note, r.comment, c.name_${sfx} AS category, ${utcSql('r.created')} AS created,
   ${utcSql('r.replied_on')} AS replied_on`;

/** The service's reviews, newest first, with the total count on every row. */
export async function listReviews(
  q: Queryable,
  serviceId: number,
  p: { sfx: Sfx; limit: number; offset: number },
): Promise<OwnerReviewRow[]> {
  const { rows } = await q.query<OwnerReviewRow>(
    `SELECT ${reviewColumns(p.sfx)}, count(*) OVER ()::int AS total
       FROM reviews r LEFT JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE r.quote_service_id = $1 ORDER BY r.created DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [serviceId, p.limit, p.offset],
  );
  return rows;
}

export async function countReviews(q: Queryable, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE quote_service_id = $1', [serviceId]);
  return rows[0]?.n ?? 0;
}

/** One review of the service, as the owner's review list shows it. */
export async function findReview(q: Queryable, serviceId: number, reviewId: number, sfx: Sfx) {
  const { rows } = await q.query<Omit<OwnerReviewRow, 'total'>>(
    `SELECT ${reviewColumns(sfx)} FROM reviews r LEFT JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE r.id = $2 AND r.quote_service_id = $1`,
    [serviceId, reviewId],
  );
  return rows[0];
}

export interface CalendarJobRow {
  quote_bid_id: number;
  hire_date: string;
  hire_time_slot: string | null;
  category: string;
  customer: string;
  quote_status_id: number;
}

/**
 * Hired jobs (status 3..5) of the service with a hire date in [from, to) (calendar days). Direct bookings are
 * left out: listBookingsBetween gives them with their exact times.
 */
export async function listJobsBetween(
  q: Queryable,
  serviceId: number,
  p: { from: string; to: string; sfx: Sfx },
): Promise<CalendarJobRow[]> {
  const { rows } = await q.query<CalendarJobRow>(
    `SELECT b.quote_bid_id, to_char(b.hire_date, 'YYYY-MM-DD') AS hire_date, b.hire_time_slot, c.name_${p.sfx} AS category,
            COALESCE(NULLIF(u.first_name, ''), u.username) AS customer, b.quote_status_id
       FROM quote_bids b
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_categories c ON c.id = r.quote_category_id
       JOIN users u ON u.id = r.user_id
      WHERE b.quote_service_id = $1 AND b.quote_status_id IN (3, 4, 5) AND b.hire_date >= $2::date AND b.hire_date < $3::date
        AND NOT EXISTS (SELECT 1 FROM reservations v WHERE v.quote_bid_id = b.quote_bid_id)
      ORDER BY b.hire_date, b.hire_time_slot NULLS LAST, b.quote_bid_id`,
    [serviceId, p.from, p.to],
  );
  return rows;
}

export interface CalendarBookingRow {
  reservation_id: number;
  source: 'direct' | 'google' | 'shop';
  quote_bid_id: number | null;
  shop_order_id: number | null;
  plan_name: string | null;
  begin_time: string;
  end_time: string;
  category: string;
  customer: string;
  quote_status_id: number;
}

/** Live (not cancelled) bookings of the service (direct, Google, shop orders' slots) overlapping [from, to) (timestamptz text), soonest first. */
export async function listBookingsBetween(
  q: Queryable,
  serviceId: number,
  p: { from: string; to: string; sfx: Sfx },
): Promise<CalendarBookingRow[]> {
  const { rows } = await q.query<CalendarBookingRow>(
    `SELECT v.id AS reservation_id,
            CASE WHEN v.greserve_event_id IS NOT NULL THEN 'google' WHEN v.shop_order_id IS NOT NULL THEN 'shop' ELSE 'direct' END AS source,
            v.quote_bid_id, v.shop_order_id, so.plan_name, ${utcSql('v.begin_time')} AS begin_time, ${utcSql('v.end_time')} AS end_time,
            COALESCE(c.name_${p.sfx}, so.item_name, NULLIF(gi.name_${p.sfx}, ''), gi.name_zh) AS category,
            COALESCE(NULLIF(u.first_name, ''), u.username, split_part(ge.consumer_name, ' ', 1)) AS customer,
            COALESCE(b.quote_status_id, 3) AS quote_status_id
       FROM reservations v
       LEFT JOIN quote_bids b ON b.quote_bid_id = v.quote_bid_id
       LEFT JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       LEFT JOIN quote_categories c ON c.id = r.quote_category_id
       LEFT JOIN users u ON u.id = v.consumer_id
       LEFT JOIN greserve_events ge ON ge.id = v.greserve_event_id
       LEFT JOIN greserve_items gi ON gi.id = ge.greserve_item_id
       LEFT JOIN shop_orders so ON so.id = v.shop_order_id
      WHERE v.quote_service_id = $1 AND v.cancelled_on IS NULL AND v.begin_time < $3::timestamptz AND v.end_time > $2::timestamptz
      ORDER BY v.begin_time, v.id`,
    [serviceId, p.from, p.to],
  );
  return rows;
}
