import crypto from 'node:crypto';
import { creditRefundsContract } from '@shared/api/credit-refunds.contract';
import { paymentsContract } from '@shared/api/payments.contract';
import { privacyContract } from '@shared/api/privacy.contract';
import { walletContract } from '@shared/api/wallet.contract';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, createPro, createStaff } from '../../test/fixtures';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-signature';
import { grantFreeCredit } from '../wallet/credit-grants.service';
import { paymentProviderFor } from './payment-providers';
import { chargeQuoteFee } from '../wallet/wallet.service';
import { api, endpointTitle } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);
const SECRET = 'whsec_sandbox_local_development_only';
type Agent = ReturnType<TestContext['agent']>;
type Pro = Awaited<ReturnType<typeof createPro>>;

const db = () => ctx.deps.db;
const balanceOf = async (userId: number) =>
  (await db().one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

/** Buys credit through the sandbox: the order, the sandbox payment marked paid, and the signed success webhook. */
async function buy(pro: Pro, amount: number, payType: 'card' | 'cvs' | 'bank' = 'card') {
  const res = await api(pro.agent).call(paymentsContract.createOrder, {
    body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: payType, amount },
  });
  expect(res.status).toBe(200);
  const hash: string = res.body.data.order.hash;
  const { provider_ref: ref } = (await db().one<{ provider_ref: string }>('SELECT provider_ref FROM payment_orders WHERE hash = $1', [
    hash,
  ]))!;
  await db().query(`UPDATE sandbox_payments SET status = 'succeeded', paid_at = now() WHERE id = $1`, [ref]);
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: ref, method: payType, amount, currency: 'HKD' },
  });
  const deliver = () =>
    api(ctx.sifu.handler)
      .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
      .set('Content-Type', 'application/json')
      .set(SANDBOX_SIGNATURE_HEADER, signPayload(SECRET, body, Math.floor(Date.now() / 1000)))
      .send(body);
  expect((await deliver()).body.data.result).toBe('credited');
  return { hash, ref, replay: deliver };
}

/** A pro with no credit but what they buy, plus `free` starter-like free credit. */
async function proWith(o: { free?: number } = {}) {
  const cat = await createCatalog(ctx);
  const pro = await createPro(ctx, cat, { balance: 0 });
  if (o.free) {
    await db().withTransaction((tx) =>
      grantFreeCredit(tx, {
        userId: pro.user.id,
        source: 'free_credit_event',
        amount: o.free!,
        expiresAt: new Date(Date.now() + 86_400_000 * 30),
        key: `test-free:${pro.user.id}`,
        description: 'free_credit_event:test',
      }),
    );
  }
  return pro;
}

const ask = (agent: Agent, amount: number | string, extra: Record<string, unknown> = {}) =>
  api(agent)
    .call(creditRefundsContract.request, { body: { amount, ...extra } })
    .set('Accept-Language', 'en-HK');

async function pendingRefund(amount = 300) {
  const pro = await proWith({ free: 200 });
  const order = await buy(pro, 300);
  const res = await ask(pro.agent, amount);
  expect(res.status).toBe(200);
  return { pro, order, id: res.body.data.id as number };
}

const approve = (agent: Agent, id: number) => api(agent).call(creditRefundsContract.approve, { params: { id }, body: {} });
const reject = (agent: Agent, id: number, reason = 'Account under review') =>
  api(agent).call(creditRefundsContract.reject, { params: { id }, body: { reason } });

