import { accountsContract } from '@shared/api/accounts.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { chatContract } from '@shared/api/chat.contract';
import { reportsContract } from '@shared/api/reports.contract';
import { notificationsContract } from '@shared/api/notifications.contract';
import { createConsumer, matchedLead, quotedLead } from '../../test/fixtures';
import { setUpTestContext, signUp } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';
import { PNG_1PX } from '../../test/images';

const ctx = setUpTestContext();

describe('chat per bid', () => {
  it('when both sides send messages, then status is Success, the conversation lists them oldest first with is_sender, and mark_read clears unread', async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    const sent = await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: '  你好，星期六得唔得？ ' } });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('Success');
    expect(sent.body.data).toMatchObject({ message: '你好，星期六得唔得？', is_sender: true, is_read: false });
    await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'OK, 10am' } });
    const conv = await api(pro.agent).call(chatContract.conversation, { params: { bidId } });
    expect(conv.body.data.messages.map((m: { message: string; is_sender: boolean }) => [m.message, m.is_sender])).toEqual([
      ['你好，星期六得唔得？', false],
      ['OK, 10am', true],
    ]);
    expect(conv.body.data).toMatchObject({ has_more: false, can_message: true, other_user: { id: consumer.user.id, full_name: '陳大文' } });
    expect((await api(pro.agent).call(bidsContract.unreadCount)).body.data.unread_messages).toBe(1);
    expect((await api(pro.agent).call(chatContract.markRead, { params: { bidId } })).body.data).toEqual({ marked: 1 });
    expect((await api(pro.agent).call(bidsContract.unreadCount)).body.data.unread_messages).toBe(0);
    expect(await ctx.deps.db.one(`SELECT 1 FROM activities WHERE quote_bid_id = $1 AND type = 'chat'`, [bidId])).toBeTruthy();
  });

  it("when messages arrive on a pro's and a consumer's bids, then each one's user/me unreadCount counts the other side's unread ones", async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    const me = async (agent: typeof pro.agent) => (await api(agent).call(accountsContract.me)).body.data.unreadCount;
    expect([await me(pro.agent), await me(consumer.agent)]).toEqual([0, 0]);
    await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: '一' } });
    await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: '二' } });
    await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'three' } });
    expect([await me(pro.agent), await me(consumer.agent)]).toEqual([2, 1]);
    await api(pro.agent).call(chatContract.markRead, { params: { bidId } });
    expect([await me(pro.agent), await me(consumer.agent)]).toEqual([0, 1]);
  });

  it('when the message is empty or whitespace, then 400 "empty_message" and nothing is stored', async () => {
    const { consumer, bidId } = await quotedLead(ctx);
    for (const body of [{}, { message: '   ' }]) {
      const res = await api(consumer.agent).call(chatContract.send, { params: { bidId }, body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('empty_message');
    }
    expect(await ctx.deps.db.one('SELECT 1 FROM messages WHERE quote_bid_id = $1', [bidId])).toBeUndefined();
  });

  it('when a message carries an uploaded file, then the other side can download it and a stranger cannot', async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    const res = await api(consumer.agent)
      .call(chatContract.send, { params: { bidId } })
      .field('message', '張相')
      .attach('file', PNG_1PX, 'pipe.png');
    expect(res.status).toBe(200);
    const att = res.body.data.attachments[0];
    expect(att).toMatchObject({ mime: 'image/png', file_name: 'pipe.png' });
    expect((await pro.agent.get(att.url)).status).toBe(200);
    const stranger = await signUp(ctx, 'pro');
    expect((await stranger.agent.get(att.url)).status).toBe(404);
  });

  it('when the pro has not quoted yet, then the pro cannot chat (409) and the consumer cannot even see the bid (404)', async () => {
    const { pro, consumer, bidId } = await matchedLead(ctx);
    expect((await api(pro.agent).call(chatContract.canMessage, { params: { bidId } })).body.data).toEqual({
      can_message: false,
      reason: 'not_quoted',
    });
    const res = await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'hi' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('chat_not_allowed');
    expect((await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: 'hi' } })).status).toBe(404);
  });

  it("when a stranger or a visitor uses someone else's chat, then 404 and 401", async () => {
    const { bidId } = await quotedLead(ctx);
    const stranger = await createConsumer(ctx);
    expect((await api(stranger.agent).call(chatContract.send, { params: { bidId }, body: { message: 'hi' } })).status).toBe(404);
    expect((await api(stranger.agent).call(chatContract.conversation, { params: { bidId } })).status).toBe(404);
    expect((await api(stranger.agent).call(chatContract.markRead, { params: { bidId } })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(chatContract.conversation, { params: { bidId } })).status).toBe(401);
  });

  it('when the conversation is long, then it pages backwards with before_id', async () => {
    const { pro, bidId } = await quotedLead(ctx);
    for (let i = 1; i <= 5; i++) await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: `m${i}` } });
    const last = await api(pro.agent).call(chatContract.conversation, { params: { bidId }, query: { limit: '2' } });
    expect(last.body.data.messages.map((m: { message: string }) => m.message)).toEqual(['m4', 'm5']);
    expect(last.body.data.has_more).toBe(true);
    const older = await api(pro.agent).call(chatContract.conversation, {
      params: { bidId },
      query: { limit: '2', before_id: last.body.data.messages[0].id },
    });
    expect(older.body.data.messages.map((m: { message: string }) => m.message)).toEqual(['m2', 'm3']);
  });
});

