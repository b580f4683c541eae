import { chatContract } from '@shared/api/chat.contract';
import { shopChatsContract as c } from '@shared/api/shop-chats.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { outboxMails } from '../../test/outbox';
import { publishedItem } from '../../test/shop-fixtures';
import { paidShopOrder, type Api } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);

const send = (who: Api, id: number, message: string) => who.call(c.send, { params: { id }, body: { message } });

/** A new consumer's question chat about a new pro's published item. */
async function question() {
  const item = await publishedItem(ctx, cat);
  const buyer = await createConsumer(ctx);
  const consumer = api(buyer.agent);
  const pro = api(item.pro.agent);
  const opened = await consumer.call(c.openItem, { params: { id: item.itemId } });
  expect(opened.status).toBe(200);
  return { item, buyer, consumer, pro, chatId: opened.body.data.id as number };
}

const chatNotices = (userId: number) =>
  ctx.deps.db.many<{ kind: string; role: string; chat: number }>(
    `SELECT params->>'kind' AS kind, params->>'role' AS role, (params->>'shop_chat_id')::int AS chat
       FROM notifications WHERE type = 'shop' AND params->>'event' = 'chat_message' AND user_id = $1 ORDER BY id`,
    [userId],
  );

describe('shop chats: a question about an item', () => {
  it('when a consumer asks and the pro answers, then both read the chat, the lists show it with unread counts, and reading clears them', async () => {
    const q = await question();
    const again = await q.consumer.call(c.openItem, { params: { id: q.item.itemId } });
    expect(again.body.data).toMatchObject({ id: q.chatId, kind: 'question', role: 'consumer', shop_order_id: null, unread: 0 });
    expect(again.body.data.other_user).toEqual({ id: q.item.pro.user.id, name: '測試水喉' });

    const sent = await send(q.consumer, q.chatId, '  星期六可唔可以上門？  ');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ message: '星期六可唔可以上門？', is_sender: true, is_read: false });
    await send(q.consumer, q.chatId, '我喺沙田');

    const proList = await q.pro.data(c.list, { query: { role: 'pro', kind: 'question' } });
    expect(proList).toMatchObject({ total: 1, unread_chats: 1 });
    // Before buying, the pro sees the customer's first name only.
    expect(proList.items[0]).toMatchObject({
      id: q.chatId,
      role: 'pro',
      unread: 2,
      other_user: { id: q.buyer.user.id, name: '大文' },
      item: { id: q.item.itemId, name: '冷氣清洗 2 部', for_sale: true },
      last_message: { message: '我喺沙田', is_sender: false },
    });
    const page = await q.pro.data(c.messages, { params: { id: q.chatId } });
    expect(page.messages.map((m) => [m.message, m.is_sender])).toEqual([
      ['星期六可唔可以上門？', false],
      ['我喺沙田', false],
    ]);
    expect(await q.pro.data(c.markRead, { params: { id: q.chatId } })).toEqual({ marked: 2 });
    expect((await q.pro.data(c.chat, { params: { id: q.chatId } })).unread).toBe(0);
    expect((await send(q.pro, q.chatId, '可以，朝早十點')).status).toBe(200);

    const mine = await q.consumer.data(c.list, { query: { role: 'consumer' } });
    expect(mine.items[0]).toMatchObject({ id: q.chatId, unread: 1, last_message: { message: '可以，朝早十點', is_sender: false } });
    const seen = await q.consumer.data(c.messages, { params: { id: q.chatId } });
    expect(seen.messages.map((m) => m.is_read)).toEqual([true, true, false]);
    expect(await q.pro.data(c.list, { query: { role: 'consumer' } })).toMatchObject({ total: 0 });
  });

  it('when several messages arrive unread, then the recipient hears once (in-app and e-mail), and again only after reading', async () => {
    const q = await question();
    await send(q.consumer, q.chatId, '第一句');
    await send(q.consumer, q.chatId, '第二句');
    expect(await chatNotices(q.item.pro.user.id)).toEqual([{ kind: 'question', role: 'pro', chat: q.chatId }]);
    const mails = outboxMails(ctx.dataDir, 'shop', `${q.item.pro.username}@example.com`);
    expect(mails).toHaveLength(1);
    expect(mails[0].body).toContain('有客戶查詢你嘅商品「冷氣清洗 2 部」');
    expect(mails[0].body).toContain(`/dashboard/shop?chat=${q.chatId}`);
    await q.pro.data(c.markRead, { params: { id: q.chatId } });
    await send(q.consumer, q.chatId, '第三句');
    expect(await chatNotices(q.item.pro.user.id)).toHaveLength(2);
    await send(q.pro, q.chatId, '收到');
    expect(await chatNotices(q.buyer.user.id)).toEqual([{ kind: 'question', role: 'consumer', chat: q.chatId }]);
  });

  it('when the item is not public or does not exist, then 801; the pro cannot ask (their side has no question to open)', async () => {
    const draft = await publishedItem(ctx, cat, { status: 'draft' });
    const consumer = api((await createConsumer(ctx)).agent);
    for (const id of [draft.itemId, 999_999]) {
      const res = await consumer.call(c.openItem, { params: { id } });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(801);
    }
    expect((await api(draft.pro.agent).call(c.openItem, { params: { id: draft.itemId } })).status).toBe(403);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_chats WHERE shop_item_id = $1', [draft.itemId])).toEqual({ n: 0 });
  });

  it('when another consumer or a stranger pro reaches for the question, then 801 and nothing is read or written', async () => {
    const q = await question();
    await send(q.consumer, q.chatId, '你好');
    const other = api((await createConsumer(ctx)).agent);
    const strangerPro = api((await publishedItem(ctx, cat)).pro.agent);
    for (const who of [other, strangerPro]) {
      for (const res of [
        await who.call(c.chat, { params: { id: q.chatId } }),
        await who.call(c.messages, { params: { id: q.chatId } }),
        await send(who, q.chatId, '偷睇'),
        await who.call(c.markRead, { params: { id: q.chatId } }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe(801);
      }
    }
    const rows = await ctx.deps.db.many('SELECT body, is_read FROM shop_chat_messages WHERE shop_chat_id = $1', [q.chatId]);
    expect(rows).toEqual([{ body: '你好', is_read: false }]);
  });

  it('when a message is empty or too long, then 400 and nothing is stored', async () => {
    const q = await question();
    const empty = await send(q.consumer, q.chatId, '  \n ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.code).toBe('empty_message');
    expect(empty.body.error.message).toBeTruthy();
    expect((await send(q.consumer, q.chatId, '字'.repeat(2001))).status).toBe(400);
    expect((await send(q.consumer, q.chatId, '字'.repeat(2000))).status).toBe(200);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM shop_chat_messages WHERE shop_chat_id = $1', [q.chatId])).toEqual({
      n: 1,
    });
  });

  it('when either person blocked the other, then neither can send and the chat says why; unblocking opens it again', async () => {
    const q = await question();
    await q.consumer.data(chatContract.block, { params: { userId: q.item.pro.user.id } });
    for (const who of [q.consumer, q.pro]) {
      const res = await send(who, q.chatId, '喂');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('chat_blocked');
    }
    expect(await q.consumer.data(c.chat, { params: { id: q.chatId } })).toMatchObject({ can_message: false, reason: 'blocked' });
    expect(await q.pro.data(c.chat, { params: { id: q.chatId } })).toMatchObject({ can_message: false, reason: 'blocked_by_other' });
    await q.consumer.data(chatContract.unblock, { params: { userId: q.item.pro.user.id } });
    expect((await send(q.pro, q.chatId, '喂')).status).toBe(200);
  });

  it('when a chat has more than a page of messages, then the newest page comes first and before_id pages back', async () => {
    const q = await question();
    await ctx.deps.db.query(
      `INSERT INTO shop_chat_messages (shop_chat_id, sender_id, body) SELECT $1, $2, 'm' || g FROM generate_series(1, 55) g`,
      [q.chatId, q.buyer.user.id],
    );
    const first = await q.pro.data(c.messages, { params: { id: q.chatId } });
    expect(first).toMatchObject({ has_more: true });
    expect([first.messages.length, first.messages[0].message, first.messages[49].message]).toEqual([50, 'm6', 'm55']);
    const older = await q.pro.data(c.messages, { params: { id: q.chatId }, query: { before_id: first.messages[0].id } });
    expect([older.has_more, older.messages.map((m) => m.message)]).toEqual([false, ['m1', 'm2', 'm3', 'm4', 'm5']]);
  });
});

