import request from 'supertest';
import { urlOf } from '@shared/api/endpoint';
import { walletContract } from '@shared/api/wallet.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { endpointTitle } from '../../test/api';
import { outboxMails } from '../../test/outbox';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

const LIST = urlOf(walletContract.chargeApplications);
const APPLY = urlOf(walletContract.applyCharge);

async function insertOrder(userId: number, o: { slug?: string; amount: number; status?: string }) {
  const hash = `ord${Math.random().toString(36).slice(2, 14)}xyz`;
  const row = await ctx.deps.db.one<{ id: number }>(
    `INSERT INTO payment_orders (hash, user_id, kind, pay_type, package_id, amount, credit, status, provider, idempotency_key, paid_at)
     VALUES ($1, $2, $3, 'card', (SELECT id FROM credit_packages WHERE slug = $4), $5, $5, 'pending', 'sandbox', $1,
             CASE WHEN $6 = 'paid' THEN now() END)
     RETURNING id`,
    [hash, userId, o.slug ? 'package' : 'custom', o.slug ?? null, o.amount, o.status ?? 'paid'],
  );
  // Created pending and then moved, as the webhook does (the money invariants replay each order's history).
  await ctx.deps.db.query(`UPDATE payment_orders SET status = $2 WHERE id = $1 AND status <> $2`, [row!.id, o.status ?? 'paid']);
  return { id: row!.id, hash };
}

/** The e-mails with this tag, once the background work that sends them is done. */
async function mails(tag: string) {
  await ctx.deps.background?.idle();
  return outboxMails(ctx.dataDir, tag);
}

const count = async (userId: number) =>
  Number((await ctx.deps.db.one<{ n: string }>('SELECT count(*) AS n FROM charge_applications WHERE user_id = $1', [userId]))!.n);

describe(endpointTitle(walletContract.chargeApplications), () => {
  it('when a pro opens the page, then only their paid orders are offered, newest first, none requested yet', async () => {
    const pro = await signUp(ctx, 'pro');
    const older = await insertOrder(pro.user.id, { slug: 'basic', amount: 300 });
    await ctx.deps.db.query(`UPDATE payment_orders SET paid_at = now() - interval '1 day' WHERE id = $1`, [older.id]);
    const newer = await insertOrder(pro.user.id, { amount: 120 });
    await insertOrder(pro.user.id, { amount: 500, status: 'pending' });
    await insertOrder((await signUp(ctx, 'pro')).user.id, { amount: 900 });
    const res = await pro.agent.get(LIST).set('Cookie', 'i18next=en-HK');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([]);
    expect(res.body.data.orders).toEqual([
      expect.objectContaining({ id: newer.id, hash: newer.hash, kind: 'custom', package_name: null, amount: 120, application_id: null }),
      expect.objectContaining({ id: older.id, kind: 'package', package_name: 'Basic', amount: 300, application_id: null }),
    ]);
  });

  it('when a consumer or a visitor asks, then 403 wrong_role and 401', async () => {
    const consumer = await signUp(ctx, 'consumer');
    const list = await consumer.agent.get(LIST);
    const apply = await consumer.agent.post(APPLY).send({ email: 'a@b.hk', order_ids: [1] });
    expect([list.status, list.body.error.code, apply.status, apply.body.error.code]).toEqual([403, 'wrong_role', 403, 'wrong_role']);
    expect((await request(ctx.sifu.handler).get(LIST)).status).toBe(401);
    expect((await request(ctx.sifu.handler).post(APPLY).send({})).status).toBe(401);
  });
});

