/**
 * Shop orders through the API for tests of what follows them (notices, slots, payouts, cartCount): a consumer's order
 * of a new published item (shop-fixtures.ts), paid by the sandbox gateway's signed success event.
 */
import crypto from 'node:crypto';
import { shopOrdersContract as c } from '@shared/api/shop-orders.contract';
import type { ShopOrderInput } from '@shared/schemas/shop.schema';
import { api } from './api';
import { createConsumer, type Catalog } from './fixtures';
import { deliverSandboxEvent } from './sandbox-webhooks';
import { publishedItem } from './shop-fixtures';
import type { TestContext } from './test-app';

export type Api = ReturnType<typeof api>;

export const shopKey = () => crypto.randomBytes(9).toString('base64url');

/** The provider's side of a paid card for a shop payment (what the hosted page does), then its signed success event. */
export async function payShopPayment(ctx: TestContext, hash: string, amount: number) {
  await ctx.deps.db.query(
    `UPDATE sandbox_payments SET status = 'succeeded', paid_at = coalesce(paid_at, now()) WHERE id = (SELECT provider_ref FROM shop_payments WHERE hash = $1)`,
    [hash],
  );
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: { order_ref: hash, payment_id: `pay_${hash}`, method: 'card', amount, currency: 'HKD', card: { brand: 'visa', last4: '4242' } },
  });
  return deliverSandboxEvent(ctx, body);
}

/** A new consumer's order of plan 1 (HK$500 each) of a new item with 10 in stock, checkout started by card. */
export async function placeShopOrder(ctx: TestContext, cat: Catalog, body: Partial<ShopOrderInput> = {}) {
  const item = await publishedItem(ctx, cat);
  const buyer = await createConsumer(ctx);
  const consumer = api(buyer.agent);
  const res = await consumer.call(c.place, {
    body: { shop_item_id: item.itemId, plan_id: item.planIds[0], quantity: 1, pay_type: 'card', idempotency_key: shopKey(), ...body },
  });
  expect(res.status).toBe(200);
  const order = res.body.data.order;
  return { item, buyer, consumer, pro: api(item.pro.agent), orderId: order.id as number, hash: order.payment.hash as string };
}

/** placeShopOrder, then paid. */
export async function paidShopOrder(ctx: TestContext, cat: Catalog) {
  const placed = await placeShopOrder(ctx, cat);
  expect((await payShopPayment(ctx, placed.hash, 500)).body.data.result).toBe('shop_paid');
  return placed;
}

/** One side's order action; expects it to succeed. */
export async function actOnShopOrder(who: Api, action: string, id: number, reason?: string) {
  const res = await who.call(c.act, { params: { action: action as 'confirm', id }, body: reason ? { reason } : {} });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Puts an order's deadline into the past: its checkout window, payment, cancel request or completion request `days` ago. */
export async function backdateShopOrder(ctx: TestContext, orderId: number, days: number) {
  const ago = `now() - make_interval(days => ${days}, mins => 1)`;
  await ctx.deps.db.query(
    `UPDATE shop_orders SET created = now() - interval '2 hours', paid_at = CASE WHEN paid_at IS NOT NULL THEN ${ago} END,
            cancel_requested_at = CASE WHEN cancel_requested_at IS NOT NULL THEN ${ago} END,
            complete_requested_at = CASE WHEN complete_requested_at IS NOT NULL THEN ${ago} END
      WHERE id = $1`,
    [orderId],
  );
  await ctx.deps.db.query(
    `UPDATE shop_payments SET created = now() - interval '2 hours', expires_at = now() - interval '1 minute' WHERE shop_order_id = $1`,
    [orderId],
  );
}
