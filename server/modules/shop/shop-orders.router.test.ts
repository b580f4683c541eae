import crypto from 'node:crypto';
import { accountsContract } from '@shared/api/accounts.contract';
import { shopItemsContract } from '@shared/api/shop-items.contract';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import { api } from '../../test/api';
import { createConsumer, setUpCatalog } from '../../test/fixtures';
import { checkMoneyAfterEach } from '../../test/money-invariants';
import { deliverSandboxEvent } from '../../test/sandbox-webhooks';
import { publishedItem, remainingOf } from '../../test/shop-fixtures';
import { setUpTestContext } from '../../test/test-app';

const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'shop=true,nshop=true', PAYMENT_PROVIDER: 'sandbox' } });
const cat = setUpCatalog(ctx);
checkMoneyAfterEach(ctx);

const key = () => crypto.randomBytes(9).toString('base64url');

type Api = ReturnType<typeof api>;

const place = (buyer: Api, itemId: number, planId: number, quantity = 1) =>
  buyer.call(c.place, { body: { shop_item_id: itemId, plan_id: planId, quantity, pay_type: 'card', idempotency_key: key() } });

/** The provider's side of a paid card (what the hosted page does), then its signed success event. */
async function deliver(hash: string, amount: number, id = `evt_${crypto.randomBytes(12).toString('hex')}`) {
  await ctx.deps.db.query(
    `UPDATE sandbox_payments SET status = 'succeeded', paid_at = coalesce(paid_at, now()) WHERE id = (SELECT provider_ref FROM shop_payments WHERE hash = $1)`,
    [hash],
  );
  const body = JSON.stringify({
    id,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount, currency: 'HKD', card: { brand: 'visa', last4: '4242' } },
  });
  return deliverSandboxEvent(ctx, body);
}

const ledgerOf = async (orderId: number) =>
  (
    await ctx.deps.db.many<{ movement: string; account: string; amount: number }>(
      'SELECT movement, account, amount FROM shop_ledger WHERE shop_order_id = $1 ORDER BY id',
      [orderId],
    )
  ).map((r) => `${r.movement}:${r.account}:${r.amount}`);

/** A consumer's order of plan 1 (HK$500) of a new item with 10 in stock, checkout started by card. */
async function placedOrder(quantity = 1) {
  const item = await publishedItem(ctx, cat);
  const buyer = await createConsumer(ctx);
  const consumer = api(buyer.agent);
  const res = await place(consumer, item.itemId, item.planIds[0], quantity);
  expect(res.status).toBe(200);
  const order = res.body.data.order;
  return {
    item,
    buyer,
    consumer,
    pro: api(item.pro.agent),
    orderId: order.id as number,
    hash: order.payment.hash as string,
    redirect: res.body.data.redirect_url as string,
  };
}

async function paidOrder() {
  const placed = await placedOrder();
  expect((await deliver(placed.hash, 500)).body.data.result).toBe('shop_paid');
  return placed;
}

const act = (who: Api, action: string, id: number, reason?: string) =>
  who.call(c.act, { params: { action: action as 'confirm', id }, body: reason ? { reason } : {} });