describe(endpointTitle(creditRefundsContract.request), () => {
  it('when a pro with HK$300 bought and HK$200 free credit asks, then only the HK$300 is refundable; more is 422 with the amount in the message', async () => {
    const pro = await proWith({ free: 200 });
    await buy(pro, 300);
    const state = await api(pro.agent).call(creditRefundsContract.state);
    expect(state.body.data).toMatchObject({ balance: 500, free: 200, purchased: 300, refundable: 300, latest: null });
    const tooMuch = await ask(pro.agent, 301);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error.code).toBe('credit_refund_too_much');
    expect(tooMuch.body.error.message).toContain('HK$300');
    const zh = await api(pro.agent)
      .call(creditRefundsContract.request, { body: { amount: 500 } })
      .set('Accept-Language', 'zh-HK');
    expect(zh.status).toBe(422);
    expect(zh.body.error.message).toContain('免費');
    expect(await db().many('SELECT 1 FROM credit_refund_requests WHERE user_id = $1', [pro.user.id])).toHaveLength(0);
  });

  it('when a pro holds only free credit or credit set without a paid order, then nothing is refundable (422)', async () => {
    const pro = await proWith({ free: 200 });
    expect((await ask(pro.agent, 1)).status).toBe(422);
    const cat = await createCatalog(ctx);
    const legacy = await createPro(ctx, cat, { balance: 500 });
    expect((await ask(legacy.agent, 1)).status).toBe(422);
  });

  it('when the amount is not a whole positive number, then 400', async () => {
    const pro = await proWith();
    await buy(pro, 300);
    for (const amount of [0, -5, '12.5', 'abc']) expect((await ask(pro.agent, amount)).status).toBe(400);
  });

  it('when a pro asks, then the request is pending with a ticket in the refunds queue; a second request is 409', async () => {
    const pro = await proWith();
    await buy(pro, 300);
    const res = await ask(pro.agent, 250, { note: 'Closing my business' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 250, status: 'pending', source: 'credit', note: 'Closing my business' });
    const ticket = await db().one('SELECT queue, status, user_id, summary FROM ops_tickets WHERE subject_type = $1 AND subject_id = $2', [
      'credit_refund',
      res.body.data.id,
    ]);
    expect(ticket).toMatchObject({ queue: 'refunds', status: 'open', user_id: pro.user.id, summary: 'HK$250' });
    const again = await ask(pro.agent, 10);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('credit_refund_pending');
    // Nothing is held: the balance stays spendable until finance decides.
    expect(await balanceOf(pro.user.id)).toBe(300);
    const state = await api(pro.agent).call(creditRefundsContract.state);
    expect(state.body.data.latest).toMatchObject({ id: res.body.data.id, status: 'pending' });
  });

  it('when a visitor or a consumer asks, then 401 or 403', async () => {
    expect((await api(ctx.sifu.handler).call(creditRefundsContract.request, { body: { amount: 1 } })).status).toBe(401);
    const staff = await createStaff(ctx, ['finance']);
    expect((await ask(staff.agent, 1)).status).toBe(403);
  });
});

