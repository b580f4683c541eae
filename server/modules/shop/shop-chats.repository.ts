/**
 * SQL of shop chats (migration 0815; docs/decisions/0038): a question chat per item and consumer, a chat per order,
 * their messages, unread state and each side's list.
 */
import type { Queryable } from '../../lib/db';
import { limitOffset } from '../../lib/db';
import type { StoredVariants } from '../attachments/attachments.service';
import { many, one } from './shop-orders.sql';

export interface ShopChatRow {
  id: number;
  shop_item_id: number;
  shop_order_id: number | null;
  consumer_id: number;
  pro_id: number;
  last_message_at: Date | null;
  created: Date;
}

/** A chat with what its list entry and header show, as `viewerId` sees it. */
export interface ShopChatViewRow extends ShopChatRow {
  item_name: string;
  service_id: number;
  for_sale: boolean;
  photo_attachment_id: number | null;
  photo_width: number | null;
  photo_height: number | null;
  photo_variants: StoredVariants | null;
  username: string;
  first_name: string | null;
  last_name: string | null;
  business_name: string;
  unread: number;
  last_body: string | null;
  last_sender_id: number | null;
  last_created: Date | null;
  last_hidden_at: Date | null;
}

export async function findChat(q: Queryable, id: number): Promise<ShopChatRow | undefined> {
  return one<ShopChatRow>(q, 'SELECT * FROM shop_chats WHERE id = $1', [id]);
}

/**
 * The chat of an order or the consumer's question about an item, inserted when there is none; two opening at once
 * meet on the unique indexes and both answer the one row.
 */
export async function openChat(
  q: Queryable,
  c: { itemId: number; orderId: number | null; consumerId: number; proId: number },
): Promise<ShopChatRow> {
  const existing = () =>
    c.orderId === null
      ? one<ShopChatRow>(q, 'SELECT * FROM shop_chats WHERE shop_item_id = $1 AND consumer_id = $2 AND shop_order_id IS NULL', [
          c.itemId,
          c.consumerId,
        ])
      : one<ShopChatRow>(q, 'SELECT * FROM shop_chats WHERE shop_order_id = $1', [c.orderId]);
  const found = await existing();
  if (found) return found;
  const inserted = await one<ShopChatRow>(
    q,
    `INSERT INTO shop_chats (shop_item_id, shop_order_id, consumer_id, pro_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING *`,
    [c.itemId, c.orderId, c.consumerId, c.proId],
  );
  return inserted ?? (await existing())!;
}

const VIEW = `
  SELECT c.*, i.name AS item_name, i.quote_service_id AS service_id, (i.status = 'published') AS for_sale,
         ph.attachment_id AS photo_attachment_id, a.width AS photo_width, a.height AS photo_height, a.variants AS photo_variants,
         u.username, u.first_name, u.last_name,
         coalesce(nullif(CASE WHEN $2 = 'en' THEN s.business_name_en ELSE s.business_name_zh END, ''), s.business_name_zh, s.business_name_en, '') AS business_name,
         (SELECT count(*)::int FROM shop_chat_messages m WHERE m.shop_chat_id = c.id AND m.sender_id <> $1 AND NOT m.is_read) AS unread,
         lm.body AS last_body, lm.sender_id AS last_sender_id, lm.created AS last_created, lm.hidden_at AS last_hidden_at
    FROM shop_chats c
    JOIN shop_items i ON i.id = c.shop_item_id
    JOIN quote_services s ON s.quote_service_id = i.quote_service_id
    JOIN users u ON u.id = c.consumer_id
    LEFT JOIN LATERAL (SELECT attachment_id FROM shop_item_photos WHERE shop_item_id = i.id ORDER BY position LIMIT 1) ph ON true
    LEFT JOIN attachments a ON a.id = ph.attachment_id
    LEFT JOIN LATERAL (SELECT body, sender_id, created, hidden_at FROM shop_chat_messages WHERE shop_chat_id = c.id ORDER BY id DESC LIMIT 1) lm ON true`;

