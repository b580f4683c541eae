/** POST /api/users/delete (SPEC §7; PDPO): confirmed deletion, what is erased, what is kept, and the refusals. */
import fs from 'node:fs';
import path from 'node:path';
import { DELETED_USER_NAME } from '@shared/domain/privacy';
import { privacyContract } from '@shared/api/privacy.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { PNG_1PX } from '../../test/images';
import { bidFor, createCatalog, createConsumer, createPro, postRequest, quotedLead } from '../../test/fixtures';
import { setUpTestContext, signUp, TEST_PASSWORD, type TestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';
import { outboxMails, outboxSms } from '../../test/outbox';

const ctx = setUpTestContext();

type Agent = ReturnType<TestContext['agent']>;
const byPassword = (extra: Record<string, unknown> = {}) => ({ method: 'password', password: TEST_PASSWORD, ...extra });
const del = (agent: Agent, body: Record<string, unknown>) =>
  api(agent).call(privacyContract.deleteAccount).set('Accept-Language', 'en').send(body);
const userRow = (id: number) => ctx.deps.db.one('SELECT * FROM users WHERE id = $1', [id]);

/** A consumer's open request quoted by a pro (whose wallet pays the fee) and a review the consumer wrote. */
async function marketplace() {
  const { cat, pro, consumer, requestId, bidId } = await quotedLead(ctx);
  await ctx.deps.db.query(
    `INSERT INTO reviews (quote_service_id, quote_bid_id, user_id, reviewer_name, score, note) VALUES ($1, $2, $3, '陳大文', 5, 'Fixed it fast')`,
    [pro.serviceId, bidId, consumer.user.id],
  );
  return { cat, pro, consumer, requestId, bidId };
}

const mails = (tag: string) => outboxMails(ctx.dataDir, tag);
const lastSms = () => outboxSms(ctx.dataDir).at(-1)!;

describe(`${endpointTitle(privacyContract.deleteAccount)}: refusals`, () => {
  it('when a visitor calls, then 401', async () => {
    expect((await api(ctx.sifu.handler).call(privacyContract.deleteAccount, { body: byPassword() })).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(privacyContract.deletionPreview)).status).toBe(401);
  });

  it('when the password is wrong, then 400 with a field error and nothing changes', async () => {
    const u = await signUp(ctx);
    const res = await del(u.agent, byPassword({ password: 'Not-my-password-1' }));
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.password).toBe('Your current password is not correct');
    expect(await userRow(u.user.id)).toMatchObject({ username: u.username, deleted_at: null });
    expect((await api(u.agent).call(accountsContract.me)).status).toBe(200);
  });

  it('when the body lacks what the method needs, then 400 with the missing fields', async () => {
    const u = await signUp(ctx);
    const res = await del(u.agent, { method: 'phone' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['hash', 'otp']);
    expect((await del(u.agent, { method: 'telepathy' })).status).toBe(400);
  });

  it('when the wallet holds purchased credit and forfeiting is not ticked, then 409 with the amounts and nothing changes', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat, { balance: 300 });
    const preview = await api(pro.agent).call(privacyContract.deletionPreview);
    expect(preview.body.data).toMatchObject({
      balance: 300,
      paid_balance: 300,
      free_balance: 0,
      public_services: 1,
      methods: ['password', 'email'],
    });
    const res = await del(pro.agent, byPassword());
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'paid_balance_remaining',
      details: { paid_balance: 300, fields: { forfeit_balance: expect.any(String) } },
    });
    expect(res.body.error.message).toContain('HK$300');
    expect(await ctx.deps.db.one('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id])).toEqual({ balance: 300 });
    expect(await userRow(pro.user.id)).toMatchObject({ deleted_at: null });
  });
});

