/** GET /api/users/export ("download my data", PDPO data access): complete for the caller, nothing of anyone else's, no secrets. */
import { SESSION_COOKIE } from '@shared/domain/limits';
import { chatContract } from '@shared/api/chat.contract';
import { contentContract } from '@shared/api/content.contract';
import { privacyContract } from '@shared/api/privacy.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, createConsumer, quotedLead } from '../../test/fixtures';
import { publishedItem } from '../../test/shop-fixtures';
import { hashToken } from '../../middleware/session';
import { EXPORT_FORMAT } from './privacy-export.service';
import { PERSONAL_DATA, SECRET_COLUMN } from './personal-data-map';
import { api, endpointTitle } from '../../test/api';
import { FILE_CSP } from '../../lib/file-response';

const ctx = setUpTestContext();

type Agent = ReturnType<TestContext['agent']>;

/** A consumer's request answered by a pro's quote (a fee in the pro's ledger) and a chat message each way. */
async function quotedRequest() {
  const { cat, pro, consumer, requestId, bidId } = await quotedLead(ctx, {
    price: 900,
    request: { description: 'Leaking pipe under the kitchen sink' },
  });
  expect(
    (await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: 'Can you come on Monday?' } })).status,
  ).toBe(200);
  expect((await api(pro.agent).call(chatContract.send, { params: { bidId }, body: { message: 'Yes, 10am works' } })).status).toBe(200);
  return { cat, pro, consumer, requestId, bidId };
}

async function exportOf(agent: Agent) {
  const res = await api(agent).call(privacyContract.exportData);
  expect(res.status).toBe(200);
  return { res, data: res.body as Record<string, unknown> & Record<string, Array<Record<string, unknown>>> };
}

function keysDeep(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysDeep(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.push(k);
      keysDeep(v, out);
    }
  }
  return out;
}

