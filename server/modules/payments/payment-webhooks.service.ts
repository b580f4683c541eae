/**
 * Provider webhooks (ARCHITECTURE §4): the signature is verified over the exact body bytes, then the
 * event is applied in one transaction with its event row (unique per provider and event id), so a replayed,
 * reordered or concurrent event never credits twice. Unknown orders and mismatched amounts are acknowledged (a
 * retry cannot fix them), recorded and logged, and never credit anything.
 */
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import { cardInfoOf } from '@shared/domain/payments';
import { buildPath } from '@shared/routes/route-paths';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { creditPurchase } from '../wallet/wallet.service';
import { notify } from '../notifications/notifications.service';
import { rewardReferral } from '../referrals/referrals.service';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './payments.repository';
import * as userRecords from '../accounts/user-records.service';

type EventResult =
  | 'duplicate'
  | 'unknown_order'
  | 'wrong_provider'
  | 'amount_mismatch'
  | 'credited'
  | 'already_paid'
  | 'failed'
  | 'expired'
  | 'requires_action'
  | 'ignored';

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
  if (outcome.result !== 'credited' && outcome.result !== 'duplicate' && outcome.result !== 'already_paid') {
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
  if (!order) return finish('unknown_order');
  if (order.provider !== providerName) return finish('wrong_provider');
  switch (event.type) {
    case 'payment.succeeded':
      return finish(await applySuccess(deps, tx, order, event));
    case 'payment.failed':
      return finish(await applyFailure(deps, tx, order, event));
    case 'payment.expired':
      if (order.status !== 'pending' && order.status !== 'requires_action') return finish('ignored');
      await repo.updateOrder(tx, order.id, { status: 'expired' });
      return finish('expired');
    case 'payment.requires_action':
      if (order.status !== 'pending') return finish('ignored');
      await repo.updateOrder(tx, order.id, { status: 'requires_action' });
      return finish('requires_action');
  }
}

/** A success is authoritative whatever came before it (a failed try, an expiry), unless the order is paid already. */
async function applySuccess(deps: FullDeps, tx: Tx, order: repo.OrderRow, event: PaymentEvent) {
  if (order.status === 'paid') return 'already_paid' as const;
  if (event.amount !== order.amount || event.currency.toUpperCase() !== order.currency) {
    logger().error('payment-amount-mismatch', { order: order.id, expected: order.amount, got: event.amount, currency: event.currency });
    await repo.updateOrder(tx, order.id, { failure_code: 'amount_mismatch' });
    return 'amount_mismatch' as const;
  }
  const cardInfo = event.card ? cardInfoOf(event.card.brand, event.card.last4) : order.card_info;
  await repo.updateOrder(tx, order.id, { status: 'paid', paid_at: 'now', card_info: cardInfo, failure_code: null, failure_message: null });
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

async function applyFailure(deps: FullDeps, tx: Tx, order: repo.OrderRow, event: PaymentEvent) {
  if (order.status === 'paid' || order.status === 'failed' || order.status === 'expired') return 'ignored' as const;
  const code = String(event.failure?.code ?? 4);
  await repo.updateOrder(tx, order.id, { status: 'failed', failure_code: code, failure_message: event.failure?.message ?? null });
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
