/** SQL on quote_bids (with their request, service and consumer). */
import type { InboxFilterId, LeadFilter, QuoteStatus } from '@shared/domain/request-lifecycle';
import { limitOffset, type Queryable } from '../../lib/db';

/** A bid row with what the lifecycle rules and the views need about its request, service and users. */
export interface BidRow {
  quote_bid_id: number;
  quote_request_id: number;
  quote_service_id: number;
  quote_status_id: QuoteStatus;
  narrow_status: number;
  hired_on: Date | null;
  hire_date: string | null;
  hire_time_slot: string | null;
  is_requestor_rejected: boolean;
  is_requestor_readed: boolean;
  requestor_last_read_on: Date | null;
  quote_sent_on: Date | null;
  quote_last_update_on: Date | null;
  provider_last_read_on: Date | null;
  is_provider_readed: boolean;
  is_provider_archived: boolean;
  is_interested: boolean;
  provider_tag: 'favorite' | null;
  rating_type: 'flat' | 'hourly' | 'onsite' | null;
  flat_rate_at: number | null;
  hourly_rate_at: number | null;
  is_on_site_visit_required_for_quote: boolean;
  /** An on-site quote's inspection fee, paid into safety before the visit (migration 0812). */
  inspection_fee: number | null;
  is_more_information_required: boolean;
  price_note: string;
  attachments: unknown;
  is_contact_charge: boolean;
  quote_fee_charged: number;
  last_used_template_id: number | null;
  requestor_note: string;
  completed_on: Date | null;
  error_message: string | null;
  error_action: string | null;
  discount_percent: number;
  review_requested_on: Date | null;
  /** The consumer took this pro off the request before a quote (quote_bids/remove, migration 0505). */
  consumer_removed_on: Date | null;
  created: Date;
  modified: Date;
  // joined
  consumer_id: number;
  pro_id: number;
  quote_category_id: number;
  district_id: number | null;
  r_is_closed: boolean;
  r_is_archived: boolean;
  c_fee: number;
  /** The category and business names notifications about the bid mention (read with the row: no query of their own). */
  c_name_zh: string;
  c_name_en: string;
  business_name_zh: string;
  business_name_en: string;
}

export interface BidViewRow extends BidRow {
  r_description: string;
  r_preferred_dates: string[];
  r_time_slots: number[];
  r_created: Date;
  r_fields: Record<string, unknown>;
  r_photos: unknown;
  r_has_hired: boolean;
  c_slug: string;
  d_slug: string | null;
  d_name_zh: string | null;
  d_name_en: string | null;
  s_slug: string;
  logo_url: string | null;
  s_rating: number;
  s_review_count: number;
  s_hired_count: number;
  response_minutes: number | null;
  is_verified: boolean;
  s_phone: string | null;
  cu_username: string;
  cu_first_name: string;
  cu_last_name: string;
  cu_phone_confirmed: boolean;
  cu_phone: string | null;
  unread_count: number;
  is_reviewed: boolean;
  total: number;
}

const FROM = `
  FROM quote_bids b
  JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
  JOIN quote_categories c ON c.id = r.quote_category_id
  JOIN quote_services s ON s.quote_service_id = b.quote_service_id`;

/** The columns of a BidRow over FROM. */
const ROW_COLUMNS = `b.*, r.user_id AS consumer_id, s.user_id AS pro_id, r.quote_category_id, r.district_id,
  r.is_closed AS r_is_closed, r.is_archived AS r_is_archived, c.quote_fee AS c_fee,
  c.name_zh AS c_name_zh, c.name_en AS c_name_en, s.business_name_zh, s.business_name_en`;

/** Locks the bid row (FOR UPDATE OF b) so status changes and fee debits of one bid run one at a time. */
export async function lock(q: Queryable, bidId: number): Promise<BidRow | undefined> {
  const { rows } = await q.query<BidRow>(`SELECT ${ROW_COLUMNS} ${FROM} WHERE b.quote_bid_id = $1 FOR UPDATE OF b`, [bidId]);
  return rows[0];
}

