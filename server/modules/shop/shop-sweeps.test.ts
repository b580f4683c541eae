import crypto from 'node:crypto';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { publishedItem, remainingOf } from '../../test/shop-fixtures';
import { backdateShopOrder, payShopPayment } from '../../test/shop-order-fixtures';
import { setUpTestContext } from '../../test/test-app';
import { runSweep } from '../system/sweeps.service';
import { autoCompleteDue, expireDue } from './shop-sweeps.service';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

const key = () => crypto.randomBytes(9).toString('base64url');

type Api = ReturnType<typeof api>;

const deliver = (hash: string, amount: number) => payShopPayment(ctx, hash, amount);

/** A consumer's order of plan 1 (HK$500) of a new item with 10 in stock, checkout started by card. */
async function placedOrder(quantity = 1) {
  const item = await publishedItem(ctx, cat);
  const consumer = api((await createConsumer(ctx)).agent);
  const res = await consumer.call(c.place, {
    body: { shop_item_id: item.itemId, plan_id: item.planIds[0], quantity, pay_type: 'card', idempotency_key: key() },
  });
  expect(res.status).toBe(200);
  const order = res.body.data.order;
  return { item, consumer, pro: api(item.pro.agent), orderId: order.id as number, hash: order.payment.hash as string };
}

async function paidOrder(quantity = 1) {
  const placed = await placedOrder(quantity);
  expect((await deliver(placed.hash, 500 * quantity)).body.data.result).toBe('shop_paid');
  return placed;
}

async function act(who: Api, action: string, id: number, reason?: string) {
  const res = await who.call(c.act, { params: { action: action as 'confirm', id }, body: reason ? { reason } : {} });
  expect(res.status).toBe(200);
}

/** A paid, confirmed order whose pro applied for completion. */
async function completeRequested() {
  const placed = await paidOrder();
  await act(placed.pro, 'confirm', placed.orderId);
  await act(placed.pro, 'apply_complete', placed.orderId);
  return placed;
}

/** A paid, confirmed order the consumer asked to cancel. */
async function cancelRequested() {
  const placed = await paidOrder();
  await act(placed.pro, 'confirm', placed.orderId);
  await act(placed.consumer, 'apply_cancel', placed.orderId, '改咗期');
  return placed;
}

const makeDue = (orderId: number, days: number) => backdateShopOrder(ctx, orderId, days);

const orderOf = (orderId: number) =>
  ctx.deps.db.one<{ status: string; cancelled_by: string | null }>('SELECT status, cancelled_by FROM shop_orders WHERE id = $1', [orderId]);

const paymentOf = (orderId: number) =>
  ctx.deps.db.many<{ status: string; refunded_amount: number }>(
    'SELECT status, refunded_amount FROM shop_payments WHERE shop_order_id = $1 ORDER BY id',
    [orderId],
  );

const refundsOf = async (orderId: number) =>
  (
    await ctx.deps.db.query(
      `SELECT r.amount FROM sandbox_refunds r JOIN shop_payments p ON p.provider_ref = r.payment_id WHERE p.shop_order_id = $1`,
      [orderId],
    )
  ).rows;

const ledgerOf = async (orderId: number) =>
  (
    await ctx.deps.db.many<{ movement: string; account: string; amount: number }>(
      'SELECT movement, account, amount FROM shop_ledger WHERE shop_order_id = $1 ORDER BY id',
      [orderId],
    )
  ).map((r) => `${r.movement}:${r.account}:${r.amount}`);

/** Two sweep runs at once: what each moved, summed. */
async function twice(sweep: typeof expireDue): Promise<number> {
  const [a, b] = await Promise.all([sweep(ctx.deps), sweep(ctx.deps)]);
  return a + b;
}

describe('shop sweeps: expiry of unpaid checkouts', () => {
  it('when the payment window passes, then two runs at once void the order once and give the stock back, never above the stock', async () => {
    const { orderId, item } = await placedOrder(3);
    const fresh = await placedOrder(2);
    expect(await twice(expireDue)).toBe(0);
    expect((await orderOf(orderId))!.status).toBe('awaiting_payment');
    // The pro raised what is left meanwhile: the 3 given back stop at the stock of 10.
    await ctx.deps.db.query('UPDATE shop_items SET remaining_quantity = 9 WHERE id = $1', [item.itemId]);
    await makeDue(orderId, 0);
    expect(await twice(expireDue)).toBe(1);
    expect(await orderOf(orderId)).toEqual({ status: 'void', cancelled_by: null });
    expect((await paymentOf(orderId)).map((p) => p.status)).toEqual(['cancelled']);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
    expect(await expireDue(ctx.deps)).toBe(0);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
    // The order still inside its window is untouched, its stock still taken.
    expect((await orderOf(fresh.orderId))!.status).toBe('awaiting_payment');
    expect(await remainingOf(ctx, fresh.item.itemId)).toBe(8);
  });
});

