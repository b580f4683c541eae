import crypto from 'node:crypto';
import { paymentsContract } from '@shared/api/payments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp, type TestContext } from '../../test/test-app';
import { bidFor, bidRow, createCatalog, createConsumer, createPro, flatQuote, postRequest, matchedLead } from '../../test/fixtures';
import { signPayload, SANDBOX_SIGNATURE_HEADER as SIGNATURE_HEADER } from './sandbox/sandbox-signature';
import { api, endpointTitle } from '../../test/api';
import { checkMoneyAfterEach } from '../../test/money-invariants';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

const SECRET = 'whsec_sandbox_local_development_only';
const key = () => crypto.randomBytes(9).toString('base64url');

type Agent = ReturnType<TestContext['agent']>;

async function order(agent: Agent, body: Record<string, unknown>) {
  return api(agent).call(paymentsContract.createOrder, { body: { idempotency_key: key(), pay_type: 'card', ...body } });
}

function event(o: { hash: string; type?: string; amount: number; currency?: string; id?: string; card?: object; failure?: object }) {
  return JSON.stringify({
    id: o.id ?? `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: o.type ?? 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      order_ref: o.hash,
      payment_id: `pay_${o.hash}`,
      method: 'card',
      amount: o.amount,
      currency: o.currency ?? 'HKD',
      ...(o.card ? { card: o.card } : {}),
      ...(o.failure ? { failure: o.failure } : {}),
    },
  });
}

function deliver(body: string, opts: { secret?: string; at?: number; signature?: string } = {}) {
  const ts = opts.at ?? Math.floor(Date.now() / 1000);
  return api(ctx.sifu.handler)
    .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
    .set('Content-Type', 'application/json')
    .set(SIGNATURE_HEADER, opts.signature ?? signPayload(opts.secret ?? SECRET, body, ts))
    .send(body);
}

async function ledger(userId: number) {
  return ctx.deps.db.many<{ type: number; amount: number; payment_id: number | null }>(
    'SELECT type, amount, payment_id FROM wallet_transactions WHERE user_id = $1 AND type IN (1, 35) ORDER BY id',
    [userId],
  );
}

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;

describe(endpointTitle(paymentsContract.packages), () => {
  it('when a visitor asks, then the seeded HKD packages come with price, credit, bonus and total credit', async () => {
    const res = await api(ctx.sifu.handler).call(paymentsContract.packages).set('Accept-Language', 'en-HK');
    expect(res.status).toBe(200);
    const slugs = res.body.data.items.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(['starter', 'basic', 'standard', 'pro', 'business']);
    expect(res.body.data.items[2]).toMatchObject({
      slug: 'standard',
      name: 'Standard',
      price: 800,
      credit: 800,
      bonus: 80,
      total_credit: 880,
    });
  });

  it('when a package slug is unknown, then 404', async () => {
    expect((await api(ctx.sifu.handler).call(paymentsContract.package, { params: { slug: 'nope' } })).status).toBe(404);
  });
});

describe(endpointTitle(paymentsContract.createOrder), () => {
  it.each([
    ['card', 49],
    ['card', 10_000],
    ['cvs', 499],
    ['cvs', 20_001],
    ['bank', 30_001],
  ])(
    'when a %s purchase of HK$%i is asked, then 422 invalid_amount with the range in the message, and no order is created',
    async (payType, amount) => {
      const cat = await createCatalog(ctx);
      const pro = await createPro(ctx, cat);
      const res = await api(pro.agent)
        .call(paymentsContract.createOrder)
        .set('Accept-Language', 'en-HK')
        .send({ idempotency_key: key(), pay_type: payType, amount });
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_amount');
      expect(res.body.error.message).toMatch(/HK\$\d+ to HK\$\d+/);
      expect(await ctx.deps.db.many('SELECT 1 FROM payment_orders WHERE user_id = $1', [pro.user.id])).toHaveLength(0);
    },
  );

  it('when the amount is not a whole number or both a package and an amount are sent, then 400 and no order', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    for (const body of [{ amount: '100.5' }, { amount: 'abc' }, { amount: true }, { amount: 100, package_id: 1 }, {}]) {
      const res = await order(pro.agent, body);
      expect(res.status).toBe(400);
    }
    expect(await ctx.deps.db.many('SELECT 1 FROM payment_orders WHERE user_id = $1', [pro.user.id])).toHaveLength(0);
  });

  it('when a visitor or a consumer starts a purchase, then 401 or 403 wrong_role', async () => {
    expect(
      (await api(ctx.sifu.handler).call(paymentsContract.createOrder, { body: { pay_type: 'card', amount: 100, idempotency_key: key() } }))
        .status,
    ).toBe(401);
    const consumer = await createConsumer(ctx);
    const res = await order(consumer.agent, { amount: 100 });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('wrong_role');
  });

  it('when the same idempotency key is sent twice, then the same order comes back; with another amount, 409', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const k = key();
    const [a, b] = await Promise.all([
      api(pro.agent).call(paymentsContract.createOrder, { body: { idempotency_key: k, pay_type: 'card', amount: 120 } }),
      api(pro.agent).call(paymentsContract.createOrder, { body: { idempotency_key: k, pay_type: 'card', amount: 120 } }),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.data.order.hash).toBe(b.body.data.order.hash);
    expect(a.body.data.redirect_url).toMatch(/^\/sandbox-gateway\/checkout\//);
    const c = await api(pro.agent).call(paymentsContract.createOrder, { body: { idempotency_key: k, pay_type: 'card', amount: 150 } });
    expect(c.status).toBe(409);
    expect(await ctx.deps.db.many('SELECT 1 FROM payment_orders WHERE user_id = $1', [pro.user.id])).toHaveLength(1);
  });

  it('when a convenience-store bill is asked, then the order carries a payment code valid 72 hours and a sandbox counter link', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const res = await order(pro.agent, { pay_type: 'cvs', amount: 600 });
    expect(res.status).toBe(200);
    const o = res.body.data.order;
    expect(o).toMatchObject({ status: 'pending', pay_type: 'cvs', amount: 600, credit: 600 });
    expect(o.payment_code).toMatch(/^\d{12,14}$/);
    expect(o.test_payment_url).toBe(`/sandbox-gateway/counter?code=${o.payment_code}`);
    const hours = (Date.parse(`${o.expires_at.replace(' ', 'T')}Z`) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    expect(res.body.data.redirect_url).toBe(`/zh-HK/payment/${o.hash}`);
  });

  it('when the order pays for someone else’s lead, then 404', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const other = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, cat);
    const res = await order(other.agent, { amount: 50, quote_bid_id: bidFor(bids, pro.serviceId) });
    expect(res.status).toBe(404);
  });
});

describe('webhooks credit a paid order exactly once', () => {
  async function paidOrderSetup(body: Record<string, unknown> = { amount: 300 }) {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat, { balance: 0 });
    const res = await order(pro.agent, body);
    expect(res.status).toBe(200);
    return { pro, hash: res.body.data.order.hash as string, amount: res.body.data.order.amount as number };
  }

  it('when a signed success arrives, then the wallet gets the credit with a type-1 ledger row, the order is paid and a receipt is e-mailed', async () => {
    const { pro, hash } = await paidOrderSetup();
    const res = await deliver(event({ hash, amount: 300, card: { brand: 'visa', last4: '4242' } }));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ received: true, result: 'credited' });
    expect(await balanceOf(pro.user.id)).toBe(300);
    const rows = await ledger(pro.user.id);
    expect(rows).toEqual([{ type: 1, amount: 300, payment_id: expect.any(Number) }]);
    const view = await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash } });
    expect(view.body.data).toMatchObject({ status: 'paid', card_info: 'visa|x|4242', credit: 300 });
    expect(view.body.data.paid_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await ctx.deps.background!.idle();
    const mails = await ctx.deps.db.many(`SELECT 1 FROM notifications WHERE user_id = $1 AND type = 'payment_received'`, [pro.user.id]);
    expect(mails).toHaveLength(1);
  });

  it('when the same event is replayed in sequence and 20 times concurrently, then it is credited once', async () => {
    const { pro, hash } = await paidOrderSetup();
    const body = event({ hash, amount: 300 });
    expect((await deliver(body)).body.data.result).toBe('credited');
    expect((await deliver(body)).body.data.result).toBe('duplicate');
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(body)));
    expect(results.every((r) => r.status === 200 && r.body.data.result === 'duplicate')).toBe(true);
    expect(await balanceOf(pro.user.id)).toBe(300);
    expect(await ledger(pro.user.id)).toHaveLength(1);
  });

  it('when 20 different success events for one order arrive concurrently, then it is credited once', async () => {
    const { pro, hash } = await paidOrderSetup();
    const results = await Promise.all(Array.from({ length: 20 }, () => deliver(event({ hash, amount: 300 }))));
    const outcomes = results.map((r) => r.body.data.result).sort();
    expect(outcomes.filter((r) => r === 'credited')).toHaveLength(1);
    expect(outcomes.filter((r) => r === 'already_paid')).toHaveLength(19);
    expect(await balanceOf(pro.user.id)).toBe(300);
    expect(await ledger(pro.user.id)).toHaveLength(1);
  });

  it('when the signature is wrong, made with another secret, older than 5 minutes or missing, then 400 and nothing is credited', async () => {
    const { pro, hash } = await paidOrderSetup();
    const body = event({ hash, amount: 300 });
    const old = Math.floor(Date.now() / 1000) - 301;
    const cases = [
      deliver(body, { secret: 'whsec_someone_else_entirely' }),
      deliver(body, { at: old }),
      deliver(body, { signature: 't=1,v1=00' }),
      deliver(body.replace('"amount":300', '"amount":30000'), { signature: signPayload(SECRET, body, Math.floor(Date.now() / 1000)) }),
      api(ctx.sifu.handler)
        .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
        .set('Content-Type', 'application/json')
        .send(body),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('webhook_rejected');
    }
    expect(await balanceOf(pro.user.id)).toBe(0);
    expect(
      await ctx.deps.db.many("SELECT 1 FROM payment_events WHERE order_id IS NOT NULL AND payload->>'orderRef' = $1", [hash]),
    ).toHaveLength(0);
  });

  it('when the event names an unknown order, then it is acknowledged, recorded and credits nobody', async () => {
    const res = await deliver(event({ hash: 'no_such_order_hash_123', amount: 300 }));
    expect(res.status).toBe(200);
    expect(res.body.data.result).toBe('unknown_order');
  });

  it('when the amount or the currency differs from the order, then nothing is credited and the order is flagged', async () => {
    const { pro, hash } = await paidOrderSetup();
    expect((await deliver(event({ hash, amount: 3000 }))).body.data.result).toBe('amount_mismatch');
    expect((await deliver(event({ hash, amount: 299 }))).body.data.result).toBe('amount_mismatch');
    expect((await deliver(event({ hash, amount: 300, currency: 'USD' }))).body.data.result).toBe('amount_mismatch');
    expect(await balanceOf(pro.user.id)).toBe(0);
    const view = await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash } });
    expect(view.body.data).toMatchObject({ status: 'pending', failure_code: 'amount_mismatch' });
  });

  it('when a failure arrives after the success, then the order stays paid; when the success arrives after a failure, then it is credited', async () => {
    const a = await paidOrderSetup();
    await deliver(event({ hash: a.hash, amount: 300 }));
    expect(
      (await deliver(event({ hash: a.hash, amount: 300, type: 'payment.failed', failure: { code: 4, message: 'declined' } }))).body.data
        .result,
    ).toBe('ignored');
    expect((await deliver(event({ hash: a.hash, amount: 300, type: 'payment.expired' }))).body.data.result).toBe('ignored');
    expect((await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash: a.hash } })).body.data.status).toBe('paid');
    expect(await balanceOf(a.pro.user.id)).toBe(300);

    const b = await paidOrderSetup();
    expect(
      (await deliver(event({ hash: b.hash, amount: 300, type: 'payment.failed', failure: { code: 4, message: 'declined' } }))).body.data
        .result,
    ).toBe('failed');
    expect((await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash: b.hash } })).body.data).toMatchObject({
      status: 'failed',
      failure_code: '4',
    });
    expect((await deliver(event({ hash: b.hash, amount: 300 }))).body.data.result).toBe('credited');
    expect(await balanceOf(b.pro.user.id)).toBe(300);
  });

  it('when a package is paid, then total credit (bonus included) is added as a type-35 row', async () => {
    const pkg = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM credit_packages WHERE slug = 'standard'`);
    const { pro, hash } = await paidOrderSetup({ package_id: pkg!.id });
    await deliver(event({ hash, amount: 800 }));
    expect(await balanceOf(pro.user.id)).toBe(880);
    expect(await ledger(pro.user.id)).toEqual([{ type: 35, amount: 880, payment_id: expect.any(Number) }]);
  });

  it('when the starter package was bought, then it is unavailable and a second order is refused', async () => {
    const pkg = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM credit_packages WHERE slug = 'starter'`);
    const { pro, hash } = await paidOrderSetup({ package_id: pkg!.id });
    await deliver(event({ hash, amount: 100 }));
    const list = await api(pro.agent).call(paymentsContract.packages);
    expect(list.body.data.items.find((p: { slug: string }) => p.slug === 'starter').is_available).toBe(false);
    const again = await order(pro.agent, { package_id: pkg!.id });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('starter_unavailable');
  });
});

describe('payfee: the quote typed before paying is sent once the order is paid', () => {
  it('when the order for a lead is paid, then the stored quote is sent, the fee charged and the order says sent', async () => {
    const { pro, bidId } = await matchedLead(ctx, { fee: 60, pro: { balance: 0 } });
    const refused = await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote(950) });
    expect(refused.body.error.code).toBe(10);
    const res = await order(pro.agent, {
      amount: 60,
      quote_bid_id: bidId,
      quote_draft: { ...flatQuote(950), price_note: '包工包料，即日上門' },
    });
    expect(res.status).toBe(200);
    const { hash } = res.body.data.order;
    await deliver(event({ hash, amount: 60 }));
    const bid = await bidRow(ctx, bidId);
    expect(bid).toMatchObject({ quote_status_id: 2, flat_rate_at: 950, price_note: '包工包料，即日上門' });
    expect(await balanceOf(pro.user.id)).toBe(0);
    const view = await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash } });
    expect(view.body.data).toMatchObject({ status: 'paid', follow_up: 'sent', quote_bid_id: bidId, kind: 'payfee' });
  });
});

describe(endpointTitle(paymentsContract.orders), () => {
  it('when the pro reads the purchase history, then only their orders are listed, 20 a page, and this week by range', async () => {
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const other = await signUp(ctx, 'pro');
    await order(other.agent, { amount: 100 });
    for (let i = 0; i < 21; i++) await order(pro.agent, { amount: 50 + i });
    await ctx.deps.db.query(`UPDATE payment_orders SET created = '2019-06-01' WHERE user_id = $1 AND amount = 50`, [pro.user.id]);
    const p1 = await api(pro.agent).call(paymentsContract.orders);
    expect(p1.body.data).toMatchObject({ page: 1, page_size: 20, total: 21, total_pages: 2 });
    const week = await api(pro.agent).call(paymentsContract.orders, { query: { range: 'week' } });
    expect(week.body.data.total).toBe(20);
    expect(week.body.data.items.every((o: { amount: number }) => o.amount > 50)).toBe(true);
  });

  it('when a visitor asks for the history or an order hash that does not exist, then 401 and 404', async () => {
    expect((await api(ctx.sifu.handler).call(paymentsContract.orders)).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash: 'AAAAAAAAAAAAAAAAAAAAAAAA' } })).status).toBe(404);
  });
});

describe('saved cards and payment_error', () => {
  it('when a user lists or removes cards, then only their own brand|x|last4 cards are seen, and someone else’s card is a 404', async () => {
    const owner = await signUp(ctx, 'pro');
    const other = await signUp(ctx, 'pro');
    const card = await ctx.deps.db.one<{ id: number }>(
      `INSERT INTO saved_cards (user_id, provider, token, card_info) VALUES ($1, 'sandbox', 'tok_test_owner', 'visa|x|4242') RETURNING id`,
      [owner.user.id],
    );
    const mine = await api(owner.agent).call(paymentsContract.cards);
    expect(mine.body.data.items).toEqual([{ id: card!.id, card_info: 'visa|x|4242', brand: 'visa', last4: '4242' }]);
    expect((await api(other.agent).call(paymentsContract.cards)).body.data.items).toEqual([]);
    expect((await api(other.agent).call(paymentsContract.removeCard, { params: { id: card!.id } })).status).toBe(404);
    expect(
      (
        await api(other.agent).call(paymentsContract.createOrder, {
          body: { idempotency_key: key(), pay_type: 'card', amount: 100, card_id: card!.id },
        })
      ).status,
    ).toBe(404);
    expect(await ctx.deps.db.many('SELECT 1 FROM saved_cards WHERE id = $1', [card!.id])).toHaveLength(1);
    expect((await api(ctx.sifu.handler).call(paymentsContract.cards)).status).toBe(401);
  });

  it('when an automatic top-up failed, then user/me shows payment_error until the user dismisses it', async () => {
    const pro = await signUp(ctx, 'pro');
    await ctx.deps.db.query(`UPDATE users SET payment_error = 'payment_failed' WHERE id = $1`, [pro.user.id]);
    expect((await api(pro.agent).call(accountsContract.me)).body.data).toMatchObject({
      payment_error: 'payment_failed',
      credit_purchased: 0,
    });
    expect((await api(pro.agent).call(paymentsContract.dismissPaymentError)).status).toBe(200);
    expect((await api(pro.agent).call(accountsContract.me)).body.data.payment_error).toBeNull();
  });
});

describe('starter package status and refund', () => {
  async function boughtStarter() {
    const cat = await createCatalog(ctx, { fee: 30 });
    const pro = await createPro(ctx, cat, { balance: 0 });
    const pkg = await ctx.deps.db.one<{ id: number }>(`SELECT id FROM credit_packages WHERE slug = 'starter'`);
    const res = await order(pro.agent, { package_id: pkg!.id });
    const { hash } = res.body.data.order;
    // The gateway's own record of the card payment (what paying on its hosted page leaves).
    await ctx.deps.db.query(
      `UPDATE sandbox_payments SET status = 'succeeded' WHERE id = (SELECT provider_ref FROM payment_orders WHERE hash = $1)`,
      [hash],
    );
    await deliver(event({ hash, amount: 100 }));
    return { cat, pro, hash };
  }

  it('when a bought starter package is refunded, then its credit leaves the wallet (type 38), the card is refunded and it cannot be refunded twice', async () => {
    const { pro, hash } = await boughtStarter();
    expect(await ledger(pro.user.id)).toEqual([]);
    const rows = await ctx.deps.db.many('SELECT type, amount FROM wallet_transactions WHERE user_id = $1 AND type IN (37, 38)', [
      pro.user.id,
    ]);
    expect(rows).toEqual([{ type: 37, amount: 150 }]);
    const status = await api(pro.agent).call(paymentsContract.starterStatus);
    expect(status.body.data).toMatchObject({ state: 'bought', order_hash: hash, refundable: true, refund_blocked: null });
    const [a, b] = await Promise.all([
      api(pro.agent).call(paymentsContract.refundStarter, { body: {} }),
      api(pro.agent).call(paymentsContract.refundStarter, { body: {} }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(await balanceOf(pro.user.id)).toBe(0);
    const after = await ctx.deps.db.many('SELECT type, amount FROM wallet_transactions WHERE user_id = $1 AND type = 38', [pro.user.id]);
    expect(after).toEqual([{ type: 38, amount: -150 }]);
    const gateway = await ctx.deps.db.one(
      'SELECT s.status, s.refunded_amount FROM sandbox_payments s JOIN payment_orders o ON o.provider_ref = s.id WHERE o.hash = $1',
      [hash],
    );
    expect(gateway).toEqual({ status: 'refunded', refunded_amount: 100 });
    expect((await api(ctx.sifu.handler).call(paymentsContract.order, { params: { hash } })).body.data.status).toBe('refunded');
  });

  it('when a quote fee was charged since, or 14 days have passed, then the refund is refused with the reason and nothing moves', async () => {
    const a = await boughtStarter();
    const consumer = await createConsumer(ctx);
    const { bids } = await postRequest(ctx, consumer, a.cat);
    await api(a.pro.agent).call(bidsContract.sendQuote, { params: { id: bidFor(bids, a.pro.serviceId) }, body: flatQuote() });
    expect((await api(a.pro.agent).call(paymentsContract.starterStatus)).body.data).toMatchObject({
      refundable: false,
      refund_blocked: 'credit_spent',
    });
    const refused = await api(a.pro.agent).call(paymentsContract.refundStarter, { body: {} });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('starter_refund_credit_spent');
    expect(await balanceOf(a.pro.user.id)).toBe(120);

    const b = await boughtStarter();
    await ctx.deps.db.query(`UPDATE payment_orders SET paid_at = now() - interval '15 days' WHERE hash = $1`, [b.hash]);
    expect((await api(b.pro.agent).call(paymentsContract.refundStarter, { body: {} })).body.error.code).toBe('starter_refund_too_late');
    expect(await balanceOf(b.pro.user.id)).toBe(150);
  });

  it('when a pro never bought it, then the status says available and a refund is refused; a consumer is refused', async () => {
    const pro = await signUp(ctx, 'pro');
    expect((await api(pro.agent).call(paymentsContract.starterStatus)).body.data).toMatchObject({
      state: 'available',
      refundable: false,
    });
    expect((await api(pro.agent).call(paymentsContract.refundStarter, { body: {} })).body.error.code).toBe('starter_not_refundable');
    const consumer = await createConsumer(ctx);
    expect((await api(consumer.agent).call(paymentsContract.starterStatus)).status).toBe(403);
  });
});

describe('webhook and payment_error refusals', () => {
  it('when a webhook names a provider that is not the configured one, then 404; a visitor cannot dismiss a payment error', async () => {
    const res = await api(ctx.sifu.handler)
      .call(paymentsContract.webhook, { params: { provider: 'stripe' } })
      .set('Content-Type', 'application/json')
      .send('{}');
    expect(res.status).toBe(404);
    expect((await api(ctx.sifu.handler).call(paymentsContract.dismissPaymentError, { body: {} })).status).toBe(401);
  });
});