describe(`${endpointTitle(privacyContract.deleteAccount)}: the deletion`, () => {
  it('when confirmed with the password, then sessions end (old cookie 403), logins fail, personal data is gone and the request is closed', async () => {
    const { consumer, requestId, bidId } = await marketplace();
    const second = ctx.agent();
    const login = await api(second).call(accountsContract.login, { body: { username: consumer.username, passwd: TEST_PASSWORD } });
    const oldToken = /session_token=([^;]+)/.exec(([] as string[]).concat(login.headers['set-cookie']).join(';'))![1];
    const res = await del(consumer.agent, byPassword());
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: true, redirect: '/' });
    // This browser's cookie is cleared; the other browser's cookie, and the old token however sent, are refused like an expired session.
    expect(([] as string[]).concat(res.headers['set-cookie']).join(';')).toMatch(/session_token=;/);
    expect((await api(consumer.agent).call(accountsContract.me)).status).toBe(401);
    for (const call of [
      api(second).call(accountsContract.me),
      api(ctx.sifu.handler).call(accountsContract.me).set('Cookie', `session_token=${oldToken}`),
    ]) {
      const me = await call;
      expect(me.status).toBe(403);
      expect(me.body.error.code).toBe('invalid_token');
    }
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [consumer.user.id])).toEqual({ n: 0 });
    for (const login of [consumer.username, `${consumer.username}@example.com`, `deleted-${consumer.user.id}`]) {
      expect((await api(ctx.sifu.handler).call(accountsContract.login, { body: { username: login, passwd: TEST_PASSWORD } })).status).toBe(
        401,
      );
    }
    expect(await userRow(consumer.user.id)).toMatchObject({
      username: `deleted-${consumer.user.id}`,
      email: `deleted-${consumer.user.id}@invalid`,
      first_name: '',
      last_name: '',
      address: '',
      phone: null,
      is_phone_confirmed: false,
      device_id: null,
      deleted_at: expect.any(Date),
    });
    expect(await ctx.deps.db.one('SELECT is_closed FROM quote_requests WHERE quote_request_id = $1', [requestId])).toEqual({
      is_closed: true,
    });
    expect(await ctx.deps.db.one('SELECT quote_status_id FROM quote_bids WHERE quote_bid_id = $1', [bidId])).toEqual({
      quote_status_id: 9,
    });
    await ctx.deps.background!.idle();
    expect(mails('account_deleted').filter((m) => m.to === `${consumer.username}@example.com`)).toHaveLength(1);
  });

  it('when deleted, then the review stays with the author shown as a deleted user and the username and e-mail can be registered again', async () => {
    const { consumer, pro, bidId } = await marketplace();
    expect((await del(consumer.agent, byPassword())).status).toBe(200);
    expect(await ctx.deps.db.one('SELECT reviewer_name, user_id, note FROM reviews WHERE quote_bid_id = $1', [bidId])).toEqual({
      reviewer_name: DELETED_USER_NAME,
      user_id: consumer.user.id,
      note: 'Fixed it fast',
    });
    const publicReviews = await api(ctx.sifu.handler).call(reviewsContract.serviceReviews, { params: { id: pro.serviceId } });
    expect(publicReviews.status).toBe(200);
    expect(JSON.stringify(publicReviews.body)).toContain(DELETED_USER_NAME);
    expect(JSON.stringify(publicReviews.body)).not.toContain('陳大文');
    const again = await api(ctx.sifu.handler).call(accountsContract.register, {
      body: { username: consumer.username, email: `${consumer.username}@example.com`, passwd: TEST_PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).not.toBe(consumer.user.id);
  });

  it('when deleted, then messages to support, staff roles and hidden reviews go, and the staff’s tickets of kept records stay without the user’s words', async () => {
    const { consumer, pro, bidId } = await marketplace();
    const db = ctx.deps.db;
    const uid = consumer.user.id;
    const ticket = async (queue: string, subjectId: number) =>
      (await db.one<{ id: string }>(
        `INSERT INTO ops_tickets (queue, subject_type, subject_id, user_id, email, summary) VALUES ($1, $1, $2, $3, 'me@example.com', 'Where is my refund') RETURNING id`,
        [queue, subjectId, uid],
      ))!;
    const contact = await ticket('contact', 900001);
    const refund = await ticket('refunds', 900002);
    await ticket('verifications', 900003);
    for (const t of [contact, refund]) {
      await db.query(`INSERT INTO ops_ticket_messages (ticket_id, author_id, from_staff, body) VALUES ($1, $2, false, 'My words')`, [
        t.id,
        uid,
      ]);
      await db.query(`INSERT INTO ops_ticket_messages (ticket_id, author_id, from_staff, body) VALUES ($1, $2, true, 'Staff reply')`, [
        t.id,
        pro.user.id,
      ]);
    }
    await db.query(`INSERT INTO staff_roles (user_id, role) VALUES ($1, 'support')`, [uid]);
    await db.query(
      `WITH moved AS (DELETE FROM reviews WHERE quote_bid_id = $1 RETURNING *)
       INSERT INTO hidden_reviews (review_id, quote_service_id, quote_bid_id, user_id, review, reason)
       SELECT id, quote_service_id, quote_bid_id, user_id, to_jsonb(moved), 'rude' FROM moved`,
      [bidId],
    );

    expect((await del(consumer.agent, byPassword())).status).toBe(200);

    const tickets = await db.many('SELECT queue, email, status, resolution FROM ops_tickets WHERE user_id = $1 ORDER BY queue', [uid]);
    expect(tickets).toEqual([
      { queue: 'refunds', email: null, status: 'open', resolution: null },
      { queue: 'verifications', email: null, status: 'closed', resolution: 'account_deleted' },
    ]);
    expect(
      await db.many('SELECT ticket_id, from_staff, body FROM ops_ticket_messages WHERE ticket_id = ANY($1::bigint[])', [
        [contact.id, refund.id],
      ]),
    ).toEqual([{ ticket_id: refund.id, from_staff: true, body: 'Staff reply' }]);
    expect(await db.many('SELECT * FROM staff_roles WHERE user_id = $1', [uid])).toEqual([]);
    expect(await db.many('SELECT * FROM hidden_reviews WHERE user_id = $1', [uid])).toEqual([]);
  });

  it('when a pro with purchased credit forfeits it, then the ledger keeps every row plus one closing row, and the service and open leads are withdrawn', async () => {
    const { pro, bidId, cat } = await marketplace();
    const consumer2 = await createConsumer(ctx);
    const lead = bidFor((await postRequest(ctx, consumer2, cat)).bids, pro.serviceId);
    const before = await ctx.deps.db.many('SELECT id, amount FROM wallet_transactions WHERE user_id = $1 ORDER BY id', [pro.user.id]);
    expect(before.length).toBeGreaterThan(0);
    const res = await del(pro.agent, byPassword({ forfeit_balance: true }));
    expect(res.status).toBe(200);
    const after = await ctx.deps.db.many(
      'SELECT id, amount, type, description, balance_after FROM wallet_transactions WHERE user_id = $1 ORDER BY id',
      [pro.user.id],
    );
    expect(after.slice(0, before.length).map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({ type: 39, amount: -(500 - cat.fee), description: 'account_deleted', balance_after: 0 }),
    ]);
    expect(await ctx.deps.db.one('SELECT balance FROM wallets WHERE user_id = $1', [pro.user.id])).toEqual({ balance: 0 });
    expect(
      await ctx.deps.db.one('SELECT is_public, is_archived, phone FROM quote_services WHERE quote_service_id = $1', [pro.serviceId]),
    ).toEqual({
      is_public: false,
      is_archived: true,
      phone: null,
    });
    const bids = await ctx.deps.db.many(
      'SELECT quote_bid_id, quote_status_id FROM quote_bids WHERE quote_bid_id = ANY($1) ORDER BY quote_bid_id',
      [[bidId, lead]],
    );
    expect(bids).toEqual([
      { quote_bid_id: bidId, quote_status_id: 9 },
      { quote_bid_id: lead, quote_status_id: 6 },
    ]);
  });

  it('when the wallet holds only free credit, then no forfeit is needed and the free credit lapses with the closing row', async () => {
    const pro = await signUp(ctx, 'pro');
    expect((await api(pro.agent).call(privacyContract.deletionPreview)).body.data).toMatchObject({
      balance: 200,
      paid_balance: 0,
      free_balance: 200,
    });
    expect((await del(pro.agent, byPassword())).status).toBe(200);
    expect(
      await ctx.deps.db.many(
        `SELECT amount, balance_after FROM wallet_transactions WHERE user_id = $1 AND description = 'account_deleted'`,
        [pro.user.id],
      ),
    ).toEqual([{ amount: -200, balance_after: 0 }]);
    expect(await ctx.deps.db.one('SELECT sum(remaining)::int AS left FROM credit_grants WHERE user_id = $1', [pro.user.id])).toEqual({
      left: 0,
    });
  });

  it('when the same account is deleted twice at once, then exactly one call succeeds and the wallet is closed once', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat, { balance: 120 });
    const results = await Promise.all([
      del(pro.agent, byPassword({ forfeit_balance: true })),
      del(pro.agent, byPassword({ forfeit_balance: true })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(
      await ctx.deps.db.one(`SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1 AND description = 'account_deleted'`, [
        pro.user.id,
      ]),
    ).toEqual({ n: 1 });
  });

  it('when the user uploaded a file, then its row and its stored file are deleted', async () => {
    const u = await signUp(ctx);
    const up = await api(u.agent).call(attachmentsContract.upload).attach('file', PNG_1PX, 'me.png');
    expect(up.status).toBe(200);
    const row = await ctx.deps.db.one<{ storage_name: string }>('SELECT storage_name FROM attachments WHERE user_id = $1', [u.user.id]);
    const file = path.join(ctx.dataDir, 'uploads', row!.storage_name);
    expect(fs.existsSync(file)).toBe(true);
    expect((await del(u.agent, byPassword())).status).toBe(200);
    await ctx.deps.background!.idle();
    expect(fs.existsSync(file)).toBe(false);
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM attachments WHERE user_id = $1', [u.user.id])).toEqual({ n: 0 });
  });
});

