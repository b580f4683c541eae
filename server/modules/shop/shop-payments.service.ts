/**
 * Paying shop orders through the providers (docs/decisions/0038, as safety payments do, ADR 0037): a shop_payments row
 * per try, a checkout started with the consumer's idempotency key, only the verified webhook marks the order paid
 * (once: the order's conditional move, the one-paid index and the ledger key), a success arriving after the order went
 * void is refunded at once (and the consumer told), and a cancelled paid order is refunded in full through the provider once.
 */
import crypto from 'node:crypto';
import { orderStatusesBefore } from '@shared/domain/payment-order-states';
import { cardInfoOf, type PayType } from '@shared/domain/payments';
import { orderCommission } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { AppError } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { isUniqueViolation } from '../../lib/ops-edits';
import type { EventResult, PaymentEvent } from '../payments/payment-webhooks.service';
import { refundAtProvider, startCheckout } from '../payments/payments.service';
import { noticeOfLateRefund, noticeOfMove } from './shop-notices';
import * as orders from './shop-orders.repository';
import * as repo from './shop-payments.repository';
import { shopOrderError } from './shop.errors';

/** The consumer's page of an order (where a store bill or a transfer is shown, and where the card page returns). */
export function orderPath(orderId: number, lng?: Language): string {
  return `${lng ? `/${lng}` : ''}/dashboard/shop-consumer/order/${orderId}`;
}

/**
 * Starts a try at paying an order awaiting payment. A retried click (same key) answers with the same try; a new try
 * cancels the order's open ones first (nothing was captured on them).
 */
export async function startPayment(
  deps: FullDeps,
  order: orders.ShopOrderRow,
  c: { payType: PayType; key: string; lng: Language },
): Promise<{ payment: repo.ShopPaymentRow; redirect_url: string }> {
  const local = orderPath(order.id, c.lng);
  const replay = await repo.paymentByKey(deps.db, order.consumer_id, c.key);
  if (replay) {
    if (replay.shop_order_id !== order.id || replay.pay_type !== c.payType)
      throw new AppError({ code: 409, status: 409, messageKey: 'idempotency_key_reused' });
    return { payment: replay, redirect_url: replay.status === 'pending' && replay.checkout_url ? replay.checkout_url : local };
  }
  const inserted = await deps.db.withTransaction(async (tx) => {
    const locked = await orders.findOrder(tx, order.id, true);
    if (!locked || locked.status !== 'awaiting_payment') throw shopOrderError('shop_wrong_status');
    await repo.cancelOpenPayments(tx, order.id, ['pending']);
    return repo.insertPayment(tx, {
      hash: `${repo.SHOP_PAYMENT_PREFIX}${crypto.randomBytes(18).toString('base64url')}`,
      orderId: order.id,
      consumerId: order.consumer_id,
      payType: c.payType,
      amount: order.amount - order.discount,
      provider: deps.env.PAYMENT_PROVIDER ?? 'sandbox',
      key: c.key,
    });
  });
  if (!inserted) return startPayment(deps, order, c);
  try {
    const { provider, result } = await startCheckout(deps, {
      orderRef: inserted.hash,
      amount: inserted.amount,
      payType: c.payType,
      userId: order.consumer_id,
      description: `Sifu shop order HK$${inserted.amount}`,
      returnPath: local,
      lng: c.lng,
    });
    await repo.patchPayment(deps.db, inserted.id, {
      provider,
      provider_ref: result.providerRef,
      checkout_url: result.redirectUrl,
      payment_code: result.paymentCode ?? null,
      barcode: result.barcode ?? null,
      virtual_account: result.virtualAccount ?? null,
      expires_at: result.expiresAt,
    });
  } catch (err) {
    const code = err instanceof AppError ? String(err.code) : 'provider_error';
    await repo.movePayment(deps.db, inserted.id, 'failed', orderStatusesBefore('failed'), { failure_code: code });
    throw err;
  }
  const fresh = (await repo.lockPaymentByHash(deps.db, inserted.hash))!;
  return { payment: fresh, redirect_url: fresh.checkout_url ?? local };
}

/**
 * A verified provider event of a shop payment (the payments webhook hands over references with our prefix, in its
 * transaction, after de-duplicating the event); null when the reference is not the shop's.
 */
export async function applyShopPaymentEvent(
  deps: FullDeps,
  tx: Tx,
  providerName: string,
  event: PaymentEvent,
): Promise<EventResult | null> {
  if (!event.orderRef.startsWith(repo.SHOP_PAYMENT_PREFIX)) return null;
  const payment = await repo.lockPaymentByHash(tx, event.orderRef);
  if (!payment) return 'unknown_order';
  if (payment.provider !== providerName) return 'wrong_provider';
  switch (event.type) {
    case 'payment.failed':
      return (await repo.movePayment(tx, payment.id, 'failed', orderStatusesBefore('failed'), {
        failure_code: String(event.failure?.code ?? 4),
        failure_message: event.failure?.message ?? null,
      }))
        ? 'failed'
        : 'ignored';
    case 'payment.expired':
      return (await repo.movePayment(tx, payment.id, 'expired', orderStatusesBefore('expired'))) ? 'expired' : 'ignored';
    case 'payment.requires_action':
      return (await repo.movePayment(tx, payment.id, 'requires_action', orderStatusesBefore('requires_action')))
        ? 'requires_action'
        : 'ignored';
    case 'payment.succeeded':
      return paid(deps, tx, payment, event);
  }
}

