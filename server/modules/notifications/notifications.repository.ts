/** SQL on notifications, plus the unread counters shown in the header. */
import type { NotificationType } from '@shared/schemas/notifications.schema';
import type { Queryable } from '../../lib/db';
import type { MailRecipient } from '../../lib/mailer';

export interface NotificationRow {
  id: number;
  user_id: number;
  type: NotificationType;
  quote_request_id: number | null;
  quote_bid_id: number | null;
  params: Record<string, string | number | null>;
  is_read: boolean;
  created: Date;
}

export async function insert(
  q: Queryable,
  n: {
    userId: number;
    type: NotificationType;
    requestId?: number | null;
    bidId?: number | null;
    params: Record<string, string | number | null>;
  },
): Promise<NotificationRow> {
  const { rows } = await q.query<NotificationRow>(
    `INSERT INTO notifications (user_id, type, quote_request_id, quote_bid_id, params) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [n.userId, n.type, n.requestId ?? null, n.bidId ?? null, JSON.stringify(n.params)],
  );
  return rows[0];
}

export async function listPage(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<Array<NotificationRow & { total: number }>> {
  const { rows } = await q.query(
    'SELECT *, count(*) OVER () AS total FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
    [userId, limit, offset],
  );
  return rows;
}

export async function countUnread(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND NOT is_read', [
    userId,
  ]);
  return rows[0].n;
}

export async function markRead(q: Queryable, userId: number, ids: number[]): Promise<number> {
  const { rowCount } = ids.length
    ? await q.query('UPDATE notifications SET is_read = true WHERE user_id = $1 AND id = ANY($2::bigint[]) AND NOT is_read', [userId, ids])
    : await q.query('UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read', [userId]);
  return rowCount ?? 0;
}

export interface Recipient extends MailRecipient {
  id: number;
}

export async function findRecipient(q: Queryable, userId: number): Promise<Recipient | undefined> {
  // A deleted account (PDPO, privacy module) gets no more mail: its address is only a placeholder.
  const { rows } = await q.query<Recipient>(
    'SELECT id, email, language, username, first_name, last_name FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  );
  return rows[0];
}

/**
 * Header counters: unread chat messages (either side), unread leads (pro), unseen quotes (consumer), notifications.
 * Each side is its own indexed branch (requests by owner, services by owner) instead of one OR over all messages.
 */
export async function unreadCounts(
  q: Queryable,
  userId: number,
): Promise<{ unread_messages: number; unread_leads: number; unread_quotes: number; unread_notifications: number }> {
  const { rows } = await q.query(
    `WITH my_bids AS (
       SELECT b.quote_bid_id FROM quote_requests r JOIN quote_bids b ON b.quote_request_id = r.quote_request_id WHERE r.user_id = $1
       UNION
       SELECT b.quote_bid_id FROM quote_services s JOIN quote_bids b ON b.quote_service_id = s.quote_service_id WHERE s.user_id = $1
     )
     SELECT
       (SELECT count(*) FROM my_bids mb JOIN messages m ON m.quote_bid_id = mb.quote_bid_id AND NOT m.is_read AND m.sender_id <> $1)::int AS unread_messages,
       (SELECT count(*) FROM quote_services s
          JOIN quote_bids b ON b.quote_service_id = s.quote_service_id
          JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
         WHERE s.user_id = $1 AND b.quote_status_id = 1 AND NOT b.is_provider_readed AND NOT b.is_provider_archived
           AND NOT r.is_closed AND NOT r.is_archived)::int AS unread_leads,
       (SELECT count(*) FROM quote_requests r
          JOIN quote_bids b ON b.quote_request_id = r.quote_request_id
         WHERE r.user_id = $1 AND b.quote_sent_on IS NOT NULL AND b.quote_status_id <> 6 AND NOT b.is_requestor_readed
           AND NOT r.is_archived)::int AS unread_quotes,
       (SELECT count(*) FROM notifications n WHERE n.user_id = $1 AND NOT n.is_read)::int AS unread_notifications`,
    [userId],
  );
  return rows[0];
}

/**
 * The user's stored channel choice for a notification type (users.notification_settings, or null) and, unless the
 * account was deleted, where its e-mail goes: one read inside the notifying transaction.
 */
export async function findChoiceAndRecipient(
  q: Queryable,
  userId: number,
  type: NotificationType,
): Promise<{ choice: Partial<Record<'in_app' | 'email' | 'sms', boolean>> | null; recipient: Recipient | undefined }> {
  const { rows } = await q.query<Recipient & { choice: Partial<Record<'in_app' | 'email' | 'sms', boolean>> | null; deleted: boolean }>(
    `SELECT notification_settings -> $2 AS choice, deleted_at IS NOT NULL AS deleted, id, email, language, username, first_name, last_name
       FROM users WHERE id = $1`,
    [userId, type],
  );
  const row = rows[0];
  if (!row) return { choice: null, recipient: undefined };
  const { choice, deleted, ...recipient } = row;
  return { choice: choice ?? null, recipient: deleted ? undefined : recipient };
}

/** Where an SMS goes: the user's phone, only once confirmed by OTP. */
export async function findSmsRecipient(q: Queryable, userId: number): Promise<{ phone: string; language: 'zh-HK' | 'en-HK' } | undefined> {
  const { rows } = await q.query<{ phone: string; language: 'zh-HK' | 'en-HK' }>(
    'SELECT phone, language FROM users WHERE id = $1 AND is_phone_confirmed AND phone IS NOT NULL AND deleted_at IS NULL',
    [userId],
  );
  return rows[0];
}