describe(endpointTitle(walletContract.applyCharge), () => {
  it('when a pro requests an invoice for two paid orders, then it is stored as submitted, listed, acknowledged by e-mail in their language', async () => {
    const pro = await signUp(ctx, 'pro');
    const a = await insertOrder(pro.user.id, { slug: 'standard', amount: 800 });
    const b = await insertOrder(pro.user.id, { amount: 150 });
    const res = await pro.agent.post(APPLY).send({
      type: 'invoice',
      company_name: '陳記水喉工程有限公司',
      business_registration_no: '12345678 001',
      address: '灣仔軒尼詩道 1 號',
      email: 'Accounts@Example.com',
      order_ids: [b.id, a.id],
      note: 'PO-2026-001',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type: 'invoice',
      company_name: '陳記水喉工程有限公司',
      business_registration_no: '12345678-001',
      email: 'accounts@example.com',
      order_ids: [b.id, a.id],
      order_refs: [b.hash, a.hash],
      total_amount: 950,
      status: 'submitted',
      note: 'PO-2026-001',
      operator_note: null,
    });
    expect(
      await ctx.deps.db.one('SELECT user_id, type, status, order_ids FROM charge_applications WHERE id = $1', [res.body.data.id]),
    ).toEqual({
      user_id: pro.user.id,
      type: 'invoice',
      status: 'submitted',
      order_ids: [b.id, a.id],
    });
    const list = (await pro.agent.get(LIST)).body.data;
    expect(list.items.map((i: { id: number }) => i.id)).toEqual([res.body.data.id]);
    expect(list.orders.map((o: { application_id: number | null }) => o.application_id)).toEqual([res.body.data.id, res.body.data.id]);

    const sent = (await mails('charge_application_received')).filter((m) => m.to === `${pro.username}@example.com`);
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toContain('發票申請（編號 #');
    expect(sent[0].body).toContain('陳記水喉工程有限公司');
    expect(sent[0].body).toContain('HK$950');
    expect(sent[0].body).toContain('3 個工作天內');
    expect(sent[0].body).toContain('/dashboard/charge_application/invoice');
  });

  it('when an order was already requested, then 409 already_requested naming it, and nothing is stored; once rejected it may be asked again', async () => {
    const pro = await signUp(ctx, 'pro');
    const a = await insertOrder(pro.user.id, { amount: 200 });
    const b = await insertOrder(pro.user.id, { amount: 300 });
    // The user's language is the one they last used (remembered on each write).
    const first = await pro.agent
      .post(APPLY)
      .set('Cookie', 'i18next=en-HK')
      .send({ email: 'me@example.com', order_ids: [a.id] });
    expect([first.status, first.body.data.type]).toEqual([200, 'receipt']);
    const again = await pro.agent
      .post(APPLY)
      .set('Cookie', 'i18next=en-HK')
      .send({ email: 'me@example.com', order_ids: [b.id, a.id] });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'already_requested', details: { order_ids: [a.id] } });
    expect(again.body.error.message).toMatch(/already requested/);
    expect(await count(pro.user.id)).toBe(1);
    const en = (await mails('charge_application_received')).filter((m) => m.to === `${pro.username}@example.com`);
    expect(en.map((m) => m.body.split('\n')[2])).toEqual([
      `We have received your request for a company receipt (no. ${first.body.data.id}):`,
    ]);

    await ctx.deps.db.query(`UPDATE charge_applications SET status = 'rejected', operator_note = 'duplicate' WHERE id = $1`, [
      first.body.data.id,
    ]);
    expect((await pro.agent.post(APPLY).send({ email: 'me@example.com', order_ids: [a.id, b.id] })).status).toBe(200);
    expect(await count(pro.user.id)).toBe(2);
  });

  it('when the same order is requested twice at once, then exactly one request is stored', async () => {
    const pro = await signUp(ctx, 'pro');
    const a = await insertOrder(pro.user.id, { amount: 200 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => pro.agent.post(APPLY).send({ email: 'me@example.com', order_ids: [a.id] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await count(pro.user.id)).toBe(1);
  });

  it("when orders are someone else's, unpaid or unknown, then 422 order_not_eligible naming them, and nothing is stored", async () => {
    const pro = await signUp(ctx, 'pro');
    const other = await signUp(ctx, 'pro');
    const mine = await insertOrder(pro.user.id, { amount: 200 });
    const pending = await insertOrder(pro.user.id, { amount: 200, status: 'pending' });
    const theirs = await insertOrder(other.user.id, { amount: 200 });
    const res = await pro.agent.post(APPLY).send({ email: 'me@example.com', order_ids: [mine.id, theirs.id, pending.id, 2_000_000_000] });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'order_not_eligible', details: { order_ids: [theirs.id, pending.id, 2_000_000_000] } });
    expect(await count(pro.user.id)).toBe(0);
  });

  it('when fields break the rules, then 400 with translated field errors (zh-HK) and nothing is stored', async () => {
    const pro = await signUp(ctx, 'pro');
    const res = await pro.agent
      .post(APPLY)
      .set('Cookie', 'i18next=zh-HK')
      .send({ type: 'invoice', company_name: '  ', business_registration_no: '1234', email: 'not-an-email', order_ids: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual({
      company_name: '發票需要填寫公司名稱',
      business_registration_no: expect.stringContaining('8 位數字'),
      email: expect.stringContaining('電郵'),
      order_ids: '請揀最少一張訂單',
    });
    expect((await pro.agent.post(APPLY).send({ type: 'letter', email: 'me@example.com', order_ids: [1] })).status).toBe(400);
    expect(await count(pro.user.id)).toBe(0);
  });
});
