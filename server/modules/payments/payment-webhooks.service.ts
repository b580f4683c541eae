/**
 * Provider webhooks (ARCHITECTURE §4): the signature is verified over the exact body bytes, then the
 * event is applied in one transaction with its event row (unique per provider and event id), so a replayed,
 * reordered or concurrent event never credits twice. Unknown orders and mismatched amounts are acknowledged (a
 * retry cannot fix them), recorded and logged, and never credit anything.
 */
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { cardInfoOf } from '@shared/domain/payments';
import { canMoveOrder } from '@shared/domain/payment-order-states';
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { isUniqueViolation } from '../../lib/ops-edits';
import { port } from '../../lib/port';
import { creditPurchase } from '../wallet/wallet.service';
import { notify } from '../notifications/notifications.service';
import { rewardReferral } from '../referrals/referrals.service';
import type { PaymentEvent, PaymentProvider } from './payment-provider';

export type { PaymentEvent } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './payments.repository';
import * as userRecords from '../accounts/user-records.service';

export type EventResult =
  | 'duplicate'
  | 'unknown_order'
  | 'wrong_provider'
  | 'amount_mismatch'
  | 'starter_taken'
  | 'credited'
  | 'already_paid'
  | 'failed'
  | 'expired'
  | 'requires_action'
  | 'ignored'
  /** A safety payment's part was paid into safety (held). */
  | 'held'
  /** A pay-in succeeded for a part already paid by another one (logged for finance to refund). */
  | 'already_held'
  /** A shop order was paid. */
  | 'shop_paid'
  /** A shop payment succeeded after its order went void: refunded at once. */
  | 'refunded_late';

/**
 * Applies a verified, de-duplicated event whose order is not a credit order, in the webhook's transaction: the
 * module that owns such orders (safety payments' pay-ins) builds on payments, so compose.ts plugs its handler in.
 * Null when the reference is not theirs either.
 */
export type OtherOrderEvent = (deps: FullDeps, tx: Tx, providerName: string, event: PaymentEvent) => Promise<EventResult | null>;
export const otherOrderEvent = port<OtherOrderEvent>('payments: events of other orders');

/** POST /api/payments/webhook/{provider} */
export async function handleWebhook(
  deps: FullDeps,
  providerName: 'sandbox' | 'stripe',
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; result: EventResult }> {
  const provider = paymentProviderFor(deps);
  if (provider.name !== providerName) throw notFound();
  const parsed = parseEvent(provider, rawBody, headers);
  if (!parsed) return { received: true, result: 'ignored' };
  const event = provider.completeEvent ? await provider.completeEvent(parsed) : parsed;
  const outcome = await deps.db.withTransaction((tx) => applyEvent(deps, tx, provider.name, event));
  if (!['credited', 'duplicate', 'already_paid', 'held', 'shop_paid'].includes(outcome.result)) {
    logger().info('payment-event', { provider: provider.name, event: event.id, type: event.type, result: outcome.result });
  }
  return { received: true, result: outcome.result };
}

function parseEvent(provider: PaymentProvider, rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
  try {
    return provider.parseWebhook(rawBody, headers);
  } catch (err) {
    const reason = (err as { reason?: string }).reason;
    if (reason) {
      logger().warn('payment-webhook-rejected', { provider: provider.name, reason });
      throw new AppError({ code: 'webhook_rejected', status: 400, messageKey: 'webhook_rejected', details: { reason } });
    }
    throw err;
  }
}

async function applyEvent(
  deps: FullDeps,
  tx: Tx,
  providerName: string,
  event: PaymentEvent,
): Promise<{ result: EventResult; order?: repo.OrderRow }> {
  const eventRow = await repo.insertEvent(tx, { provider: providerName, eventId: event.id, type: event.type, payload: event });
  if (eventRow === undefined) return { result: 'duplicate' };
  const order = await repo.lockOrderByHash(tx, event.orderRef);
  const finish = async (result: EventResult) => {
    await repo.setEventResult(tx, eventRow, order?.id ?? null, result);
    return { result, order };
  };
  if (!order) {
    // Not a credit order: another module's (a safety payment's pay-in) when the reference is theirs.
    return finish((await otherOrderEvent.call(deps, tx, providerName, event)) ?? 'unknown_order');
  }
  if (order.provider !== providerName) return finish('wrong_provider');
  switch (event.type) {
    case 'payment.succeeded':
      return finish(await applySuccess(deps, tx, order, event));
    case 'payment.failed':
      return finish(await applyFailure(deps, tx, order, event));
    case 'payment.expired':
      return finish((await repo.moveOrder(tx, order.id, 'expired')) ? 'expired' : 'ignored');
    case 'payment.requires_action':
      return finish((await repo.moveOrder(tx, order.id, 'requires_action')) ? 'requires_action' : 'ignored');
  }
}

/**
 * A success is authoritative after a failed try or an expiry (the state machine, shared/domain/payment-order-states);
 * it changes nothing on an order that is paid, refunded or cancelled. Credit follows only the conditional move.
 */
