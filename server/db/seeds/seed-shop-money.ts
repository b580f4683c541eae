/**
 * How the shop demo (seed-shop.ts) moves orders: through the shop module's repositories, in the order and with the
 * idempotency keys its services use (the stock taken with the order, a pay-in posted once with the verified webhook,
 * the release and the pro's payout with completion), then dated as if it had happened (the repositories stamp now()).
 * A pay-in has the sandbox gateway's own record and the verified event (seed-gateway.ts), as the payments module
 * leaves them.
 */
import { orderStatusesBefore } from '@shared/domain/payment-order-states';
import { orderCommission, type ShopOrderStatus } from '@shared/domain/shop';
import { commentProblem, feedbackProblem } from '@shared/domain/shop-rules';
import type { Tx } from '../../lib/db';
import { addShopPayout } from '../../modules/safety-payments/payouts.service';
import { insertFeedback, setComment } from '../../modules/shop/shop-feedback.repository';
import { recomputeRating } from '../../modules/service-editor/service-records.service';
import * as orders from '../../modules/shop/shop-orders.repository';
import * as payments from '../../modules/shop/shop-payments.repository';
import { orderPath } from '../../modules/shop/shop-payments.service';
import { freeSlot } from '../../modules/shop/shop-reserves.service';
import { digest, openSandboxStoreBill, recordResult, recordSandboxSuccess } from './seed-gateway';

type Order = orders.ShopOrderRow;

/**
 * Dates an order's history as it happened, in one statement: each status row at `times[status]`, the column each
 * status stamps (shop-orders.repository moveOrder) with it, `created` at the first and `modified` at the last; the
 * pay-in and its payment try at `paid` (the checkout opened at `checkout`), the release and the payout instruction at
 * `completed`.
 */
export async function stampOrder(tx: Tx, orderId: number, times: Partial<Record<ShopOrderStatus | 'checkout', Date>>): Promise<void> {
  await tx.query(
    `WITH t AS (SELECT $2::jsonb AS j),
     h AS (UPDATE shop_order_transitions SET created = ((SELECT j FROM t) ->> to_status)::timestamptz
            WHERE shop_order_id = $1 AND (SELECT j FROM t) ? to_status),
     l AS (UPDATE shop_ledger SET created = ((SELECT j FROM t) ->> CASE movement WHEN 'pay_in' THEN 'paid' ELSE 'completed' END)::timestamptz
            WHERE shop_order_id = $1 AND movement IN ('pay_in', 'release')),
     p AS (UPDATE shop_payments SET created = ((SELECT j FROM t) ->> 'checkout')::timestamptz, modified = ((SELECT j FROM t) ->> 'paid')::timestamptz
            WHERE shop_order_id = $1 AND status = 'paid' RETURNING id),
     ph AS (UPDATE shop_payment_transitions
               SET created = ((SELECT j FROM t) ->> CASE to_status WHEN 'paid' THEN 'paid' ELSE 'checkout' END)::timestamptz
             WHERE shop_payment_id IN (SELECT id FROM p)),
     i AS (UPDATE payout_instructions SET created = ((SELECT j FROM t) ->> 'completed')::timestamptz,
                  modified = ((SELECT j FROM t) ->> 'completed')::timestamptz
            WHERE shop_order_id = $1 RETURNING id),
     it AS (UPDATE payout_transitions SET created = ((SELECT j FROM t) ->> 'completed')::timestamptz
             WHERE instruction_id IN (SELECT id FROM i))
     UPDATE shop_orders SET created = ((SELECT j FROM t) ->> 'awaiting_payment')::timestamptz,
            modified = (SELECT max(v::timestamptz) FROM jsonb_each_text((SELECT j FROM t) - 'checkout') AS e(k, v)),
            paid_at = coalesce(((SELECT j FROM t) ->> 'paid')::timestamptz, paid_at),
            confirmed_at = coalesce(((SELECT j FROM t) ->> 'confirmed')::timestamptz, confirmed_at),
            complete_requested_at = coalesce(((SELECT j FROM t) ->> 'complete_requested')::timestamptz, complete_requested_at),
            completed_at = coalesce(((SELECT j FROM t) ->> 'completed')::timestamptz, completed_at)
      WHERE id = $1`,
    [orderId, JSON.stringify(times)],
  );
}