describe('blocking chat users', () => {
  it('when the consumer blocks the pro, then neither can send until unblocked, and check shows both directions', async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    const block = await api(consumer.agent).call(chatContract.block, { params: { userId: pro.user.id } });
    expect(block.body.data).toEqual({ blocked_user_id: pro.user.id, is_blocked: true, is_blocked_by: false });
    const check = await api(pro.agent).call(chatContract.checkBlock, { params: { userId: consumer.user.id } });
    expect(check.body.data).toEqual({ blocked_user_id: consumer.user.id, is_blocked: false, is_blocked_by: true });
    const res = await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'hello?' } });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('chat_blocked');
    expect((await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: 'x' } })).status).toBe(403);
    expect((await api(pro.agent).call(chatContract.canMessage, { params: { bidId } })).body.data).toEqual({
      can_message: false,
      reason: 'blocked_by_other',
    });
    await api(consumer.agent).call(chatContract.unblock, { params: { userId: pro.user.id } });
    expect((await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'hello again' } })).status).toBe(200);
  });

  it('when a user blocks themselves or an unknown user, then 400 and 404', async () => {
    const user = await signUp(ctx);
    expect((await api(user.agent).call(chatContract.block, { params: { userId: user.user.id } })).status).toBe(400);
    expect((await api(user.agent).call(chatContract.block, { params: { userId: 999999 } })).status).toBe(404);
  });
});

describe(endpointTitle(reportsContract.add), () => {
  it('when a party reports a bid with a topic and a file, then it is stored', async () => {
    const { consumer, bidId } = await quotedLead(ctx);
    const res = await api(consumer.agent)
      .call(reportsContract.add)
      .field('type', 'bid')
      .field('quote_bid_id', String(bidId))
      .field('message', 'Asked me to pay outside Sifu')
      .field('quote_report_topic_id', '1')
      .field('quote_report_sub_topic_id', '11')
      .attach('file', PNG_1PX, 'proof.png');
    expect(res.status).toBe(200);
    const row = await ctx.deps.db.one('SELECT * FROM quote_reports WHERE id = $1', [res.body.data.quote_report_id]);
    expect(row).toMatchObject({
      type: 'bid',
      quote_bid_id: bidId,
      quote_report_topic_id: 1,
      quote_report_sub_topic_id: 11,
      user_id: consumer.user.id,
    });
    expect(row!.attachments).toHaveLength(1);
  });

  it("when the topic is unknown, the id is missing, or the bid is someone else's, then 400, 400 and 404", async () => {
    const { bidId } = await quotedLead(ctx);
    const stranger = await createConsumer(ctx);
    expect(
      (await api(stranger.agent).call(reportsContract.add, { body: { type: 'bid', quote_bid_id: bidId, quote_report_topic_id: 77 } }))
        .status,
    ).toBe(400);
    expect((await api(stranger.agent).call(reportsContract.add, { body: { type: 'bid', quote_report_topic_id: 1 } })).status).toBe(400);
    expect(
      (await api(stranger.agent).call(reportsContract.add, { body: { type: 'bid', quote_bid_id: bidId, quote_report_topic_id: 1 } }))
        .status,
    ).toBe(404);
    expect(
      (await api(ctx.sifu.handler).call(reportsContract.add, { body: { type: 'bid', quote_bid_id: bidId, quote_report_topic_id: 1 } }))
        .status,
    ).toBe(401);
    expect((await api(ctx.sifu.handler).call(reportsContract.topics)).body.data[0]).toMatchObject({ id: 1, key: 'fraud' });
  });

  it('when anyone signed in reports a public service, then it is stored', async () => {
    const { pro } = await quotedLead(ctx);
    const user = await signUp(ctx);
    const res = await api(user.agent).call(reportsContract.add, {
      body: { type: 'service', quote_service_id: pro.serviceId, quote_report_topic_id: 9, message: 'fake reviews' },
    });
    expect(res.status).toBe(200);
  });
});

describe('notifications', () => {
  it('when the consumer gets a quote, then it is listed unread and mark_read clears it', async () => {
    const { consumer } = await quotedLead(ctx);
    const list = await api(consumer.agent).call(notificationsContract.list);
    expect(list.body.data).toMatchObject({ unread: 1, total: 1 });
    expect(list.body.data.items[0]).toMatchObject({ type: 'new_quote', is_read: false, params: { business_name_en: 'Test Plumbing' } });
    expect((await api(consumer.agent).call(notificationsContract.markRead, { body: { ids: [] } })).body.data).toEqual({ marked: 1 });
    expect((await api(consumer.agent).call(notificationsContract.list)).body.data.unread).toBe(0);
    expect((await api(ctx.sifu.handler).call(notificationsContract.list)).status).toBe(401);
  });
});