async function paid(deps: FullDeps, tx: Tx, payment: repo.ShopPaymentRow, event: PaymentEvent): Promise<EventResult> {
  if (payment.status === 'paid' || payment.status === 'refunded') return 'already_paid';
  if (event.amount !== payment.amount || event.currency.toUpperCase() !== 'HKD') {
    logger().error('shop-payment-amount-mismatch', { payment: payment.id, expected: payment.amount, got: event.amount });
    await repo.patchPayment(tx, payment.id, { failure_code: 'amount_mismatch' });
    return 'amount_mismatch';
  }
  const order = (await orders.findOrder(tx, payment.shop_order_id, true))!;
  // A success is authoritative after a failed try, an expiry or a cancel (the money was captured).
  await tx.query('SAVEPOINT shop_pay');
  try {
    const moved = await repo.movePayment(tx, payment.id, 'paid', [...orderStatusesBefore('paid'), 'cancelled'], {
      paid_at: new Date(),
      card_info: event.card ? cardInfoOf(event.card.brand, event.card.last4) : null,
      failure_code: null,
      failure_message: null,
    });
    await tx.query('RELEASE SAVEPOINT shop_pay');
    if (!moved) return 'ignored';
  } catch (err) {
    if (!isUniqueViolation(err, 'shop_payments_one_paid')) throw err;
    // Another try of the order was paid first: finance refunds this charge (the reconciliation lists it).
    await tx.query('ROLLBACK TO SAVEPOINT shop_pay');
    logger().error('shop-payment-order-already-paid', { payment: payment.id, order: order.id });
    await repo.patchPayment(tx, payment.id, { failure_code: 'order_already_paid' });
    return 'already_held';
  }
  const commission = orderCommission(order.amount, order.commission_percent);
  const payIn = { kind: 'pay_in' as const, amount: order.amount, commission, discount: order.discount };
  await repo.postMovement(tx, order.id, payIn, order.is_held, `shop-pay-in:${payment.id}`);
  const moved = await orders.moveOrder(tx, order.id, 'paid');
  if (moved) {
    await noticeOfMove(deps, tx, { before: order, moved, by: 'system' });
    return 'shop_paid';
  }
  // The order went void before the money arrived (a late store payment): it is refunded at once.
  logger().warn('shop-payment-late', { payment: payment.id, order: order.id, status: order.status });
  await refundOrder(deps, tx, order);
  await noticeOfLateRefund(deps, tx, order, payment.amount);
  return 'refunded_late';
}

/**
 * Refunds all of an order's paid payment through the provider that took it (keyed by the order, so a retry refunds
 * nothing more), marks the payment refunded and posts the refund once. A refused provider call throws and the
 * caller's whole step rolls back.
 */
export async function refundOrder(deps: FullDeps, tx: Tx, order: orders.ShopOrderRow): Promise<void> {
  // What the consumer paid goes back; a partner discount (docs/decisions/0043) is reversed in the ledger only.
  if (order.discount < order.amount) {
    const payment = await repo.paidPayment(tx, order.id);
    if (!payment?.provider_ref) throw shopOrderError('shop_wrong_status');
    await refundAtProvider(deps, payment.provider_ref, payment.amount, `shop-refund:${order.id}`);
    await repo.movePayment(tx, payment.id, 'refunded', ['paid'], { refunded_amount: payment.amount });
  }
  const commission = orderCommission(order.amount, order.commission_percent);
  const refund = { kind: 'refund' as const, amount: order.amount, commission, discount: order.discount };
  await repo.postMovement(tx, order.id, refund, order.is_held, `shop-refund:${order.id}`);
}

/**
 * An order whose partner discount covers all of it is paid without a provider: the pay-in posts the discount alone
 * (owed by the partner) and the order moves to paid once (its conditional move and the ledger key).
 */
export async function settleUnpaid(deps: FullDeps, order: orders.ShopOrderRow): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    const locked = (await orders.findOrder(tx, order.id, true))!;
    if (locked.status !== 'awaiting_payment' || locked.discount < locked.amount) return;
    const commission = orderCommission(locked.amount, locked.commission_percent);
    const payIn = { kind: 'pay_in' as const, amount: locked.amount, commission, discount: locked.discount };
    await repo.postMovement(tx, locked.id, payIn, locked.is_held, `shop-pay-in:order:${locked.id}`);
    const moved = await orders.moveOrder(tx, locked.id, 'paid');
    if (moved) await noticeOfMove(deps, tx, { before: locked, moved, by: 'system' });
  });
}

/** The payments of orders as their views show them (the paid one, else the latest try). */
export const paymentsOf = repo.latestPayments;
export type { ShopPaymentRow } from './shop-payments.repository';