describe('shop chats: an order', () => {
  it('when either side opens the order chat, then it is one chat they both write in, and the pro sees the full name', async () => {
    const o = await paidShopOrder(ctx, cat);
    const a = await o.consumer.data(c.openOrder, { params: { id: o.orderId } });
    const b = await o.pro.data(c.openOrder, { params: { id: o.orderId } });
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ kind: 'order', role: 'consumer', shop_order_id: o.orderId, other_user: { name: '測試水喉' } });
    expect(b).toMatchObject({ kind: 'order', role: 'pro', other_user: { id: o.buyer.user.id, name: '陳大文' } });
    await send(o.pro, a.id, '聽日十點到');
    await send(o.consumer, a.id, '好，多謝');
    const msgs = await o.consumer.data(c.messages, { params: { id: a.id } });
    expect(msgs.messages.map((m) => [m.message, m.is_sender])).toEqual([
      ['聽日十點到', false],
      ['好，多謝', true],
    ]);
    const proOrders = await o.pro.data(c.list, { query: { role: 'pro', kind: 'order' } });
    expect(proOrders.items.map((x) => [x.id, x.unread])).toEqual([[a.id, 1]]);
    expect(await o.pro.data(c.list, { query: { role: 'pro', kind: 'question' } })).toMatchObject({ total: 0 });
    expect(await chatNotices(o.buyer.user.id)).toEqual([{ kind: 'order', role: 'consumer', chat: a.id }]);
    const mails = outboxMails(ctx.dataDir, 'shop', `${o.buyer.username}@example.com`).filter((m) => m.body.includes('傳咗訊息'));
    expect(mails[0].body).toContain(`/dashboard/shop-consumer/order/${o.orderId}`);
  });

  it('when someone not of the order opens or reads its chat, then 840; an order that does not exist is 840 too', async () => {
    const o = await paidShopOrder(ctx, cat);
    const chat = await o.consumer.data(c.openOrder, { params: { id: o.orderId } });
    const other = api((await createConsumer(ctx)).agent);
    const strangerPro = api((await publishedItem(ctx, cat)).pro.agent);
    for (const res of [
      await other.call(c.openOrder, { params: { id: o.orderId } }),
      await strangerPro.call(c.openOrder, { params: { id: o.orderId } }),
      await o.consumer.call(c.openOrder, { params: { id: 999_999 } }),
      await other.call(c.chat, { params: { id: chat.id } }),
      await strangerPro.call(c.messages, { params: { id: chat.id } }),
      await send(other, chat.id, '你好'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe(840);
    }
  });
});