/** The same row without a lock. */
export async function find(q: Queryable, bidId: number): Promise<BidRow | undefined> {
  const { rows } = await q.query<BidRow>(`SELECT ${ROW_COLUMNS} ${FROM} WHERE b.quote_bid_id = $1`, [bidId]);
  return rows[0];
}

const UPDATABLE = new Set([
  'quote_status_id',
  'narrow_status',
  'hired_on',
  'hire_date',
  'hire_time_slot',
  'is_requestor_rejected',
  'is_requestor_readed',
  'requestor_last_read_on',
  'quote_sent_on',
  'quote_last_update_on',
  'provider_last_read_on',
  'is_provider_readed',
  'is_provider_archived',
  'is_interested',
  'provider_tag',
  'rating_type',
  'flat_rate_at',
  'hourly_rate_at',
  'is_on_site_visit_required_for_quote',
  'inspection_fee',
  'is_more_information_required',
  'price_note',
  'attachments',
  'is_contact_charge',
  'quote_fee_charged',
  'last_used_template_id',
  'requestor_note',
  'completed_on',
  'error_message',
  'error_action',
  'review_requested_on',
  'consumer_removed_on',
]);

export type BidPatch = Record<string, unknown>;

/** Writes the given columns (whitelisted) and `modified`. Use 'now()' via the NOW marker. */
export const NOW = Symbol('now');

export async function update(q: Queryable, bidId: number, patch: BidPatch): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [bidId];
  for (const [col, value] of Object.entries(patch)) {
    if (!UPDATABLE.has(col)) throw new Error(`bid column not updatable: ${col}`);
    if (value === NOW) sets.push(`${col} = now()`);
    else {
      params.push(col === 'attachments' ? JSON.stringify(value) : value);
      sets.push(`${col} = $${params.length}`);
    }
  }
  await q.query(`UPDATE quote_bids SET ${sets.join(', ')}, modified = now() WHERE quote_bid_id = $1`, params);
}

/** Keeps Send and records why sending failed (SPEC §4), only while the bid is still in Send. */
export async function setSendError(q: Queryable, bidId: number, message: string, action: string): Promise<void> {
  await q.query(
    'UPDATE quote_bids SET error_message = $2, error_action = $3, modified = now() WHERE quote_bid_id = $1 AND quote_status_id = 1',
    [bidId, message, action],
  );
}

export interface ProContext {
  is_phone_confirmed: boolean;
  user_phone: string | null;
  service_phone: string | null;
  category_limitation: number[];
  business_name_zh: string;
  business_name_en: string;
}

export async function proContext(q: Queryable, userId: number, serviceId: number): Promise<ProContext | undefined> {
  const { rows } = await q.query<ProContext>(
    `SELECT u.is_phone_confirmed, u.phone AS user_phone, s.phone AS service_phone, u.category_limitation, s.business_name_zh, s.business_name_en
       FROM users u JOIN quote_services s ON s.user_id = u.id WHERE u.id = $1 AND s.quote_service_id = $2`,
    [userId, serviceId],
  );
  return rows[0];
}

