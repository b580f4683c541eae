/**
 * The shop chats of the demo (docs/decisions/0038): on the demo consumer's latest open order from the demo pro,
 * the pro's message about the visit and the consumer's answer; on one of the demo pro's items the demo consumer has
 * not bought, the consumer's question and the pro's reply (unread by the consumer); and another customer's question
 * the demo pro has not read yet.
 */
import type { Tx } from '../../lib/db';
import { DEMO_CONSUMER, DEMO_PRO } from './demo-accounts';
import { MINUTE_MS } from './seed-model';

type Line = { from: 'consumer' | 'pro'; body: string; minutesAgo: number; read: boolean };

async function insertChat(
  tx: Tx,
  c: { itemId: number; orderId: number | null; consumerId: number; proId: number; now: number; lines: Line[] },
): Promise<void> {
  const first = Math.max(...c.lines.map((l) => l.minutesAgo));
  const chat = await tx.query<{ id: number }>(
    `INSERT INTO shop_chats (shop_item_id, shop_order_id, consumer_id, pro_id, created, modified)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [c.itemId, c.orderId, c.consumerId, c.proId, new Date(c.now - first * MINUTE_MS)],
  );
  const chatId = chat.rows[0]?.id;
  if (!chatId) return;
  for (const l of c.lines) {
    const at = new Date(c.now - l.minutesAgo * MINUTE_MS);
    await tx.query(`INSERT INTO shop_chat_messages (shop_chat_id, sender_id, body, is_read, created) VALUES ($1, $2, $3, $4, $5)`, [
      chatId,
      l.from === 'consumer' ? c.consumerId : c.proId,
      l.body,
      l.read,
      at,
    ]);
    await tx.query('UPDATE shop_chats SET last_message_at = $2, modified = $2 WHERE id = $1', [chatId, at]);
  }
}

export async function insertShopChatDemo(tx: Tx, now: number): Promise<number> {
  const { rows: users } = await tx.query<{ id: number; username: string }>(`SELECT id, username FROM users WHERE username = ANY($1)`, [
    [DEMO_CONSUMER.username, DEMO_PRO.username],
  ]);
  const consumerId = users.find((u) => u.username === DEMO_CONSUMER.username)?.id;
  const proId = users.find((u) => u.username === DEMO_PRO.username)?.id;
  if (!consumerId || !proId) return 0;
  let chats = 0;
  const order = await tx.query<{ id: number; shop_item_id: number }>(
    `SELECT id, shop_item_id FROM shop_orders WHERE consumer_id = $1 AND pro_id = $2 AND status IN ('paid', 'confirmed', 'complete_requested') ORDER BY created DESC LIMIT 1`,
    [consumerId, proId],
  );
  if (order.rows[0]) {
    await insertChat(tx, {
      itemId: order.rows[0].shop_item_id,
      orderId: order.rows[0].id,
      consumerId,
      proId,
      now,
      lines: [
        { from: 'pro', body: '你好！多謝你嘅訂單。我哋會準時到，請預留位置方便開工，有問題隨時話我知。', minutesAgo: 150, read: true },
        { from: 'consumer', body: '好呀，唔該晒！大廈要登記，到咗樓下打俾我就得。', minutesAgo: 120, read: true },
      ],
    });
    chats += 1;
  }
  const items = await tx.query<{ id: number }>(
    `SELECT i.id FROM shop_items i JOIN quote_services s ON s.quote_service_id = i.quote_service_id
      WHERE s.user_id = $1 AND i.status = 'published'
        AND NOT EXISTS (SELECT 1 FROM shop_orders o WHERE o.shop_item_id = i.id AND o.consumer_id = $2)
      ORDER BY i.id LIMIT 2`,
    [proId, consumerId],
  );
  const [asked, other] = items.rows;
  if (asked) {
    await insertChat(tx, {
      itemId: asked.id,
      orderId: null,
      consumerId,
      proId,
      now,
      lines: [
        { from: 'consumer', body: '請問星期六朝早得唔得閒？我住沙田。', minutesAgo: 5 * 60, read: true },
        { from: 'pro', body: '星期六朝早十點有位，沙田我哋有做，可以直接落單揀時間。', minutesAgo: 3 * 60, read: false },
      ],
    });
    chats += 1;
  }
  const otherBuyer = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE role = 'consumer' AND NOT is_operator AND email LIKE '%@demo.sifu.hk' AND id <> $1 ORDER BY id LIMIT 1`,
    [consumerId],
  );
  if ((other ?? asked) && otherBuyer.rows[0]) {
    await insertChat(tx, {
      itemId: (other ?? asked).id,
      orderId: null,
      consumerId: otherBuyer.rows[0].id,
      proId,
      now,
      lines: [{ from: 'consumer', body: '價錢包唔包材料費？', minutesAgo: 40, read: false }],
    });
    chats += 1;
  }
  return chats;
}