describe(endpointTitle(privacyContract.exportData), () => {
  it('when a visitor asks, then 401 and no file', async () => {
    const res = await api(ctx.sifu.handler).call(privacyContract.exportData);
    expect(res.status).toBe(401);
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('when the consumer downloads, then the file is an uncached JSON attachment with the account, the request, its quote and the messages', async () => {
    const { consumer, requestId, bidId } = await quotedRequest();
    const { res, data } = await exportOf(consumer.agent);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="sifu-data-${consumer.username}-\\d{8}\\.json"; filename\\*=UTF-8''sifu-data-`),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-security-policy']).toBe(FILE_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(data.about).toMatchObject({ format: EXPORT_FORMAT, version: 1, user_id: consumer.user.id });
    expect(data.account).toMatchObject({ id: consumer.user.id, username: consumer.username, email: `${consumer.username}@example.com` });
    expect(data.profile).toMatchObject({ first_name: '大文', last_name: '陳', phone: '+85291234567', is_phone_confirmed: true });
    expect(data.requests).toHaveLength(1);
    const req = data.requests[0];
    expect(req).toMatchObject({ quote_request_id: requestId, description: 'Leaking pipe under the kitchen sink' });
    expect(req.quotes_received).toEqual([
      expect.objectContaining({ quote_bid_id: bidId, flat_rate_at: 900, pro_business_name_en: 'Test Plumbing' }),
    ]);
    expect(data.messages.map((m) => [m.body, m.from_me])).toEqual([
      ['Can you come on Monday?', true],
      ['Yes, 10am works', false],
    ]);
    expect(data.sessions).toEqual([expect.objectContaining({ created: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) })]);
  });

  it('when the pro downloads, then the bid, the quote fee in the ledger, the service and its received messages are there', async () => {
    const { pro, bidId, cat } = await quotedRequest();
    const { data } = await exportOf(pro.agent);
    expect(data.bids).toEqual([expect.objectContaining({ quote_bid_id: bidId, flat_rate_at: 900, quote_fee_charged: cat.fee })]);
    const wallet = data.wallet as unknown as { balance: number; ledger: Array<Record<string, unknown>> };
    expect(wallet.ledger).toEqual(expect.arrayContaining([expect.objectContaining({ type: 14, amount: -cat.fee, quote_bid_id: bidId })]));
    expect(wallet.balance).toBe(500 - cat.fee);
    expect(data.services).toEqual([expect.objectContaining({ quote_service_id: pro.serviceId, business_name_en: 'Test Plumbing' })]);
    expect(data.services[0].categories).toEqual([expect.objectContaining({ quote_category_id: cat.categoryId })]);
    expect(data.messages.map((m) => m.from_me)).toEqual([false, true]);
  });

  it('when two users have data, then neither export holds anything of the other', async () => {
    const a = await quotedRequest();
    const b = await quotedRequest();
    const { res } = await exportOf(a.consumer.agent);
    const text = res.text;
    expect(text).toContain(a.consumer.username);
    for (const other of [b.consumer.username, b.pro.username, a.pro.username]) expect(text).not.toContain(other);
    const { data } = await exportOf(a.consumer.agent);
    expect(data.requests.map((r) => r.quote_request_id)).toEqual([a.requestId]);
    expect(data.messages.every((m) => m.quote_bid_id === a.bidId)).toBe(true);
    // The pro of my request appears only as the business name I was shown, never by account.
    expect(keysDeep(data)).not.toContain('consumer_id');
  });

  it('when the user wrote to support, then their message is exported; the staff’s internal note about it is not', async () => {
    const { consumer, pro } = await quotedRequest();
    const sent = await api(consumer.agent)
      .call(contentContract.contact)
      .send({ name: 'Ada', email: 'ada@example.com', topic: 'consumer', message: 'Please check my request, the pro never came' });
    expect(sent.status).toBe(200);
    const ticket = (await ctx.deps.db.one<{ id: string }>(
      `SELECT id FROM ops_tickets WHERE subject_type = 'contact_message' AND subject_id = $1`,
      [sent.body.data.id],
    ))!;
    await ctx.deps.db.query(`INSERT INTO ops_ticket_notes (ticket_id, staff_id, body) VALUES ($1, $2, 'Internal: caller sounded upset')`, [
      ticket.id,
      pro.user.id,
    ]);
    const { res, data } = await exportOf(consumer.agent);
    expect(data.support_messages).toEqual([
      expect.objectContaining({ ticket_id: ticket.id, from_staff: false, body: 'Please check my request, the pro never came' }),
    ]);
    expect(res.text).not.toContain('Internal: caller sounded upset');
  });

  it('when the account has a password, a session, a phone code, a saved card and a reset link, then none of their secrets is in the file', async () => {
    const { consumer } = await quotedRequest();
    const db = ctx.deps.db;
    // A second sign-in whose session token is known to the test.
    const browser = ctx.agent();
    const login = await api(browser).call(accountsContract.login, { body: { username: consumer.username, passwd: consumer.password } });
    const token = /session_token=([^;]+)/.exec(([] as string[]).concat(login.headers['set-cookie']).join(';'))?.[1];
    expect(token).toBeTruthy();
    await api(consumer.agent).call(verificationContract.sendCode, { body: { phone: '+85261234567' } });
    await db.query(
      `INSERT INTO saved_cards (user_id, provider, token, card_info) VALUES ($1, 'sandbox', 'tok_secret_card_123', 'visa|x|4242')`,
      [consumer.user.id],
    );
    await db.query(
      `INSERT INTO password_resets (user_id, token_hash, expires_at, requested_ip) VALUES ($1, 'reset_hash_secret_abc', now() + interval '1 hour', '203.0.113.9')`,
      [consumer.user.id],
    );
    const secrets = await db.one<{ passwd_hash: string; otp_hash: string; hash: string; public_hash: string; token_hash: string }>(
      `SELECT u.passwd_hash, p.otp_hash, p.hash, r.public_hash, s.token_hash
         FROM users u JOIN phone_verifications p ON p.user_id = u.id JOIN quote_requests r ON r.user_id = u.id
         JOIN sessions s ON s.user_id = u.id WHERE u.id = $1 LIMIT 1`,
      [consumer.user.id],
    );
    const { res, data } = await exportOf(browser);
    const hidden = [...Object.values(secrets!), token!, hashToken(token!), 'tok_secret_card_123', 'reset_hash_secret_abc'];
    for (const secret of hidden) expect(res.text).not.toContain(secret);
    expect(keysDeep(data).filter((k) => SECRET_COLUMN.test(k))).toEqual([]);
    expect(data.saved_cards).toEqual([expect.objectContaining({ card_info: 'visa|x|4242' })]);
    expect(data.phone_verifications).toEqual([expect.objectContaining({ phone: '+85261234567' })]);
    expect(data.recovery_requests).toEqual([expect.objectContaining({ requested_ip: '203.0.113.9' })]);
  });

  it('when a consumer asked about a shop item and the pro answered, then both exports hold both messages, marked as theirs or not', async () => {
    const cat = await createCatalog(ctx);
    const item = await publishedItem(ctx, cat);
    const consumer = await createConsumer(ctx);
    const chat = await ctx.deps.db.one<{ id: number }>(
      'INSERT INTO shop_chats (shop_item_id, consumer_id, pro_id, last_message_at) VALUES ($1, $2, $3, now()) RETURNING id',
      [item.itemId, consumer.user.id, item.pro.user.id],
    );
    await ctx.deps.db.query(
      `INSERT INTO shop_chat_messages (shop_chat_id, sender_id, body) VALUES ($1, $2, '可唔可以星期六嚟？'), ($1, $3, '星期六下晝得')`,
      [chat!.id, consumer.user.id, item.pro.user.id],
    );
    const mine = (data: Record<string, Array<Record<string, unknown>>>) =>
      data.shop_chat_messages.map((m) => [m.body, m.from_me, m.shop_item_id]);
    expect(mine((await exportOf(consumer.agent)).data)).toEqual([
      ['可唔可以星期六嚟？', true, item.itemId],
      ['星期六下晝得', false, item.itemId],
    ]);
    expect(mine((await exportOf(item.pro.agent)).data)).toEqual([
      ['可唔可以星期六嚟？', false, item.itemId],
      ['星期六下晝得', true, item.itemId],
    ]);
    const stranger = await createConsumer(ctx);
    expect((await exportOf(stranger.agent)).data.shop_chat_messages).toEqual([]);
  });

  it('when the export is read, then every section the personal data map names is in it', async () => {
    const { consumer } = await quotedRequest();
    const { data } = await exportOf(consumer.agent);
    const sections = new Set(
      Object.values(PERSONAL_DATA)
        .filter((p) => p.export && !p.optional)
        .map((p) => p.export!.section),
    );
    const missing = [...sections].filter((s) => !(s in data));
    expect(missing).toEqual([]);
  });

  it('when an unknown session token is sent, then the export is refused with 403 (the client signs out)', async () => {
    const res = await api(ctx.sifu.handler).call(privacyContract.exportData).set('Cookie', `${SESSION_COOKIE}=not-a-session`);
    expect(res.status).toBe(403);
  });
});