describe('shop orders: stock', () => {
  it('when 20 orders for an item with 5 left arrive at once, then exactly 5 are placed and the stock ends at 0', async () => {
    const item = await publishedItem(ctx, cat, { quantity: 8, remaining: 5 });
    const consumer = api((await createConsumer(ctx)).agent);
    const results = await Promise.all(Array.from({ length: 20 }, () => place(consumer, item.itemId, item.planIds[1])));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(Array.from({ length: 15 }, () => [409, 'shop_sold_out']));
    expect(await remainingOf(ctx, item.itemId)).toBe(0);
    const { rows } = await ctx.deps.db.query('SELECT amount, unit_price, plan_name FROM shop_orders WHERE shop_item_id = $1', [
      item.itemId,
    ]);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({ amount: 300, unit_price: 300, plan_name: '單部' });
    expect((await consumer.call(c.cartCount, {})).body.data).toEqual({ count: 5 });
  });

  it('when an order asks for more than is left, then 409 shop_sold_out and nothing is taken; a quantity over 99 is a 400', async () => {
    const item = await publishedItem(ctx, cat, { quantity: 3 });
    const consumer = api((await createConsumer(ctx)).agent);
    const res = await place(consumer, item.itemId, item.planIds[0], 4);
    expect([res.status, res.body.error.code]).toEqual([409, 'shop_sold_out']);
    expect((await place(consumer, item.itemId, item.planIds[0], 100)).status).toBe(400);
    expect(await remainingOf(ctx, item.itemId)).toBe(3);
    const ok = await place(consumer, item.itemId, item.planIds[0], 3);
    expect(ok.body.data.order).toMatchObject({
      quantity: 3,
      amount: 1500,
      status: 'awaiting_payment',
      is_held: false,
      actions: ['cancel'],
    });
    expect(await remainingOf(ctx, item.itemId)).toBe(0);
  });
});

describe('shop orders: paying', () => {
  it('when the verified webhook arrives 20 times at once, then the order is paid once and the pay-in posted once', async () => {
    const { consumer, orderId, hash, redirect } = await placedOrder();
    expect(redirect).toMatch(/sandbox-gateway/);
    const replays = await Promise.all(Array.from({ length: 20 }, () => deliver(hash, 500, 'evt_same_shop_pay')));
    expect(replays.every((r) => r.status === 200)).toBe(true);
    // Other events for the same payment (a retried delivery with another id) move nothing either.
    const others = await Promise.all(Array.from({ length: 5 }, () => deliver(hash, 500)));
    expect(others.map((r) => r.body.data.result)).toEqual(Array.from({ length: 5 }, () => 'already_paid'));
    expect(await ledgerOf(orderId)).toEqual(['pay_in:gateway:500', 'pay_in:pro_payable:-475', 'pay_in:commission:-25']);
    const view = (await consumer.call(c.order, { params: { id: orderId } })).body.data;
    expect(view).toMatchObject({ status: 'paid', payment: { status: 'paid', card_info: expect.any(String) }, actions: ['cancel'] });
    expect(view.timeline.map((t: { status: string }) => t.status)).toEqual(['awaiting_payment', 'paid']);
    expect((await consumer.call(c.cartCount, {})).body.data).toEqual({ count: 0 });
  });

  it('when a success arrives after the consumer dropped the checkout, then it is refunded at once and the stock is back', async () => {
    const { consumer, orderId, hash, item } = await placedOrder(2);
    expect(await remainingOf(ctx, item.itemId)).toBe(8);
    expect((await act(consumer, 'cancel', orderId)).body.data).toMatchObject({ status: 'void', cancelled_by: null });
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
    expect((await deliver(hash, 1000)).body.data.result).toBe('refunded_late');
    expect((await deliver(hash, 1000)).body.data.result).toBe('already_paid');
    const view = (await consumer.call(c.order, { params: { id: orderId } })).body.data;
    expect(view).toMatchObject({ status: 'void', payment: { status: 'refunded', refunded_amount: 1000 } });
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
  });
});

