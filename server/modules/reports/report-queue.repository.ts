/** SQL of the reports queue: a report with what it is about, the chat around a message, and the decision. */
import type { Queryable } from '../../lib/db';

export interface ReportRow {
  id: number;
  user_id: number;
  type: string;
  quote_request_id: number | null;
  quote_bid_id: number | null;
  quote_service_id: number | null;
  message_id: number | null;
  review_id: number | null;
  reported_user_id: number | null;
  message: string;
  param: string;
  quote_report_topic_id: number;
  quote_report_sub_topic_id: number | null;
  attachments: unknown;
  created: Date;
  status: 'open' | 'dismissed' | 'actioned';
  outcome: string | null;
  outcome_reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
}

export async function byId(q: Queryable, id: number): Promise<ReportRow | undefined> {
  const { rows } = await q.query<ReportRow>('SELECT * FROM quote_reports WHERE id = $1', [id]);
  return rows[0];
}

export interface PersonRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  role: string;
  created: Date;
  reports_against: number;
  open_reports_against: number;
}

export async function people(q: Queryable, ids: number[]): Promise<PersonRow[]> {
  if (!ids.length) return [];
  const { rows } = await q.query<PersonRow>(
    `SELECT u.id, u.username, u.first_name, u.last_name, u.email, u.role, u.created,
            (SELECT count(*)::int FROM quote_reports r WHERE r.reported_user_id = u.id) AS reports_against,
            (SELECT count(*)::int FROM quote_reports r WHERE r.reported_user_id = u.id AND r.status = 'open') AS open_reports_against
       FROM users u WHERE u.id = ANY($1::int[])`,
    [ids],
  );
  return rows;
}

export interface ChatLineRow {
  id: number;
  sender_id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  body: string;
  attachments: unknown;
  hidden_at: Date | null;
  created: Date;
}

/** The message and up to `around` messages either side in its chat, oldest first. */
export async function chatAround(q: Queryable, messageId: number, around: number): Promise<ChatLineRow[]> {
  const { rows } = await q.query<ChatLineRow>(
    `WITH m AS (SELECT id, quote_bid_id FROM messages WHERE id = $1),
          near AS (
            (SELECT x.id FROM messages x, m WHERE x.quote_bid_id = m.quote_bid_id AND x.id < m.id ORDER BY x.id DESC LIMIT $2)
            UNION ALL SELECT id FROM m
            UNION ALL
            (SELECT x.id FROM messages x, m WHERE x.quote_bid_id = m.quote_bid_id AND x.id > m.id ORDER BY x.id LIMIT $2))
     SELECT x.id, x.sender_id, u.username, u.first_name, u.last_name, x.body, x.attachments, x.hidden_at, x.created
       FROM messages x JOIN near ON near.id = x.id LEFT JOIN users u ON u.id = x.sender_id
      ORDER BY x.id`,
    [messageId, around],
  );
  return rows;
}

/** The chat (bid) a message belongs to. */
export async function bidOfMessage(q: Queryable, messageId: number): Promise<number | null> {
  const { rows } = await q.query<{ quote_bid_id: number }>('SELECT quote_bid_id FROM messages WHERE id = $1', [messageId]);
  return rows[0]?.quote_bid_id ?? null;
}

export interface BidRow {
  quote_bid_id: number;
  quote_request_id: number;
  quote_service_id: number;
  rating_type: string | null;
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
  price_note: string;
  quote_sent_on: Date | null;
}

export async function bid(q: Queryable, bidId: number): Promise<BidRow | undefined> {
  const { rows } = await q.query<BidRow>(
    `SELECT quote_bid_id, quote_request_id, quote_service_id, rating_type, flat_rate_at, hourly_rate_at, price_note, quote_sent_on
       FROM quote_bids WHERE quote_bid_id = $1`,
    [bidId],
  );
  return rows[0];
}

export interface RequestRow {
  quote_request_id: number;
  user_id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  category_zh: string;
  category_en: string;
  district_zh: string | null;
  district_en: string | null;
  description: string;
  created: Date;
}

export async function request(q: Queryable, requestId: number): Promise<RequestRow | undefined> {
  const { rows } = await q.query<RequestRow>(
    `SELECT r.quote_request_id, r.user_id, u.username, u.first_name, u.last_name, c.name_zh AS category_zh, c.name_en AS category_en,
            d.name_zh AS district_zh, d.name_en AS district_en, r.description, r.created
       FROM quote_requests r JOIN quote_categories c ON c.id = r.quote_category_id
       LEFT JOIN districts d ON d.id = r.district_id LEFT JOIN users u ON u.id = r.user_id
      WHERE r.quote_request_id = $1`,
    [requestId],
  );
  return rows[0];
}

export interface ReviewRow {
  id: number;
  quote_service_id: number;
  score: number;
  note: string;
  comment: string;
  reviewer_name: string;
  created: Date | string;
  hidden: boolean;
}

/** A review as shown, or as kept while Sifu hides it (a hidden review leaves the reviews table). */
export async function review(q: Queryable, reviewId: number): Promise<ReviewRow | undefined> {
  const { rows } = await q.query<ReviewRow>(
    `SELECT id, quote_service_id, score, note, comment, reviewer_name, created, false AS hidden FROM reviews WHERE id = $1
     UNION ALL
     SELECT h.review_id, h.quote_service_id, (h.review->>'score')::int, COALESCE(h.review->>'note', ''), COALESCE(h.review->>'comment', ''),
            COALESCE(h.review->>'reviewer_name', ''), (h.review->>'created')::timestamptz, true
       FROM hidden_reviews h WHERE h.review_id = $1`,
    [reviewId],
  );
  return rows[0];
}

export interface ServiceRow {
  quote_service_id: number;
  slug: string;
  business_name_zh: string;
  business_name_en: string;
  rating: string;
  is_public: boolean;
  user_id: number;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
}

export async function service(q: Queryable, serviceId: number): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(
    `SELECT s.quote_service_id, s.slug, s.business_name_zh, s.business_name_en, s.rating, s.is_public, s.user_id,
            u.username, u.first_name, u.last_name
       FROM quote_services s LEFT JOIN users u ON u.id = s.user_id WHERE s.quote_service_id = $1`,
    [serviceId],
  );
  return rows[0];
}

/** The decision, only on a report still open: null when someone decided first. */
export async function decide(
  q: Queryable,
  id: number,
  d: { status: 'dismissed' | 'actioned'; outcome: string; reason: string; staffId: number },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE quote_reports SET status = $2, outcome = $3, outcome_reason = $4, decided_by = $5, decided_at = now()
      WHERE id = $1 AND status = 'open'`,
    [id, d.status, d.outcome, d.reason, d.staffId],
  );
  return (rowCount ?? 0) > 0;
}