async function applySuccess(deps: FullDeps, tx: Tx, order: repo.OrderRow, event: PaymentEvent) {
  if (order.status === 'paid') return 'already_paid' as const;
  if (!canMoveOrder(order.status, 'paid')) return 'ignored' as const;
  if (event.amount !== order.amount || event.currency.toUpperCase() !== order.currency) {
    logger().error('payment-amount-mismatch', { order: order.id, expected: order.amount, got: event.amount, currency: event.currency });
    await repo.updateOrder(tx, order.id, { failure_code: 'amount_mismatch' });
    return 'amount_mismatch' as const;
  }
  const cardInfo = event.card ? cardInfoOf(event.card.brand, event.card.last4) : order.card_info;
  const moved = await movePaid(tx, order, { paid_at: 'now', card_info: cardInfo, failure_code: null, failure_message: null });
  if (moved === 'starter_taken') {
    // A late success of a starter order that had failed or expired, after another starter order took the one sale:
    // nothing is credited (the package is sold once). As with a wrong amount, the event is acknowledged (a retry
    // cannot change it) and logged as an error, for finance to refund the charge at the provider.
    logger().error('payment-starter-taken', { order: order.id, amount: order.amount });
    await repo.updateOrder(tx, order.id, { failure_code: 'starter_taken' });
    return 'starter_taken' as const;
  }
  if (!moved) return 'ignored' as const;
  const { balance } = await creditPurchase(tx, {
    userId: order.user_id,
    orderId: order.id,
    credit: order.credit,
    type: await purchaseType(tx, order),
    description: order.package_id ? 'package_purchase' : 'credit_purchase',
  });
  if (event.card?.token && order.save_card && cardInfo) {
    await repo.insertCard(tx, {
      userId: order.user_id,
      provider: order.provider,
      token: event.card.token,
      cardInfo,
      expMonth: event.card.expMonth,
      expYear: event.card.expYear,
    });
  }
  if (order.kind === 'auto_refill') await userRecords.setPaymentError(tx, order.user_id, null);
  // A referred pro's first paid purchase pays the referrer once (same transaction; ADR 0012).
  await rewardReferral(deps, tx, { referredId: order.user_id, trigger: 'pro_first_purchase' });
  await notify(deps, tx, {
    userId: order.user_id,
    type: 'payment_received',
    params: { amount: order.amount, credit: order.credit, balance, order: order.hash, card: cardInfo ? cardInfo.split('|x|')[1] : null },
    link: buildPath('payment', { hash: order.hash }),
  });
  // The quote typed before paying is sent by its owner once this commits (the payment.credited subscriber).
  await deps.domainEvents.emit(tx, 'payment.credited', { orderId: order.id, userId: order.user_id });
  return 'credited' as const;
}

/** SPEC §9: a custom amount is type 1, a package 35, the starter package 37. */
async function purchaseType(tx: Queryable, order: repo.OrderRow) {
  if (!order.package_id) return WALLET_TX_TYPES.PURCHASE;
  const p = await repo.findPackage(tx, { id: order.package_id });
  return p?.is_starter ? WALLET_TX_TYPES.STARTER_PACKAGE : WALLET_TX_TYPES.PACKAGE_PURCHASE;
}

/** Moves the order to paid; 'starter_taken' when the starter sale is held by another order (the unique index). */
async function movePaid(tx: Tx, order: repo.OrderRow, patch: repo.OrderPatch): Promise<repo.OrderRow | 'starter_taken' | undefined> {
  if (!order.starter_sale) return repo.moveOrder(tx, order.id, 'paid', patch);
  // Only a starter order coming back from failed or expired can collide; the savepoint keeps the event's transaction.
  await tx.query('SAVEPOINT starter_sale');
  try {
    const moved = await repo.moveOrder(tx, order.id, 'paid', patch);
    await tx.query('RELEASE SAVEPOINT starter_sale');
    return moved;
  } catch (err) {
    if (!isUniqueViolation(err, repo.STARTER_SALE_INDEX)) throw err;
    await tx.query('ROLLBACK TO SAVEPOINT starter_sale');
    return 'starter_taken';
  }
}

async function applyFailure(deps: FullDeps, tx: Tx, order: repo.OrderRow, event: PaymentEvent) {
  const code = String(event.failure?.code ?? 4);
  const moved = await repo.moveOrder(tx, order.id, 'failed', { failure_code: code, failure_message: event.failure?.message ?? null });
  if (!moved) return 'ignored' as const;
  if (order.kind === 'auto_refill') {
    await userRecords.setPaymentError(tx, order.user_id, code === '211' ? 'foreign_card' : 'payment_failed');
    await notify(deps, tx, {
      userId: order.user_id,
      type: 'payment_failed',
      params: { amount: order.amount, order: order.hash, code },
      link: buildPath('credit'),
    });
  }
  return 'failed' as const;
}
