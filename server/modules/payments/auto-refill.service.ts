/**
 * Auto-refill (SPEC §3 auto-refill package_id, payment_error): when a quote fails for lack of credit,
 * the pro's chosen package is charged once to their saved card, within the monthly limit they set. The user row
 * is locked while deciding, so concurrent refused quotes start one charge; the credit arrives by webhook like any
 * payment and then sends the quote that triggered it (the payment.credited event). A refused charge stores payment_error.
 */
import crypto from 'node:crypto';
import type { AutoRefill } from '@shared/schemas/payments.schema';
import type { SendQuoteInput } from '@shared/schemas/bids.schema';
import { ERROR_CODES } from '@shared/api/api-error';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { notify } from '../notifications/notifications.service';
import { customerRefOf, ProviderError } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './payments.repository';
import { getBalance } from '../wallet/wallet.service';
import * as userRecords from '../accounts/user-records.service';

export type AutoRefillOutcome =
  | { state: 'charging'; order_hash: string; amount: number }
  | { state: 'pending'; order_hash: string }
  | { state: 'limit_reached'; monthly_limit: number }
  | { state: 'failed'; order_hash: string; code: string };

/** A refill landed between the refused send and this decision: the balance now covers the fee, so send again. */
export const FUNDED = { state: 'funded' } as const;

/** GET /api/payments/auto_refill */
export async function getAutoRefill(q: Queryable, userId: number): Promise<AutoRefill> {
  const s = await repo.autoRefillSettings(q, userId);
  return {
    enabled: s.auto_refill_package_id !== null && s.auto_refill_card_id !== null,
    package_id: s.auto_refill_package_id,
    card_id: s.auto_refill_card_id,
    monthly_limit: s.auto_refill_monthly_limit,
    spent_this_month: await repo.autoRefillSpentThisMonth(q, userId),
  };
}

/** POST /api/payments/auto_refill */
export async function setAutoRefill(
  deps: FullDeps,
  userId: number,
  input: { package_id: number | null; card_id?: number | null; monthly_limit: number },
): Promise<AutoRefill> {
  if (input.package_id === null) {
    await userRecords.saveAutoRefill(deps.db, userId, { packageId: null, cardId: null, monthlyLimit: 0 });
    return getAutoRefill(deps.db, userId);
  }
  const pkg = await repo.findPackage(deps.db, { id: input.package_id });
  if (!pkg || pkg.is_starter) throw badRequest('validation', { package_id: 'invalid' });
  // SPEC §8 code 2: auto top-up charges a saved card, so turning it on without one is refused as "credit card needed".
  if (!input.card_id)
    throw new AppError({
      code: ERROR_CODES.CREDIT_CARD_NEEDED,
      status: 422,
      messageKey: 'credit_card_needed',
      fields: { card_id: 'credit_card_needed' },
    });
  const card = await repo.findCard(deps.db, userId, input.card_id);
  if (!card || card.provider !== paymentProviderFor(deps).name) throw notFound();
  if (input.monthly_limit < pkg.price) throw badRequest('validation', { monthly_limit: 'auto_refill_limit_below_price' });
  await userRecords.saveAutoRefill(deps.db, userId, { packageId: pkg.id, cardId: card.id, monthlyLimit: input.monthly_limit });
  return getAutoRefill(deps.db, userId);
}

/**
 * Called when sending a quote failed with code 10. Returns null when auto-refill is off, else what happened.
 * The charge itself runs after the deciding transaction, so the provider is never called with a lock held.
 */
export async function startAutoRefill(
  deps: FullDeps,
  userId: number,
  quote: { bidId: number; draft: SendQuoteInput; fee: number },
): Promise<AutoRefillOutcome | typeof FUNDED | null> {
  const provider = paymentProviderFor(deps);
  const decided = await deps.db.withTransaction(async (tx) => {
    const s = await repo.lockAutoRefillSettings(tx, userId);
    if (!s?.auto_refill_package_id || !s.auto_refill_card_id) return null;
    const open = await repo.openAutoRefillOrder(tx, userId);
    if (open) return { state: 'pending' as const, order_hash: open.hash };
    // Under the lock: a concurrent refill may have been paid since this send was refused; never charge twice for it.
    if ((await getBalance(tx, userId)).balance >= quote.fee) return FUNDED;
    const pkg = await repo.findPackage(tx, { id: s.auto_refill_package_id });
    const card = await repo.findCard(tx, userId, s.auto_refill_card_id);
    if (!pkg || !card) return null;
    const spent = await repo.autoRefillSpentThisMonth(tx, userId);
    if (spent + pkg.price > s.auto_refill_monthly_limit)
      return { state: 'limit_reached' as const, monthly_limit: s.auto_refill_monthly_limit };
    const order = await repo.insertOrder(tx, {
      hash: repo.newOrderHash(),
      userId,
      kind: 'auto_refill',
      payType: 'card',
      packageId: pkg.id,
      bidId: quote.bidId,
      amount: pkg.price,
      credit: pkg.credit + pkg.bonus,
      provider: provider.name,
      key: `auto-refill:${crypto.randomUUID()}`,
      draft: quote.draft,
      saveCard: false,
      starterSale: false,
    });
    return { state: 'charge' as const, order: order!, token: card.token, cardInfo: card.card_info };
  });
  if (!decided || decided.state !== 'charge') return decided;
  const { order } = decided;
  await repo.updateOrder(deps.db, order.id, { card_info: decided.cardInfo });
  try {
    const r = await provider.chargeToken({
      orderRef: order.hash,
      amount: order.amount,
      currency: 'HKD',
      customerRef: customerRefOf(userId),
      token: decided.token,
      description: `Sifu auto top-up HK$${order.amount}`,
    });
    await repo.updateOrder(deps.db, order.id, { provider_ref: r.providerRef });
    return { state: 'charging', order_hash: order.hash, amount: order.amount };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    const code = String(err.code);
    await refuseAutoRefill(deps, order, code, err.message);
    return { state: 'failed', order_hash: order.hash, code };
  }
}

async function refuseAutoRefill(deps: FullDeps, order: repo.OrderRow, code: string, message: string): Promise<void> {
  await deps.db.withTransaction(async (tx) => {
    // A failure event that arrived first already failed the order and told the pro: nothing twice.
    if (!(await repo.moveOrder(tx, order.id, 'failed', { failure_code: code, failure_message: message }))) return;
    await userRecords.setPaymentError(tx, order.user_id, code === '211' ? 'foreign_card' : 'payment_failed');
    await notify(deps, tx, {
      userId: order.user_id,
      type: 'payment_failed',
      params: { amount: order.amount, order: order.hash, code },
      link: '/dashboard/credit',
    });
  });
  logger().info('auto-refill-refused', { order: order.id, code });
}
