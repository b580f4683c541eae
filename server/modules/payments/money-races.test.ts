/**
 * Money exact at every edge (docs/decisions/0035): the starter package sells once per pro under concurrency, an
 * order moves only as the order state machine allows however events are replayed or raced, and each paid order
 * is credited once. The money invariants are checked after every test.
 */
import crypto from 'node:crypto';
import { paymentsContract } from '@shared/api/payments.contract';
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { setUpTestContext, type TestContext } from '../../test/test-app';
import { createCatalog, createPro } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { api } from '../../test/api';
import { signPayload, SANDBOX_SIGNATURE_HEADER } from './sandbox/sandbox-signature';

const ctx = setUpTestContext();
checkMoneyAfterEach(ctx);

const SECRET = 'whsec_sandbox_local_development_only';
type Agent = ReturnType<TestContext['agent']>;

const starterId = async () => (await ctx.deps.db.one<{ id: number }>(`SELECT id FROM credit_packages WHERE slug = 'starter'`))!.id;

function starterOrder(agent: Agent, packageId: number) {
  return api(agent).call(paymentsContract.createOrder, {
    body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: 'card', package_id: packageId },
  });
}

/** The events the sandbox gateway sends. */
type EventType = 'payment.succeeded' | 'payment.failed' | 'payment.expired';

/** A signed provider event with its own id (each delivery a distinct event, as a gateway's retries of new attempts are). */
function deliver(hash: string, amount: number, type: EventType = 'payment.succeeded') {
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      order_ref: hash,
      payment_id: `pay_${hash}`,
      method: 'card',
      amount,
      currency: 'HKD',
      ...(type === 'payment.failed' ? { failure: { code: 4, message: 'declined' } } : {}),
    },
  });
  return api(ctx.sifu.handler)
    .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
    .set('Content-Type', 'application/json')
    .set(SANDBOX_SIGNATURE_HEADER, signPayload(SECRET, body, Math.floor(Date.now() / 1000)))
    .send(body);
}

const orderOf = (hash: string) =>
  ctx.deps.db.one<{ id: number; status: string }>('SELECT id, status FROM payment_orders WHERE hash = $1', [hash]).then((o) => o!);
const historyOf = async (hash: string) =>
  (
    await ctx.deps.db.many<{ to_status: string }>(
      `SELECT h.to_status FROM payment_order_transitions h JOIN payment_orders o ON o.id = h.order_id WHERE o.hash = $1 ORDER BY h.id`,
      [hash],
    )
  ).map((r) => r.to_status);
const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;
const starterLedger = (userId: number) =>
  ctx.deps.db.many<{ type: number; amount: number }>(
    'SELECT type, amount FROM wallet_transactions WHERE user_id = $1 AND type IN ($2, $3) ORDER BY id',
    [userId, WALLET_TX_TYPES.STARTER_PACKAGE, WALLET_TX_TYPES.STARTER_PACKAGE_REFUND],
  );

/** A pro with an empty wallet and a paid starter package whose card payment the sandbox gateway holds (refundable). */
async function paidStarter() {
  const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
  const res = await starterOrder(pro.agent, await starterId());
  expect(res.status).toBe(200);
  const { hash } = res.body.data.order as { hash: string };
  await ctx.deps.db.query(
    `UPDATE sandbox_payments SET status = 'succeeded' WHERE id = (SELECT provider_ref FROM payment_orders WHERE hash = $1)`,
    [hash],
  );
  expect((await deliver(hash, 100)).body.data.result).toBe('credited');
  return { pro, hash };
}

describe('the starter package is sold at most once per pro', () => {
  it('when six orders with their own keys are sent at once, then one is created and five get 422 starter_unavailable', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
    const packageId = await starterId();
    const answers = await Promise.all(Array.from({ length: 6 }, () => starterOrder(pro.agent, packageId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) {
      expect(refused.body.error).toMatchObject({ code: 'starter_unavailable', message: expect.stringMatching(/\S/) });
    }
    const orders = await ctx.deps.db.many('SELECT status FROM payment_orders WHERE user_id = $1 AND package_id = $2', [
      pro.user.id,
      packageId,
    ]);
    expect(orders).toEqual([{ status: 'pending' }]);
  });

  it('when the open starter order fails, then the pro may order it again, and once one is paid, never again', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
    const packageId = await starterId();
    const first = (await starterOrder(pro.agent, packageId)).body.data.order.hash as string;
    expect((await deliver(first, 100, 'payment.failed')).body.data.result).toBe('failed');
    const second = await starterOrder(pro.agent, packageId);
    expect(second.status).toBe(200);
    expect((await deliver(second.body.data.order.hash, 100)).body.data.result).toBe('credited');
    // The failed first order's late success cannot sell the package a second time, nor credit it.
    expect((await deliver(first, 100)).body.data.result).toBe('starter_taken');
    expect(await orderOf(first)).toMatchObject({ status: 'failed' });
    expect(await starterLedger(pro.user.id)).toEqual([{ type: WALLET_TX_TYPES.STARTER_PACKAGE, amount: 150 }]);
    expect((await starterOrder(pro.agent, packageId)).body.error.code).toBe('starter_unavailable');
  });
});

