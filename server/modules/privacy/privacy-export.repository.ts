/**
 * SQL of "download my data": one query per section, rows read whole (`to_jsonb`) so columns added later are exported
 * too; secret columns are dropped by the service (SECRET_COLUMN). Other users appear only as what this user was
 * shown (a pro's business name), never by their ids or contact details.
 */
import type { Queryable } from '../../lib/db';

type Json = Record<string, unknown>;

async function list(q: Queryable, sql: string, userId: number): Promise<Json[]> {
  const { rows } = await q.query<{ row: Json }>(sql, [userId]);
  return rows.map((r) => r.row);
}

/** The user's row (every column; the service removes the password hash and splits profile and settings out). */
export async function userRow(q: Queryable, userId: number): Promise<Json | undefined> {
  const { rows } = await q.query<{ row: Json }>('SELECT to_jsonb(u) AS row FROM users u WHERE u.id = $1', [userId]);
  return rows[0]?.row;
}

export function avatars(q: Queryable, userId: number): Promise<Json[]> {
  return list(q, 'SELECT to_jsonb(a) AS row FROM user_avatars a WHERE a.user_id = $1', userId);
}

export function sessions(q: Queryable, userId: number): Promise<Json[]> {
  return list(q, 'SELECT to_jsonb(s) AS row FROM sessions s WHERE s.user_id = $1 ORDER BY s.created', userId);
}

/** The user's requests with their category and district, and the quotes pros sent in answer. */
export function requests(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT to_jsonb(r) || jsonb_build_object(
              'category', jsonb_build_object('slug', c.slug, 'name_zh', c.name_zh, 'name_en', c.name_en),
              'district', d.name_en,
              'quotes_received', COALESCE((
                SELECT jsonb_agg(jsonb_build_object(
                         'quote_bid_id', b.quote_bid_id, 'pro_business_name_zh', s.business_name_zh,
                         'pro_business_name_en', s.business_name_en, 'quote_status_id', b.quote_status_id,
                         'rating_type', b.rating_type, 'flat_rate_at', b.flat_rate_at, 'hourly_rate_at', b.hourly_rate_at,
                         'is_on_site_visit_required_for_quote', b.is_on_site_visit_required_for_quote,
                         'price_note', b.price_note, 'attachments', b.attachments, 'quote_sent_on', b.quote_sent_on,
                         'quote_last_update_on', b.quote_last_update_on, 'hired_on', b.hired_on, 'hire_date', b.hire_date,
                         'hire_time_slot', b.hire_time_slot, 'completed_on', b.completed_on,
                         'is_requestor_rejected', b.is_requestor_rejected, 'requestor_note', b.requestor_note)
                         ORDER BY b.quote_bid_id)
                  FROM quote_bids b JOIN quote_services s ON s.quote_service_id = b.quote_service_id
                 WHERE b.quote_request_id = r.quote_request_id AND b.quote_sent_on IS NOT NULL), '[]'::jsonb)) AS row
       FROM quote_requests r
       JOIN quote_categories c ON c.id = r.quote_category_id
       LEFT JOIN districts d ON d.id = r.district_id
      WHERE r.user_id = $1
      ORDER BY r.quote_request_id`,
    userId,
  );
}

/** Bids (leads and quotes) of the user's services: what the pro answered, with the request's category only. */
export function bids(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT to_jsonb(b) || jsonb_build_object('category', c.slug, 'request_created', r.created) AS row
       FROM quote_bids b
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_categories c ON c.id = r.quote_category_id
      WHERE s.user_id = $1
      ORDER BY b.quote_bid_id`,
    userId,
  );
}

/** Every message of the conversations the user is part of (as the customer or as the pro), sent or received. */
export function messages(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT jsonb_build_object('id', m.id, 'quote_bid_id', m.quote_bid_id, 'from_me', m.sender_id = $1, 'body', m.body,
              'attachments', m.attachments, 'is_read', m.is_read, 'created', m.created) AS row
       FROM messages m
       JOIN quote_bids b ON b.quote_bid_id = m.quote_bid_id
       JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id
      WHERE r.user_id = $1 OR s.user_id = $1 OR m.sender_id = $1
      ORDER BY m.quote_bid_id, m.id`,
    userId,
  );
}

/** Every message of the shop chats the user is part of (as the customer or as the pro), sent or received. */
export function shopChatMessages(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT jsonb_build_object('id', m.id, 'shop_chat_id', m.shop_chat_id, 'shop_item_id', c.shop_item_id, 'shop_order_id', c.shop_order_id,
              'from_me', m.sender_id = $1, 'body', m.body, 'is_read', m.is_read, 'created', m.created) AS row
       FROM shop_chat_messages m
       JOIN shop_chats c ON c.id = m.shop_chat_id
      WHERE c.consumer_id = $1 OR c.pro_id = $1 OR m.sender_id = $1
      ORDER BY m.shop_chat_id, m.id`,
    userId,
  );
}