describe('shop chats: realtime', () => {
  it('when a message is sent, then both people get shop_message after it commits, each from their side; reading tells the sender', async () => {
    const q = await question();
    const events: Array<{ userIds: number[]; event: Record<string, unknown> }> = [];
    const stop = ctx.deps.realtime.subscribe((userIds, event) => {
      if (String(event.type).startsWith('shop_')) events.push({ userIds, event });
    });
    try {
      const sent = await send(q.consumer, q.chatId, '有冇現貨？');
      await q.pro.data(c.markRead, { params: { id: q.chatId } });
      await new Promise((r) => setTimeout(r, 50));
      const toPro = events.find((e) => e.event.type === 'shop_message' && e.userIds.includes(q.item.pro.user.id));
      expect(toPro?.event).toEqual({
        type: 'shop_message',
        shop_chat_id: q.chatId,
        message: expect.objectContaining({ id: sent.body.data.id, message: '有冇現貨？', is_sender: false }),
      });
      const toMe = events.find((e) => e.event.type === 'shop_message' && e.userIds.includes(q.buyer.user.id));
      expect(toMe?.event.message).toMatchObject({ is_sender: true });
      const read = events.find((e) => e.event.type === 'shop_chat_read');
      expect(read?.userIds).toContain(q.buyer.user.id);
    } finally {
      stop();
    }
  });
});

describe.each(['shop=true,nshop=false', 'shop=false,nshop=true'])('shop chats with %s', (flags) => {
  const off = setUpTestContext({ env: { FEATURE_FLAGS: flags } });
  const offCat = setUpCatalog(off);

  it('when any chat call is made, then 404 and nothing is stored', async () => {
    const item = await publishedItem(off, offCat);
    const consumer = api((await createConsumer(off)).agent);
    for (const res of await Promise.all([
      consumer.call(c.openItem, { params: { id: item.itemId } }),
      consumer.call(c.openOrder, { params: { id: 1 } }),
      consumer.call(c.list, { query: { role: 'consumer' } }),
      consumer.call(c.chat, { params: { id: 1 } }),
      consumer.call(c.messages, { params: { id: 1 } }),
      consumer.call(c.send, { params: { id: 1 }, body: { message: 'hi' } }),
      consumer.call(c.markRead, { params: { id: 1 } }),
    ]))
      expect(res.status).toBe(404);
    expect(await off.deps.db.one('SELECT count(*)::int AS n FROM shop_chats')).toEqual({ n: 0 });
  });
});