/** The category and business names that notifications and emails mention. */
export async function names(
  q: Queryable,
  categoryId: number,
  serviceId: number,
): Promise<{ category_zh: string; category_en: string; business_name_zh: string; business_name_en: string }> {
  const { rows } = await q.query(
    `SELECT c.name_zh AS category_zh, c.name_en AS category_en, s.business_name_zh, s.business_name_en
       FROM quote_categories c, quote_services s WHERE c.id = $1 AND s.quote_service_id = $2`,
    [categoryId, serviceId],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------
// Views and lists. $1 is always the viewer's user id.
// ---------------------------------------------------------------------------------------------------

const VIEW_SELECT = `
  SELECT b.*, r.user_id AS consumer_id, s.user_id AS pro_id, r.quote_category_id, r.district_id,
         r.is_closed AS r_is_closed, r.is_archived AS r_is_archived, c.quote_fee AS c_fee,
         r.description AS r_description, r.preferred_dates AS r_preferred_dates, r.time_slots AS r_time_slots,
         r.created AS r_created, r.fields AS r_fields, r.photos AS r_photos,
         EXISTS (SELECT 1 FROM quote_bids hb WHERE hb.quote_request_id = r.quote_request_id AND hb.quote_status_id IN (3, 4, 5)) AS r_has_hired,
         c.slug AS c_slug, c.name_zh AS c_name_zh, c.name_en AS c_name_en,
         d.slug AS d_slug, d.name_zh AS d_name_zh, d.name_en AS d_name_en,
         s.slug AS s_slug, s.business_name_zh, s.business_name_en, s.logo_url, s.rating AS s_rating, s.review_count AS s_review_count,
         s.hired_count AS s_hired_count, s.response_minutes, s.is_verified, COALESCE(s.phone, pu.phone) AS s_phone,
         cu.username AS cu_username, cu.first_name AS cu_first_name, cu.last_name AS cu_last_name,
         cu.is_phone_confirmed AS cu_phone_confirmed, cu.phone AS cu_phone,
         (SELECT count(*) FROM messages m WHERE m.quote_bid_id = b.quote_bid_id AND NOT m.is_read AND m.sender_id <> $1)::int AS unread_count,
         (EXISTS (SELECT 1 FROM reviews rv WHERE rv.quote_bid_id = b.quote_bid_id)
          OR EXISTS (SELECT 1 FROM hidden_reviews hr WHERE hr.quote_bid_id = b.quote_bid_id)) AS is_reviewed,
         count(*) OVER () AS total
  ${FROM}
  LEFT JOIN districts d ON d.id = r.district_id
  JOIN users pu ON pu.id = s.user_id
  JOIN users cu ON cu.id = r.user_id`;

export async function select(
  q: Queryable,
  where: string,
  params: unknown[],
  order: string,
  limit: number,
  offset: number,
): Promise<BidViewRow[]> {
  return (await q.query<BidViewRow>(`${VIEW_SELECT} WHERE ${where} ORDER BY ${order} ${limitOffset(limit, offset)}`, params)).rows;
}

/** One bid the viewer is a party of (pro: any; consumer: once quoted and not passed). */
export function findView(q: Queryable, viewerId: number, bidId: number): Promise<BidViewRow[]> {
  return select(
    q,
    `b.quote_bid_id = $2 AND (s.user_id = $1 OR (r.user_id = $1 AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6))`,
    [viewerId, bidId],
    'b.quote_bid_id',
    1,
    0,
  );
}

const LEAD_WHERE: Record<LeadFilter, string> = {
  all: 'TRUE',
  read: 'b.is_provider_readed',
  notread: 'NOT b.is_provider_readed',
  quoted: 'b.quote_sent_on IS NOT NULL',
  notquoted: 'b.quote_sent_on IS NULL',
  phoneonly: 'cu.is_phone_confirmed',
  discount: 'b.discount_percent > 0',
  favorite: "b.provider_tag = 'favorite'",
};

/** Pro leads: Send/InProgress on open requests, not archived by the pro. */
export function listLeads(q: Queryable, proId: number, filter: LeadFilter, limit: number, offset: number): Promise<BidViewRow[]> {
  return select(
    q,
    `s.user_id = $1 AND b.quote_status_id IN (1, 2) AND NOT b.is_provider_archived AND NOT r.is_closed AND NOT r.is_archived AND ${LEAD_WHERE[filter]}`,
    [proId],
    'b.created DESC, b.quote_bid_id DESC',
    limit,
    offset,
  );
}

function inboxWhere(filter: InboxFilterId | undefined, side: 'pro' | 'consumer'): string {
  switch (filter) {
    case 1:
      // The pro's inbox is conversations: quoted, or with a message either way; unquoted leads are filter 4.
      return side === 'pro'
        ? 'NOT b.is_provider_archived AND (b.quote_sent_on IS NOT NULL OR EXISTS (SELECT 1 FROM messages im WHERE im.quote_bid_id = b.quote_bid_id))'
        : 'NOT r.is_archived';
    case 2:
      return 'b.quote_status_id = 2';
    case 3:
      return side === 'pro' ? '(b.is_provider_archived OR b.quote_status_id = 9)' : '(r.is_archived OR b.quote_status_id = 9)';
    case 4:
      return 'b.quote_status_id = 1';
    case 5:
      return 'EXISTS (SELECT 1 FROM messages um WHERE um.quote_bid_id = b.quote_bid_id AND NOT um.is_read AND um.sender_id <> $1)';
    case 6:
      return "b.provider_tag = 'favorite'";
    case 7:
      return 'b.quote_status_id IN (3, 4, 5)';
    default:
      return 'TRUE';
  }
}

/** Pro work lists: status filter (Completed also shows pro-archived), inbox filter and text search. */
export function listWorks(
  q: Queryable,
  proId: number,
  f: { statuses?: readonly number[]; completed: boolean; inbox?: InboxFilterId; search?: string },
  limit: number,
  offset: number,
): Promise<BidViewRow[]> {
  const params: unknown[] = [proId];
  const parts = ['s.user_id = $1', 'b.quote_status_id <> 6'];
  if (f.statuses) {
    params.push(f.statuses);
    parts.push(
      f.completed
        ? `(b.quote_status_id = ANY($2::int[]) OR b.is_provider_archived)`
        : `b.quote_status_id = ANY($2::int[]) AND NOT b.is_provider_archived`,
    );
  }
  parts.push(inboxWhere(f.inbox, 'pro'));
  if (f.search) {
    params.push(likeOf(f.search));
    const n = params.length;
    parts.push(
      `(r.description ILIKE $${n} OR c.name_zh ILIKE $${n} OR c.name_en ILIKE $${n} OR ${customerNameMatches(n)} OR b.price_note ILIKE $${n})`,
    );
  }
  return select(q, parts.join(' AND '), params, 'b.modified DESC, b.quote_bid_id DESC', limit, offset);
}

/** LIKE pattern of a search text (its wildcards are literal). */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The customer's name matches $n: the first name always, the last name only once the pro has quoted (privacy). */
const customerNameMatches = (n: number) =>
  `(cu.first_name ILIKE $${n} OR (b.quote_sent_on IS NOT NULL AND (cu.last_name || cu.first_name) ILIKE $${n}))`;

/** Inbox of either side (SPEC §4 inbox filter ids), optionally searched by the other party's name or the category. */
export function listInbox(
  q: Queryable,
  userId: number,
  side: 'pro' | 'consumer',
  filter: InboxFilterId,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<BidViewRow[]> {
  const params: unknown[] = [userId];
  const parts = [side === 'pro' ? 's.user_id = $1' : 'r.user_id = $1 AND b.quote_sent_on IS NOT NULL', 'b.quote_status_id <> 6'];
  parts.push(inboxWhere(filter, side));
  if (search) {
    params.push(likeOf(search));
    const n = params.length;
    const party = side === 'pro' ? customerNameMatches(n) : `(s.business_name_zh ILIKE $${n} OR s.business_name_en ILIKE $${n})`;
    parts.push(`(${party} OR c.name_zh ILIKE $${n} OR c.name_en ILIKE $${n})`);
  }
  return select(q, parts.join(' AND '), params, 'b.modified DESC, b.quote_bid_id DESC', limit, offset);
}

/** The newest message of each bid (one query for a page of inbox rows). */
export async function lastMessages(
  q: Queryable,
  bidIds: number[],
): Promise<Array<{ quote_bid_id: number; body: string; sender_id: number; created: Date }>> {
  if (!bidIds.length) return [];
  const { rows } = await q.query(
    `SELECT DISTINCT ON (quote_bid_id) quote_bid_id, CASE WHEN hidden_at IS NULL THEN body ELSE '' END AS body, sender_id, created
       FROM messages WHERE quote_bid_id = ANY($1::int[]) ORDER BY quote_bid_id, id DESC`,
    [bidIds],
  );
  return rows;
}

/** The quotes of one request for its owner to compare. */
export function listByRequest(q: Queryable, ownerId: number, requestId: number): Promise<BidViewRow[]> {
  return select(
    q,
    'r.user_id = $1 AND b.quote_request_id = $2 AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6',
    [ownerId, requestId],
    'b.quote_sent_on ASC, b.quote_bid_id',
    100,
    0,
  );
}

export async function requestOwner(q: Queryable, requestId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ user_id: number }>('SELECT user_id FROM quote_requests WHERE quote_request_id = $1', [requestId]);
  return rows[0]?.user_id;
}