describe('shop sweeps: expiry of paid orders', () => {
  it('when the pro does not confirm in 3 days, then two runs at once cancel the order once, refund it once at the provider and give the stock back', async () => {
    const { orderId, item } = await paidOrder(2);
    const notYet = await paidOrder();
    await makeDue(notYet.orderId, 2);
    expect(await remainingOf(ctx, item.itemId)).toBe(8);
    await makeDue(orderId, 3);
    expect(await twice(expireDue)).toBe(1);
    expect(await orderOf(orderId)).toEqual({ status: 'cancelled', cancelled_by: 'system' });
    expect(await paymentOf(orderId)).toEqual([{ status: 'refunded', refunded_amount: 1000 }]);
    expect(await refundsOf(orderId)).toEqual([{ amount: 1000 }]);
    expect(await ledgerOf(orderId)).toEqual([
      'pay_in:gateway:1000',
      'pay_in:pro_payable:-950',
      'pay_in:commission:-50',
      'refund:pro_payable:950',
      'refund:commission:50',
      'refund:gateway:-1000',
    ]);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
    expect(await expireDue(ctx.deps)).toBe(0);
    expect(await refundsOf(orderId)).toHaveLength(1);
    // Paid two days ago: not due yet, nothing refunded.
    expect((await orderOf(notYet.orderId))!.status).toBe('paid');
    expect(await refundsOf(notYet.orderId)).toEqual([]);
    expect(await remainingOf(ctx, notYet.item.itemId)).toBe(9);
  });

  it('when nobody answers a cancel request in 3 days, then it is accepted once: cancelled, refunded once, stock back', async () => {
    const { orderId, item } = await cancelRequested();
    const notYet = await cancelRequested();
    await makeDue(notYet.orderId, 2);
    await makeDue(orderId, 3);
    expect(await twice(expireDue)).toBe(1);
    expect(await orderOf(orderId)).toEqual({ status: 'cancelled', cancelled_by: 'system' });
    expect(await paymentOf(orderId)).toEqual([{ status: 'refunded', refunded_amount: 500 }]);
    expect(await refundsOf(orderId)).toEqual([{ amount: 500 }]);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
    expect((await orderOf(notYet.orderId))!.status).toBe('cancel_requested');
    expect(await refundsOf(notYet.orderId)).toEqual([]);
  });
});

describe('shop sweeps: auto-complete', () => {
  it('when the consumer leaves a completion request 7 days, then two runs at once complete it once, release the held money and create the payout', async () => {
    ctx.deps.env.featureFlags.safetyPayment = true;
    try {
      const { orderId, item } = await completeRequested();
      const notYet = await completeRequested();
      await makeDue(notYet.orderId, 6);
      await makeDue(orderId, 7);
      // Expiry leaves completion requests alone.
      expect(await expireDue(ctx.deps)).toBe(0);
      expect(await twice(autoCompleteDue)).toBe(1);
      expect((await orderOf(orderId))!.status).toBe('completed');
      expect(await ledgerOf(orderId)).toEqual([
        'pay_in:gateway:500',
        'pay_in:held:-500',
        'release:held:500',
        'release:pro_payable:-475',
        'release:commission:-25',
      ]);
      const payouts = await ctx.deps.db.many('SELECT pro_id, amount, status FROM payout_instructions WHERE shop_order_id = $1', [orderId]);
      expect(payouts).toEqual([{ pro_id: item.pro.user.id, amount: 475, status: 'pending' }]);
      expect(await paymentOf(orderId)).toEqual([{ status: 'paid', refunded_amount: 0 }]);
      expect(await remainingOf(ctx, item.itemId)).toBe(9);
      expect(await autoCompleteDue(ctx.deps)).toBe(0);
      expect((await orderOf(notYet.orderId))!.status).toBe('complete_requested');
      expect(await ctx.deps.db.many('SELECT id FROM payout_instructions WHERE shop_order_id = $1', [notYet.orderId])).toEqual([]);
    } finally {
      ctx.deps.env.featureFlags.safetyPayment = false;
    }
  });
});

describe('shop sweeps: flags and registration', () => {
  it('when the shop or nshop flag is off, then both sweeps move nothing; on again, the registered sweeps move the due orders', async () => {
    const unpaid = await placedOrder();
    const paid = await paidOrder();
    const completing = await completeRequested();
    await makeDue(unpaid.orderId, 0);
    await makeDue(paid.orderId, 3);
    await makeDue(completing.orderId, 7);
    for (const flag of ['shop', 'nshop'] as const) {
      ctx.deps.env.featureFlags[flag] = false;
      try {
        expect([await expireDue(ctx.deps), await autoCompleteDue(ctx.deps)]).toEqual([0, 0]);
        expect(await runSweep(ctx.deps, 'shop-expiry')).toEqual({ job: 'shop-expiry', count: 0 });
      } finally {
        ctx.deps.env.featureFlags[flag] = true;
      }
    }
    expect([(await orderOf(unpaid.orderId))!.status, (await orderOf(paid.orderId))!.status]).toEqual(['awaiting_payment', 'paid']);
    expect((await orderOf(completing.orderId))!.status).toBe('complete_requested');
    expect(await refundsOf(paid.orderId)).toEqual([]);
    expect(await runSweep(ctx.deps, 'shop-expiry')).toEqual({ job: 'shop-expiry', count: 2 });
    expect(await runSweep(ctx.deps, 'shop-auto-complete')).toEqual({ job: 'shop-auto-complete', count: 1 });
    expect((await orderOf(unpaid.orderId))!.status).toBe('void');
    expect((await orderOf(paid.orderId))!.status).toBe('cancelled');
    expect((await orderOf(completing.orderId))!.status).toBe('completed');
  });
});