export async function chatView(q: Queryable, id: number, viewerId: number, lng: 'zh' | 'en'): Promise<ShopChatViewRow | undefined> {
  return one<ShopChatViewRow>(q, `${VIEW} WHERE c.id = $3`, [viewerId, lng, id]);
}

/** One side's chats that have messages, the latest first, and how many chats have unread messages. */
export async function listChats(
  q: Queryable,
  p: { viewerId: number; side: 'consumer' | 'pro'; kind: 'question' | 'order' | 'all'; lng: 'zh' | 'en'; limit: number; offset: number },
): Promise<{ rows: ShopChatViewRow[]; total: number; unreadChats: number }> {
  const column = p.side === 'consumer' ? 'consumer_id' : 'pro_id';
  const kind = p.kind === 'all' ? '' : p.kind === 'question' ? ' AND c.shop_order_id IS NULL' : ' AND c.shop_order_id IS NOT NULL';
  const where = `c.${column} = $1 AND c.last_message_at IS NOT NULL${kind}`;
  const rows = await many<ShopChatViewRow>(
    q,
    `${VIEW} WHERE ${where} ORDER BY c.last_message_at DESC, c.id DESC ${limitOffset(p.limit, p.offset)}`,
    [p.viewerId, p.lng],
  );
  const counts = await one<{ total: number; unread_chats: number }>(
    q,
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE EXISTS (SELECT 1 FROM shop_chat_messages m
                                            WHERE m.shop_chat_id = c.id AND m.sender_id <> $1 AND NOT m.is_read))::int AS unread_chats
       FROM shop_chats c WHERE ${where}`,
    [p.viewerId],
  );
  return { rows, total: counts?.total ?? 0, unreadChats: counts?.unread_chats ?? 0 };
}

export interface ShopChatMessageRow {
  id: number;
  shop_chat_id: number;
  sender_id: number;
  body: string;
  is_read: boolean;
  hidden_at: Date | null;
  created: Date;
}

/** Inserts a message and moves the chat up its people's lists. */
export async function insertMessage(q: Queryable, chatId: number, senderId: number, body: string): Promise<ShopChatMessageRow> {
  const m = (await one<ShopChatMessageRow>(
    q,
    'INSERT INTO shop_chat_messages (shop_chat_id, sender_id, body) VALUES ($1, $2, $3) RETURNING *',
    [chatId, senderId, body],
  ))!;
  await q.query('UPDATE shop_chats SET last_message_at = $2, modified = now() WHERE id = $1', [chatId, m.created]);
  return m;
}

/** How many messages of the chat `readerId` has not read (the other person's, unread). */
export async function unreadFor(q: Queryable, chatId: number, readerId: number): Promise<number> {
  const row = await one<{ n: number }>(
    q,
    'SELECT count(*)::int AS n FROM shop_chat_messages WHERE shop_chat_id = $1 AND sender_id <> $2 AND NOT is_read',
    [chatId, readerId],
  );
  return row?.n ?? 0;
}

/** Newest `limit` messages before `beforeId`, oldest first. */
export async function listMessages(q: Queryable, chatId: number, beforeId: number | null, limit: number): Promise<ShopChatMessageRow[]> {
  return many<ShopChatMessageRow>(
    q,
    `SELECT * FROM (SELECT * FROM shop_chat_messages WHERE shop_chat_id = $1 AND ($2::int IS NULL OR id < $2) ORDER BY id DESC LIMIT $3) x
      ORDER BY id`,
    [chatId, beforeId, limit],
  );
}

export async function markRead(q: Queryable, chatId: number, readerId: number): Promise<number> {
  const { rowCount } = await q.query(
    'UPDATE shop_chat_messages SET is_read = true WHERE shop_chat_id = $1 AND sender_id <> $2 AND NOT is_read',
    [chatId, readerId],
  );
  return rowCount ?? 0;
}