describe(endpointTitle(creditRefundsContract.approve), () => {
  it('when two finance staff approve at once, then one 200 and one 409, and wallet, ledger, order and sandbox refund move exactly once', async () => {
    const { pro, order, id } = await pendingRefund(300);
    const [a, b] = [await createStaff(ctx, ['finance']), await createStaff(ctx, ['finance'])];
    const results = await Promise.all([approve(a.agent, id), approve(b.agent, id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('credit_refund_not_pending');
    const ok = results.find((r) => r.status === 200)!.body.data;
    expect(ok.request).toMatchObject({
      status: 'approved',
      lines: [{ order_hash: order.hash, amount: 300, method: 'card', status: 'refunded' }],
    });
    expect(ok).toMatchObject({ balance: 200, free: 200, purchased: 0, refundable: 0 });
    expect(await balanceOf(pro.user.id)).toBe(200);
    const ledger = await db().many(
      'SELECT type, amount, balance_after, description FROM wallet_transactions WHERE user_id = $1 AND description = $2',
      [pro.user.id, 'credit_refund'],
    );
    expect(ledger).toEqual([{ type: 39, amount: -300, balance_after: 200, description: 'credit_refund' }]);
    expect(await db().one('SELECT status, refunded_amount FROM payment_orders WHERE hash = $1', [order.hash])).toEqual({
      status: 'paid',
      refunded_amount: 300,
    });
    expect(await db().many('SELECT amount FROM sandbox_refunds WHERE payment_id = $1', [order.ref])).toEqual([{ amount: 300 }]);
    expect(await db().one('SELECT status, refunded_amount FROM sandbox_payments WHERE id = $1', [order.ref])).toEqual({
      status: 'refunded',
      refunded_amount: 300,
    });
    // The free credit is untouched.
    expect(await db().one('SELECT sum(remaining)::int AS free FROM credit_grants WHERE user_id = $1', [pro.user.id])).toEqual({
      free: 200,
    });
    expect(
      await db().one('SELECT status, resolution FROM ops_tickets WHERE subject_type = $1 AND subject_id = $2', ['credit_refund', id]),
    ).toEqual({
      status: 'closed',
      resolution: 'approved',
    });
    const audit = await db().many<{ action: string; before: { balance: number }; after: { balance: number } }>(
      'SELECT action, before, after FROM operator_audit WHERE target_type = $1 AND target_id = $2',
      ['credit_refund', id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'credit_refund_approve', before: { balance: 500 }, after: { balance: 200 } });
    expect(
      await db().many('SELECT params FROM notifications WHERE user_id = $1 AND type = $2', [pro.user.id, 'credit_refund_approved']),
    ).toHaveLength(1);
  });

  it('when a pro about to delete the account asks from the deletion page and it is approved, then no purchased credit is left to give up', async () => {
    const pro = await proWith({ free: 200 });
    await buy(pro, 300);
    expect((await api(pro.agent).call(privacyContract.deletionPreview)).body.data).toMatchObject({ paid_balance: 300, free_balance: 200 });
    const res = await ask(pro.agent, 300, { source: 'deletion' });
    expect(res.body.data).toMatchObject({ status: 'pending', source: 'deletion' });
    const finance = await createStaff(ctx, ['finance']);
    expect((await approve(finance.agent, res.body.data.id)).status).toBe(200);
    expect((await api(pro.agent).call(privacyContract.deletionPreview)).body.data).toMatchObject({ paid_balance: 0, free_balance: 200 });
    // The trust-fund page counts the refunded money out of what was paid for credit.
    expect((await api(pro.agent).call(walletContract.trustFund)).body.data).toMatchObject({ purchased_total: 0, unspent_purchased: 0 });
  });

  it('when the refund spans orders, then the newest is drawn on first, an older card order is partly refunded and a convenience-store order becomes a bank-transfer payout', async () => {
    const pro = await proWith();
    const oldest = await buy(pro, 200);
    const cvs = await buy(pro, 500, 'cvs');
    const newest = await buy(pro, 100);
    const res = await ask(pro.agent, 700);
    expect(res.status).toBe(200);
    const finance = await createStaff(ctx, ['finance']);
    const ok = await approve(finance.agent, res.body.data.id);
    expect(ok.status).toBe(200);
    expect(ok.body.data.request.lines).toEqual([
      { order_hash: newest.hash, pay_type: 'card', amount: 100, method: 'card', status: 'refunded' },
      { order_hash: cvs.hash, pay_type: 'cvs', amount: 500, method: 'bank_transfer', status: 'payout_due' },
      { order_hash: oldest.hash, pay_type: 'card', amount: 100, method: 'card', status: 'refunded' },
    ]);
    expect(await balanceOf(pro.user.id)).toBe(100);
    expect(await db().many('SELECT amount FROM sandbox_refunds WHERE payment_id = $1', [oldest.ref])).toEqual([{ amount: 100 }]);
    expect(await db().one('SELECT status, refunded_amount FROM sandbox_payments WHERE id = $1', [oldest.ref])).toEqual({
      status: 'succeeded',
      refunded_amount: 100,
    });
    expect(await db().many('SELECT 1 FROM sandbox_refunds WHERE payment_id = $1', [cvs.ref])).toHaveLength(0);
    expect(
      await db().many('SELECT amount FROM wallet_transactions WHERE user_id = $1 AND description = $2 ORDER BY id', [
        pro.user.id,
        'credit_refund',
      ]),
    ).toEqual([{ amount: -100 }, { amount: -500 }, { amount: -100 }]);
    // What is left: HK$100 of the oldest order.
    const state = await api(pro.agent).call(creditRefundsContract.state);
    expect(state.body.data).toMatchObject({ purchased: 100, refundable: 100 });
  });

  it('when the pro spent the credit after asking, then approval is 422 with what is left, nothing moves and the request stays pending', async () => {
    const { pro, order, id } = await pendingRefund(300);
    // A quote fee of HK$350: the free HK$200 first, then HK$150 of the purchased credit.
    await db().withTransaction((tx) => chargeQuoteFee(tx, { userId: pro.user.id, bidId: 2_000_000_000 - pro.user.id, fee: 350 }));
    const finance = await createStaff(ctx, ['finance']);
    const res = await approve(finance.agent, id).set('Accept-Language', 'en-HK');
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('credit_refund_balance_dropped');
    expect(res.body.error.message).toContain('HK$150');
    expect(await balanceOf(pro.user.id)).toBe(150);
    expect(await db().one('SELECT status FROM credit_refund_requests WHERE id = $1', [id])).toEqual({ status: 'pending' });
    expect(await db().many('SELECT 1 FROM sandbox_refunds WHERE payment_id = $1', [order.ref])).toHaveLength(0);
    expect(await db().one('SELECT refunded_amount FROM payment_orders WHERE hash = $1', [order.hash])).toEqual({ refunded_amount: 0 });
  });

  it('when the provider is asked again with the same key, or the payment webhook is replayed, then nothing is refunded or credited twice', async () => {
    const { pro, order, id } = await pendingRefund(120);
    const finance = await createStaff(ctx, ['finance']);
    expect((await approve(finance.agent, id)).status).toBe(200);
    const orderId = (await db().one<{ id: number }>('SELECT id FROM payment_orders WHERE hash = $1', [order.hash]))!.id;
    await paymentProviderFor(ctx.deps).refund(order.ref, 120, `credit-refund-${id}-${orderId}`);
    expect(await db().many('SELECT amount FROM sandbox_refunds WHERE payment_id = $1', [order.ref])).toEqual([{ amount: 120 }]);
    expect((await approve(finance.agent, id)).status).toBe(409);
    // The provider's payment event delivered again: the order is paid already and credits nothing.
    expect((await order.replay()).body.data.result).toBe('duplicate');
    expect(await balanceOf(pro.user.id)).toBe(380);
    expect(await db().one('SELECT refunded_amount FROM payment_orders WHERE hash = $1', [order.hash])).toEqual({ refunded_amount: 120 });
  });

  it('when support, trust and safety, a pro or a consumer calls the finance endpoints, then 404; a visitor 401', async () => {
    const { pro, id } = await pendingRefund(100);
    const other = await proWith();
    for (const who of [await createStaff(ctx, ['support']), await createStaff(ctx, ['trust_safety']), pro, other]) {
      expect((await api(who.agent).call(creditRefundsContract.opsDetail, { params: { id } })).status).toBe(404);
      expect((await approve(who.agent, id)).status).toBe(404);
      expect((await reject(who.agent, id)).status).toBe(404);
    }
    expect((await api(ctx.sifu.handler).call(creditRefundsContract.opsDetail, { params: { id } })).status).toBe(401);
    expect(await db().one('SELECT status FROM credit_refund_requests WHERE id = $1', [id])).toEqual({ status: 'pending' });
    const admin = await createStaff(ctx, ['admin']);
    expect((await api(admin.agent).call(creditRefundsContract.opsDetail, { params: { id: id + 100_000 } })).status).toBe(404);
  });

  it('when finance opens the panel, then it shows the pro, purchased and free credit and the paid orders newest first with what each can refund', async () => {
    const { pro, order, id } = await pendingRefund(300);
    const finance = await createStaff(ctx, ['finance']);
    const res = await api(finance.agent).call(creditRefundsContract.opsDetail, { params: { id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      pro: { id: pro.user.id },
      balance: 500,
      free: 200,
      purchased: 300,
      refundable: 300,
      request: { id, amount: 300, status: 'pending' },
      orders: [{ hash: order.hash, pay_type: 'card', amount: 300, refunded_amount: 0, refundable: 300 }],
    });
  });
});

describe(endpointTitle(creditRefundsContract.reject), () => {
  it('when finance rejects with a reason, then nothing moves, the pro is told why, the ticket closes and a second decision is 409', async () => {
    const { pro, order, id } = await pendingRefund(300);
    const finance = await createStaff(ctx, ['finance']);
    expect((await api(finance.agent).call(creditRefundsContract.reject, { params: { id }, body: { reason: '' } })).status).toBe(400);
    const res = await reject(finance.agent, id, 'Refunds are paused while we check this account');
    expect(res.status).toBe(200);
    expect(res.body.data.request).toMatchObject({
      status: 'rejected',
      reason: 'Refunds are paused while we check this account',
      lines: [],
    });
    expect(await balanceOf(pro.user.id)).toBe(500);
    expect(await db().many('SELECT 1 FROM sandbox_refunds WHERE payment_id = $1', [order.ref])).toHaveLength(0);
    expect(
      await db().many('SELECT 1 FROM wallet_transactions WHERE user_id = $1 AND description = $2', [pro.user.id, 'credit_refund']),
    ).toHaveLength(0);
    expect(await db().one('SELECT status FROM ops_tickets WHERE subject_type = $1 AND subject_id = $2', ['credit_refund', id])).toEqual({
      status: 'closed',
    });
    const note = await db().one<{ params: { reason: string; amount: number } }>(
      'SELECT params FROM notifications WHERE user_id = $1 AND type = $2',
      [pro.user.id, 'credit_refund_rejected'],
    );
    expect(note!.params).toMatchObject({ amount: 300, reason: 'Refunds are paused while we check this account' });
    expect((await approve(finance.agent, id)).status).toBe(409);
    // A new request can be made once the last one is decided.
    expect((await ask(pro.agent, 300)).status).toBe(200);
  });
});