describe('shop orders: lifecycle', () => {
  it('when a held order is confirmed, completion applied for and confirmed, then the money is released once and a payout of the amount less commission is due', async () => {
    ctx.deps.env.featureFlags.safetyPayment = true;
    try {
      const { consumer, pro, orderId, hash, item } = await placedOrder();
      await deliver(hash, 500);
      expect(await ledgerOf(orderId)).toEqual(['pay_in:gateway:500', 'pay_in:held:-500']);
      // The consumer cannot confirm for the pro, nor complete before the pro asks.
      expect([(await act(consumer, 'confirm', orderId)).status, (await act(consumer, 'complete', orderId)).status]).toEqual([409, 409]);
      expect((await act(pro, 'confirm', orderId)).body.data).toMatchObject({
        status: 'confirmed',
        actions: ['apply_complete', 'apply_cancel'],
      });
      const again = await act(pro, 'confirm', orderId);
      expect([again.status, again.body.error.code]).toEqual([409, 'shop_wrong_status']);
      expect((await act(pro, 'apply_complete', orderId)).body.data.status).toBe('complete_requested');
      expect((await act(consumer, 'reject_complete', orderId)).body.data.status).toBe('confirmed');
      expect((await act(pro, 'apply_complete', orderId)).body.data.status).toBe('complete_requested');
      const completes = await Promise.all(Array.from({ length: 20 }, () => act(consumer, 'complete', orderId)));
      expect(completes.filter((r) => r.status === 200)).toHaveLength(1);
      expect(completes.filter((r) => r.status === 409)).toHaveLength(19);
      expect(await ledgerOf(orderId)).toEqual([
        'pay_in:gateway:500',
        'pay_in:held:-500',
        'release:held:500',
        'release:pro_payable:-475',
        'release:commission:-25',
      ]);
      const payout = await ctx.deps.db.one('SELECT pro_id, amount, status, part_id FROM payout_instructions WHERE shop_order_id = $1', [
        orderId,
      ]);
      expect(payout).toEqual({ pro_id: item.pro.user.id, amount: 475, status: 'pending', part_id: null });
      const proView = (await pro.call(c.order, { params: { id: orderId } })).body.data;
      expect(proView).toMatchObject({ role: 'pro', status: 'completed', commission: 25, pro_receives: 475, is_held: true, actions: [] });
      expect(proView.timeline.map((t: { status: string }) => t.status)).toEqual([
        'awaiting_payment',
        'paid',
        'confirmed',
        'complete_requested',
        'confirmed',
        'complete_requested',
        'completed',
      ]);
    } finally {
      ctx.deps.env.featureFlags.safetyPayment = false;
    }
  });

  it('when the consumer cancels a paid order 20 times at once, then one cancel refunds it in full once and gives the stock back', async () => {
    const { consumer, orderId, item } = await paidOrder();
    expect(await remainingOf(ctx, item.itemId)).toBe(9);
    const cancels = await Promise.all(Array.from({ length: 20 }, () => act(consumer, 'cancel', orderId)));
    expect(cancels.filter((r) => r.status === 200)).toHaveLength(1);
    expect(cancels.filter((r) => r.status === 409).map((r) => r.body.error.code)).toEqual(
      Array.from({ length: 19 }, () => 'shop_wrong_status'),
    );
    expect(await ledgerOf(orderId)).toEqual([
      'pay_in:gateway:500',
      'pay_in:pro_payable:-475',
      'pay_in:commission:-25',
      'refund:pro_payable:475',
      'refund:commission:25',
      'refund:gateway:-500',
    ]);
    const view = (await consumer.call(c.order, { params: { id: orderId } })).body.data;
    expect(view).toMatchObject({ status: 'cancelled', cancelled_by: 'consumer', payment: { status: 'refunded', refunded_amount: 500 } });
    const { rows } = await ctx.deps.db.query(
      `SELECT r.amount FROM sandbox_refunds r JOIN shop_payments p ON p.provider_ref = r.payment_id WHERE p.shop_order_id = $1`,
      [orderId],
    );
    expect(rows).toEqual([{ amount: 500 }]);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
  });

  it('when the pro asks to cancel, then only the consumer answers: rejecting keeps the order, accepting cancels and refunds it', async () => {
    const { consumer, pro, orderId, item } = await paidOrder();
    await act(pro, 'confirm', orderId);
    expect((await act(pro, 'apply_cancel', orderId, '師傅病咗')).body.data).toMatchObject({
      status: 'cancel_requested',
      cancel_requested_by: 'pro',
      cancel_reason: '師傅病咗',
      actions: [],
    });
    expect((await act(pro, 'cancel', orderId)).status).toBe(409);
    expect((await act(consumer, 'reject_cancel', orderId)).body.data).toMatchObject({ status: 'confirmed', cancel_requested_by: null });
    await act(pro, 'apply_cancel', orderId);
    expect((await act(consumer, 'cancel', orderId)).body.data).toMatchObject({ status: 'cancelled', cancelled_by: 'consumer' });
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
  });
});