export interface NewDemoOrder {
  itemId: number;
  planId: number;
  consumerId: number;
  quantity: number;
  note: string;
  commissionPercent: number;
  isHeld: boolean;
  /** A stable name for the order's keys. */
  seed: string;
}

/** The order placed, its stock taken in the same transaction as placeOrder takes it; a refusal is a seed bug. */
export async function placeOrder(tx: Tx, o: NewDemoOrder): Promise<Order> {
  const sale = await orders.findSale(tx, o.itemId, o.planId);
  if (!sale || sale.item_status !== 'published') throw new Error(`shop demo: item ${o.itemId} is not for sale`);
  const order = await orders.insertOrder(tx, {
    sale,
    consumerId: o.consumerId,
    quantity: o.quantity,
    commissionPercent: o.commissionPercent,
    isHeld: o.isHeld,
    note: o.note,
    key: `demo-${digest(o.seed).slice(0, 24)}`,
  });
  if (!order) throw new Error(`shop demo: order ${o.seed} placed twice`);
  if (!(await orders.takeStock(tx, sale.item_id, o.quantity))) throw new Error(`shop demo: item ${o.itemId} sold out`);
  return order;
}

/** One move of the order from its current status (stampOrder dates it); a move the rules refuse is a seed bug. */
export async function moveOrder(tx: Tx, order: Order, to: ShopOrderStatus): Promise<Order> {
  const moved = await orders.moveOrder(tx, order.id, to, {}, [order.status]);
  if (!moved) throw new Error(`shop demo: order ${order.id} cannot move from ${order.status} to ${to}`);
  return moved;
}

/**
 * The consumer pays by sandbox card, bank transfer or at a convenience store, the checkout started at `at`: the gateway's record, the payment
 * try, the verified webhook marking it paid, the pay-in posted (held when the order is) and the order paid.
 */
export async function payOrder(tx: Tx, order: Order, payType: 'card' | 'bank' | 'cvs', at: Date): Promise<{ order: Order; paidAt: Date }> {
  const seed = `demo-shop-pay-in:${order.id}`;
  const hash = `${payments.SHOP_PAYMENT_PREFIX}${digest(seed, 'base64url').slice(0, 24)}`;
  const gateway = await recordSandboxSuccess(tx, seed, {
    hash,
    payType,
    amount: order.amount,
    customerId: order.consumer_id,
    returnPath: orderPath(order.id),
    description: `Sifu shop order HK$${order.amount}`,
    at,
  });
  const payment = await payments.insertPayment(tx, {
    hash,
    orderId: order.id,
    consumerId: order.consumer_id,
    payType,
    amount: order.amount,
    provider: 'sandbox',
    key: `demo-${digest(seed).slice(24, 40)}`,
  });
  if (!payment) throw new Error(`shop demo: order ${order.id} has a payment already`);
  await payments.patchPayment(tx, payment.id, {
    provider_ref: gateway.providerRef,
    checkout_url: gateway.checkoutUrl,
    virtual_account: gateway.virtualAccount,
    payment_code: gateway.paymentCode,
    barcode: gateway.barcode,
    expires_at: gateway.expiresAt,
  });
  await recordResult(tx, gateway, 'shop_paid');
  const paid = await payments.movePayment(tx, payment.id, 'paid', [...orderStatusesBefore('paid'), 'cancelled'], {
    paid_at: gateway.paidAt,
    card_info: gateway.cardInfo,
  });
  if (!paid) throw new Error(`shop demo: payment ${payment.id} cannot be paid`);
  const commission = orderCommission(order.amount, order.commission_percent);
  const key = `shop-pay-in:${payment.id}`;
  await payments.postMovement(tx, order.id, { kind: 'pay_in', amount: payment.amount, commission }, order.is_held, key);
  return { order: await moveOrder(tx, order, 'paid'), paidAt: gateway.paidAt };
}