describe(`${endpointTitle(privacyContract.deleteAccount)}: confirming with a code`, () => {
  it('when an e-mailed code is used, then a wrong one is refused (422), an old one is refused, and the latest one deletes', async () => {
    const u = await signUp(ctx);
    const email = `${u.username}@example.com`;
    const codeOf = () =>
      /\b(\d{6})\b/.exec(
        mails('account_deletion_code')
          .filter((m) => m.to === email)
          .at(-1)!.body,
      )![1];
    const sent = await api(u.agent).call(privacyContract.sendDeletionCode);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: true, expires_in: 900 });
    const first = codeOf();
    await api(u.agent).call(privacyContract.sendDeletionCode);
    const latest = codeOf();
    if (first !== latest) expect((await del(u.agent, { method: 'email', email_code: first })).status).toBe(422);
    const wrong = latest === '000000' ? '111111' : '000000';
    const refused = await del(u.agent, { method: 'email', email_code: wrong });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'deletion_code_invalid', details: { fields: { email_code: expect.any(String) } } });
    expect((await del(u.agent, { method: 'email', email_code: latest })).status).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ deleted_at: expect.any(Date) });
    expect(await ctx.deps.db.one('SELECT count(*)::int AS n FROM account_deletion_codes WHERE user_id = $1', [u.user.id])).toEqual({
      n: 0,
    });
  });

  it('when the e-mailed code has expired, then 422 deletion_code_expired', async () => {
    const u = await signUp(ctx);
    await api(u.agent).call(privacyContract.sendDeletionCode);
    const code = /\b(\d{6})\b/.exec(
      mails('account_deletion_code')
        .filter((m) => m.to === `${u.username}@example.com`)
        .at(-1)!.body,
    )![1];
    await ctx.deps.db.query(`UPDATE account_deletion_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.user.id]);
    const res = await del(u.agent, { method: 'email', email_code: code });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('deletion_code_expired');
    expect(res.body.error.details.fields.email_code).toBe('That code has expired. Send a new one.');
  });

  it('when a phone code sent to the confirmed phone is used, then the account is deleted; a code for another number is refused', async () => {
    const u = await createConsumer(ctx);
    const other = await api(u.agent).call(verificationContract.sendCode, { body: { phone: '+85261230000' } });
    const otherCode = lastSms().code;
    const refused = await del(u.agent, { method: 'phone', hash: other.body.data.hash, otp: otherCode });
    expect(refused.status).toBe(422);
    expect(refused.body.error.details.fields.otp).toBeTruthy();
    const pre = await api(u.agent).call(verificationContract.sendCode, { body: { phone: '+85291234567' } });
    const res = await del(u.agent, { method: 'phone', hash: pre.body.data.hash, otp: lastSms().code });
    expect(res.status).toBe(200);
    expect(await userRow(u.user.id)).toMatchObject({ phone: null, deleted_at: expect.any(Date) });
  });

  it('when the account has no confirmed phone, then the phone method is refused and the preview does not offer it', async () => {
    const u = await signUp(ctx);
    expect((await api(u.agent).call(privacyContract.deletionPreview)).body.data).toMatchObject({
      methods: ['password', 'email'],
      phone: null,
    });
    const res = await del(u.agent, { method: 'phone', hash: 'abc', otp: '123456' });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('deletion_phone_unavailable');
  });
});