describe('a payment order moves only as the state machine allows', () => {
  it('when the same success is replayed, then it is a duplicate and credits nothing more', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
    const res = await api(pro.agent).call(paymentsContract.createOrder, {
      body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: 'card', amount: 300 },
    });
    const { hash } = res.body.data.order as { hash: string };
    const body = JSON.stringify({
      id: 'evt_replayed_once',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount: 300, currency: 'HKD' },
    });
    const send = () =>
      api(ctx.sifu.handler)
        .call(paymentsContract.webhook, { params: { provider: 'sandbox' } })
        .set('Content-Type', 'application/json')
        .set(SANDBOX_SIGNATURE_HEADER, signPayload(SECRET, body, Math.floor(Date.now() / 1000)))
        .send(body);
    expect((await send()).body.data.result).toBe('credited');
    expect((await send()).body.data.result).toBe('duplicate');
    expect((await deliver(hash, 300)).body.data.result).toBe('already_paid');
    expect(await balanceOf(pro.user.id)).toBe(300);
    expect(await historyOf(hash)).toEqual(['pending', 'paid']);
  });

  it('when a refunded starter order gets another signed success, then it stays refunded and a second refund is refused', async () => {
    const { pro, hash } = await paidStarter();
    const refund = await api(pro.agent).call(paymentsContract.refundStarter, { body: {} });
    expect(refund.status).toBe(200);
    expect(refund.body.data).toMatchObject({ state: 'refunded', refundable: false });

    for (const type of ['payment.succeeded', 'payment.failed', 'payment.expired'] as const) {
      expect((await deliver(hash, 100, type)).body.data.result).toBe('ignored');
    }
    expect(await orderOf(hash)).toMatchObject({ status: 'refunded' });
    const again = await api(pro.agent).call(paymentsContract.refundStarter, { body: {} });
    expect(again.status).toBe(422);
    expect(again.body.error.code).toBe('starter_not_refundable');
    expect((await api(pro.agent).call(paymentsContract.starterStatus)).body.data).toMatchObject({ state: 'refunded', refundable: false });
    expect((await starterOrder(pro.agent, await starterId())).body.error.code).toBe('starter_unavailable');
    expect(await starterLedger(pro.user.id)).toEqual([
      { type: WALLET_TX_TYPES.STARTER_PACKAGE, amount: 150 },
      { type: WALLET_TX_TYPES.STARTER_PACKAGE_REFUND, amount: -150 },
    ]);
    expect(await balanceOf(pro.user.id)).toBe(0);
    expect(await historyOf(hash)).toEqual(['pending', 'paid', 'refunded']);
  });

  it('when 20 events (successes, failures, expiries) race on one open order, then it ends paid, credited once', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx), { balance: 0 });
    const res = await api(pro.agent).call(paymentsContract.createOrder, {
      body: { idempotency_key: crypto.randomBytes(9).toString('base64url'), pay_type: 'card', amount: 500 },
    });
    const { hash } = res.body.data.order as { hash: string };
    const types: EventType[] = ['payment.failed', 'payment.expired', 'payment.succeeded', 'payment.succeeded'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => deliver(hash, 500, types[i % types.length])));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const results = answers.map((a) => a.body.data.result as string);
    expect(results.filter((r) => r === 'credited')).toHaveLength(1);
    expect(await orderOf(hash)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(pro.user.id)).toBe(500);
    expect((await historyOf(hash)).at(-1)).toBe('paid');
  });

  it('when 20 requests race on a paid starter order (successes, failures, refunds), then exactly one refund happens and nothing is credited again', async () => {
    const { pro, hash } = await paidStarter();
    const calls = Array.from({ length: 20 }, (_, i) => {
      if (i % 4 === 0) return api(pro.agent).call(paymentsContract.refundStarter, { body: {} });
      return deliver(hash, 100, i % 4 === 1 ? 'payment.failed' : 'payment.succeeded');
    });
    const answers = await Promise.all(calls);
    const refunds = answers.filter((_, i) => i % 4 === 0).map((a) => a.status);
    expect(refunds.sort()).toEqual([200, 422, 422, 422, 422]);
    const events = answers.filter((_, i) => i % 4 !== 0).map((a) => a.body.data.result as string);
    expect(events.every((r) => r === 'already_paid' || r === 'ignored')).toBe(true);
    expect(await orderOf(hash)).toMatchObject({ status: 'refunded' });
    expect(await starterLedger(pro.user.id)).toEqual([
      { type: WALLET_TX_TYPES.STARTER_PACKAGE, amount: 150 },
      { type: WALLET_TX_TYPES.STARTER_PACKAGE_REFUND, amount: -150 },
    ]);
    expect(await balanceOf(pro.user.id)).toBe(0);
    expect(await historyOf(hash)).toEqual(['pending', 'paid', 'refunded']);
  });
});