describe('shop orders: who sees what', () => {
  it('when someone else asks for an order or acts on it, then 404; each side lists its own orders', async () => {
    const { orderId, consumer, pro, buyer } = await paidOrder();
    const stranger = api((await createConsumer(ctx)).agent);
    expect((await stranger.call(c.order, { params: { id: orderId } })).status).toBe(404);
    expect((await act(stranger, 'cancel', orderId)).status).toBe(404);
    expect((await stranger.call(c.checkout, { params: { id: orderId }, body: { pay_type: 'card', idempotency_key: key() } })).status).toBe(
      404,
    );
    const mine = (await consumer.call(c.list, { query: { role: 'consumer' } })).body.data;
    expect(mine).toMatchObject({ total: 1, items: [{ id: orderId, role: 'consumer', consumer: { id: buyer.user.id } }] });
    expect((await pro.call(c.list, { query: { role: 'pro', status: 'open' } })).body.data.items.map((o: { id: number }) => o.id)).toEqual([
      orderId,
    ]);
    expect((await pro.call(c.list, { query: { role: 'consumer' } })).body.data.total).toBe(0);
  });

  it('when an item is not for sale, missing, the buyer is its pro or a slot is asked for, then the matching refusal', async () => {
    const item = await publishedItem(ctx, cat);
    const consumer = api((await createConsumer(ctx)).agent);
    expect((await api(item.pro.agent).call(accountsContract.switchRole, { body: { role: 'consumer' } })).status).toBe(200);
    const byPro = await place(api(item.pro.agent), item.itemId, item.planIds[0]);
    expect([byPro.status, byPro.body.error.code]).toEqual([409, 'shop_not_for_sale']);
    const unpublished = await publishedItem(ctx, cat, { status: 'unpublished' });
    expect((await place(consumer, unpublished.itemId, unpublished.planIds[0])).body.error.code).toBe('shop_not_for_sale');
    // A profile taken down sells nothing, and its item's page is gone too.
    const hidden = await publishedItem(ctx, cat);
    await ctx.deps.db.query('UPDATE quote_services SET is_public = false WHERE quote_service_id = $1', [hidden.pro.serviceId]);
    expect((await place(consumer, hidden.itemId, hidden.planIds[0])).body.error.code).toBe('shop_not_for_sale');
    const page = await consumer.call(shopItemsContract.publicItem, { params: { id: hidden.itemId } });
    expect([page.status, page.body.error.code]).toEqual([404, 801]);
    const missing = await place(consumer, item.itemId, unpublished.planIds[0]);
    expect([missing.status, missing.body.error.code]).toEqual([404, 801]);
    const slot = await consumer.call(c.place, {
      body: {
        shop_item_id: item.itemId,
        plan_id: item.planIds[0],
        begin_time: '2030-01-20 03:00:00',
        pay_type: 'card',
        idempotency_key: key(),
      },
    });
    expect([slot.status, slot.body.error.code]).toEqual([422, 'shop_no_reservation']);
    expect(await remainingOf(ctx, item.itemId)).toBe(10);
  });

  it('when the shop or nshop flag is off, then every call is 404', async () => {
    const { consumer, orderId } = await placedOrder();
    for (const flag of ['shop', 'nshop'] as const) {
      ctx.deps.env.featureFlags[flag] = false;
      try {
        expect((await consumer.call(c.order, { params: { id: orderId } })).status).toBe(404);
        expect((await consumer.call(c.list, { query: { role: 'consumer' } })).status).toBe(404);
        expect((await consumer.call(c.cartCount, {})).status).toBe(404);
        expect((await act(consumer, 'cancel', orderId)).status).toBe(404);
        expect((await consumer.call(c.feedback, { body: { shop_order_id: orderId, shop_item_id: 1, score: 5 } })).status).toBe(404);
      } finally {
        ctx.deps.env.featureFlags[flag] = true;
      }
    }
  });
});
