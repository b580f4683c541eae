/** SQL on messages and chat_blocks. */
import type { Queryable } from '../../lib/db';

export interface ChatParty {
  quote_bid_id: number;
  quote_request_id: number;
  quote_status_id: number;
  quote_sent_on: Date | null;
  consumer_id: number;
  pro_id: number;
}

export async function findParty(q: Queryable, bidId: number): Promise<ChatParty | undefined> {
  const { rows } = await q.query<ChatParty>(
    `SELECT b.quote_bid_id, b.quote_request_id, b.quote_status_id, b.quote_sent_on, r.user_id AS consumer_id, s.user_id AS pro_id
       FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
       JOIN quote_services s ON s.quote_service_id = b.quote_service_id WHERE b.quote_bid_id = $1`,
    [bidId],
  );
  return rows[0];
}

/**
 * The bid's party with the block state between `userId` and the bid's other user (the consumer for its pro, the pro
 * for anyone else), in one query: sending a message reads both before it writes.
 */
export async function findPartyWithBlocks(
  q: Queryable,
  bidId: number,
  userId: number,
): Promise<(ChatParty & { is_blocked: boolean; is_blocked_by: boolean }) | undefined> {
  const { rows } = await q.query<ChatParty & { is_blocked: boolean; is_blocked_by: boolean }>(
    `SELECT p.*,
            EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = $2 AND blocked_user_id = p.other_id) AS is_blocked,
            EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = p.other_id AND blocked_user_id = $2) AS is_blocked_by
       FROM (SELECT b.quote_bid_id, b.quote_request_id, b.quote_status_id, b.quote_sent_on, r.user_id AS consumer_id, s.user_id AS pro_id,
                    CASE WHEN s.user_id = $2 THEN r.user_id ELSE s.user_id END AS other_id
               FROM quote_bids b JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
               JOIN quote_services s ON s.quote_service_id = b.quote_service_id WHERE b.quote_bid_id = $1) p`,
    [bidId, userId],
  );
  return rows[0];
}

export interface MessageRow {
  id: number;
  quote_bid_id: number;
  sender_id: number;
  body: string;
  attachments: unknown;
  is_read: boolean;
  /** Hidden by Sifu: both parties see a placeholder instead of the text and files. */
  hidden_at: Date | null;
  created: Date;
}

export async function insert(
  q: Queryable,
  m: { bidId: number; senderId: number; body: string; attachments: unknown[] },
): Promise<MessageRow> {
  const { rows } = await q.query<MessageRow>(
    'INSERT INTO messages (quote_bid_id, sender_id, body, attachments) VALUES ($1, $2, $3, $4) RETURNING *',
    [m.bidId, m.senderId, m.body, JSON.stringify(m.attachments)],
  );
  return rows[0];
}

export async function findById(q: Queryable, id: number): Promise<MessageRow | undefined> {
  const { rows } = await q.query<MessageRow>('SELECT * FROM messages WHERE id = $1', [id]);
  return rows[0];
}

/** Newest `limit` messages before `beforeId`, returned oldest first. */
export async function listPage(q: Queryable, bidId: number, beforeId: number | null, limit: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `SELECT * FROM (SELECT * FROM messages WHERE quote_bid_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $3) x ORDER BY id`,
    [bidId, beforeId, limit],
  );
  return rows;
}

export async function markRead(q: Queryable, bidId: number, readerId: number): Promise<number> {
  const { rowCount } = await q.query('UPDATE messages SET is_read = true WHERE quote_bid_id = $1 AND sender_id <> $2 AND NOT is_read', [
    bidId,
    readerId,
  ]);
  return rowCount ?? 0;
}

export async function blockState(q: Queryable, userId: number, otherId: number): Promise<{ is_blocked: boolean; is_blocked_by: boolean }> {
  const { rows } = await q.query(
    `SELECT EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = $1 AND blocked_user_id = $2) AS is_blocked,
            EXISTS (SELECT 1 FROM chat_blocks WHERE user_id = $2 AND blocked_user_id = $1) AS is_blocked_by`,
    [userId, otherId],
  );
  return rows[0];
}

export async function block(q: Queryable, userId: number, otherId: number): Promise<void> {
  await q.query('INSERT INTO chat_blocks (user_id, blocked_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, otherId]);
}

export async function unblock(q: Queryable, userId: number, otherId: number): Promise<void> {
  await q.query('DELETE FROM chat_blocks WHERE user_id = $1 AND blocked_user_id = $2', [userId, otherId]);
}

export async function userExists(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}

export async function userBrief(
  q: Queryable,
  userId: number,
): Promise<{ id: number; username: string; first_name: string; last_name: string } | undefined> {
  const { rows } = await q.query('SELECT id, username, first_name, last_name FROM users WHERE id = $1', [userId]);
  return rows[0];
}