export function reviewsWritten(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT to_jsonb(v) || jsonb_build_object('pro_business_name_zh', s.business_name_zh, 'pro_business_name_en', s.business_name_en) AS row
       FROM reviews v JOIN quote_services s ON s.quote_service_id = v.quote_service_id
      WHERE v.user_id = $1 ORDER BY v.id`,
    userId,
  );
}

/** Reviews of the user's services, without the reviewers' account ids or devices. */
export function reviewsReceived(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT to_jsonb(v) - 'user_id' - 'device_id' AS row
       FROM reviews v JOIN quote_services s ON s.quote_service_id = v.quote_service_id
      WHERE s.user_id = $1 ORDER BY v.id`,
    userId,
  );
}

/** The user's services with everything shown on them. */
export function services(q: Queryable, userId: number): Promise<Json[]> {
  const children = (table: string, order: string) =>
    `COALESCE((SELECT jsonb_agg(to_jsonb(x) ORDER BY ${order}) FROM ${table} x WHERE x.quote_service_id = s.quote_service_id), '[]'::jsonb)`;
  return list(
    q,
    `SELECT to_jsonb(s) || jsonb_build_object(
              'categories', COALESCE((SELECT jsonb_agg(to_jsonb(sc) || jsonb_build_object('slug', c.slug, 'name_en', c.name_en) ORDER BY c.slug)
                                        FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                                       WHERE sc.quote_service_id = s.quote_service_id), '[]'::jsonb),
              'areas', COALESCE((SELECT jsonb_agg(d.slug ORDER BY d.slug) FROM service_areas a JOIN districts d ON d.id = a.district_id
                                  WHERE a.quote_service_id = s.quote_service_id), '[]'::jsonb),
              'faqs', ${children('service_faqs', 'x.display_order, x.id')},
              'pause_events', ${children('service_pause_events', 'x.begin_time')},
              'media', ${children('service_media', 'x.display_order, x.id')},
              'certificates', COALESCE((SELECT jsonb_agg(to_jsonb(x) - 'reviewed_by' ORDER BY x.service_certificate_id)
                                         FROM service_certificates x WHERE x.quote_service_id = s.quote_service_id), '[]'::jsonb),
              'external_review_links', ${children('service_external_review_links', 'x.id')}) AS row
       FROM quote_services s WHERE s.user_id = $1 ORDER BY s.quote_service_id`,
    userId,
  );
}

type OwnTable = 'wallet_transactions' | 'payment_orders' | 'saved_cards' | 'activities' | 'notifications' | 'identity_verifications';

/** Every column of the user's rows in `table` but the internal ones in `hidden`, oldest first (nothing joined). */
function ownRows(q: Queryable, table: OwnTable, userId: number, hidden: string[] = []): Promise<Json[]> {
  const minus = hidden.map((column) => ` - '${column}'`).join('');
  return list(q, `SELECT to_jsonb(x)${minus} AS row FROM ${table} x WHERE x.user_id = $1 ORDER BY x.id`, userId);
}

export const ledger = (q: Queryable, userId: number) => ownRows(q, 'wallet_transactions', userId, ['idempotency_key']);
export const paymentOrders = (q: Queryable, userId: number) =>
  ownRows(q, 'payment_orders', userId, ['checkout_url', 'idempotency_key', 'provider_ref']);
export const savedCards = (q: Queryable, userId: number) => ownRows(q, 'saved_cards', userId);
export const activities = (q: Queryable, userId: number) => ownRows(q, 'activities', userId);
export const notifications = (q: Queryable, userId: number) => ownRows(q, 'notifications', userId);

/** Uploaded files (their storage names and digests stay internal; the service adds each file's URL). */
export function uploads(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT jsonb_build_object('id', a.id, 'file_name', a.file_name, 'mime', a.mime, 'size', a.size, 'width', a.width,
              'height', a.height, 'created', a.created) AS row
       FROM attachments a WHERE a.user_id = $1 ORDER BY a.id`,
    userId,
  );
}

export const identityVerifications = (q: Queryable, userId: number) => ownRows(q, 'identity_verifications', userId, ['reviewed_by']);

/** Referrals made (without the referred people's devices and addresses) and the one that brought this user in. */
export function referrals(q: Queryable, userId: number): Promise<Json[]> {
  return list(
    q,
    `SELECT jsonb_build_object('role', 'referrer', 'id', r.id, 'status', r.status, 'refused_reason', r.refused_reason,
              'reward_trigger', r.reward_trigger, 'reward_amount', r.reward_amount, 'rewarded_at', r.rewarded_at, 'created', r.created) AS row
       FROM referrals r WHERE r.referrer_id = $1
     UNION ALL
     SELECT jsonb_build_object('role', 'referred', 'id', r.id, 'status', r.status, 'device_id', r.device_id, 'ip', r.ip,
              'created', r.created) AS row
       FROM referrals r WHERE r.referred_id = $1`,
    userId,
  );
}

/** Every row of `table` whose `column` is the user (identifiers come from the personal data map, never from input). */
export function rowsOf(q: Queryable, table: string, column: string, userId: number): Promise<Json[]> {
  return list(q, `SELECT to_jsonb(x) AS row FROM ${table} x WHERE x.${column} = $1 ORDER BY 1`, userId);
}

/** Whether a table exists (optional tables of the map). */
export async function tableExists(q: Queryable, table: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  return rows[0]?.ok ?? false;
}