/**
 * The consumer chose to pay at a convenience store at `at` and has not paid yet: the gateway's open bill (payable at
 * the sandbox counter) and the pending payment try with its code, barcode and 72-hour deadline.
 */
export async function startStoreBill(tx: Tx, order: Order, at: Date): Promise<void> {
  const seed = `demo-shop-store-bill:${order.id}`;
  const hash = `${payments.SHOP_PAYMENT_PREFIX}${digest(seed, 'base64url').slice(0, 24)}`;
  const bill = await openSandboxStoreBill(tx, seed, {
    hash,
    amount: order.amount,
    customerId: order.consumer_id,
    returnPath: orderPath(order.id),
    at,
  });
  const payment = await payments.insertPayment(tx, {
    hash,
    orderId: order.id,
    consumerId: order.consumer_id,
    payType: 'cvs',
    amount: order.amount,
    provider: 'sandbox',
    key: `demo-${digest(seed).slice(24, 40)}`,
  });
  if (!payment) throw new Error(`shop demo: order ${order.id} has a payment already`);
  await payments.patchPayment(tx, payment.id, bill);
  await tx.query('UPDATE shop_payments SET created = $2, modified = $2 WHERE id = $1', [payment.id, at]);
}

/** The consumer confirmed the work (or it completed on its own): released less commission, the pro's payout pending. */
export async function completeOrder(tx: Tx, order: Order): Promise<Order> {
  const moved = await moveOrder(tx, order, 'completed');
  const commission = orderCommission(moved.amount, moved.commission_percent);
  const key = `shop-release:${moved.id}`;
  await payments.postMovement(tx, moved.id, { kind: 'release', amount: moved.amount, commission }, moved.is_held, key);
  await addShopPayout(tx, { shopOrderId: moved.id, proId: moved.pro_id, amount: moved.amount - commission });
  return moved;
}

/** The consumer dropped the checkout: void, its open tries cancelled, its stock given back and any slot freed. */
export async function voidOrder(tx: Tx, order: Order): Promise<Order> {
  const moved = await moveOrder(tx, order, 'void');
  await payments.cancelOpenPayments(tx, moved.id, ['pending', 'requires_action']);
  await orders.returnStock(tx, moved.shop_item_id, moved.quantity);
  await freeSlot(tx, moved);
  return moved;
}

/** The consumer's feedback on a completed order at `at`, and the pro's reply at `replyAt`. */
export async function addFeedback(
  tx: Tx,
  order: Order,
  f: { score: number; text: string; reply?: string },
  at: Date,
  replyAt: Date,
): Promise<number> {
  const problem = feedbackProblem({ score: f.score, feedback: f.text, attachments: [] }) ?? (f.reply ? commentProblem(f.reply) : null);
  if (problem) throw new Error(`shop demo: feedback on order ${order.id} is refused (${problem})`);
  const id = await insertFeedback(tx, {
    orderId: order.id,
    itemId: order.shop_item_id,
    serviceId: order.quote_service_id,
    consumerId: order.consumer_id,
    score: f.score,
    feedback: f.text,
    photos: [],
  });
  if (id === undefined) throw new Error(`shop demo: order ${order.id} has feedback already`);
  if (f.reply && !(await setComment(tx, id, f.reply))) throw new Error(`shop demo: feedback ${id} has a reply already`);
  await tx.query(
    'UPDATE shop_order_feedbacks SET created = $2, replied_at = CASE WHEN comment IS NULL THEN NULL ELSE $3::timestamptz END WHERE nshop_order_feedback_id = $1',
    [id, at, replyAt],
  );
  await recomputeRating(tx, order.quote_service_id);
  return id;
}
