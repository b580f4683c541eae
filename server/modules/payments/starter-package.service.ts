/**
 * The starter package (SPEC §7 starter-package status/refund): sold once per pro at a discount, and
 * refunded in full on request within STARTER_REFUND_DAYS of payment while none of its credit was spent (no quote
 * fee charged since), when it was paid by card. The credit leaves the wallet (type 38) and the price goes back to
 * the card in one transaction: a refused provider refund changes nothing. Rules: docs/decisions/0011.
 */
import { STARTER_REFUND_DAYS } from '@shared/domain/payments';
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import type { StarterStatus } from '@shared/schemas/payments.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { debitPurchase } from '../wallet/wallet.service';
import { ProviderError } from './payment-provider';
import { paymentProviderFor } from './payment-providers';
import * as repo from './payments.repository';

type Blocker = 'not_card' | 'too_late' | 'credit_spent' | null;

async function blockerOf(q: Queryable, o: repo.OrderRow): Promise<Blocker> {
  if (o.pay_type !== 'card') return 'not_card';
  const paid = o.paid_at!.getTime();
  if (Date.now() > paid + STARTER_REFUND_DAYS * 86_400_000) return 'too_late';
  if (await repo.hasFeeSince(q, o.user_id, o.paid_at!)) return 'credit_spent';
  return null;
}

/** GET /api/payments/packages/starter/status */
export async function starterStatus(q: Queryable, userId: number): Promise<StarterStatus> {
  const o = await repo.latestStarterOrder(q, userId);
  if (!o || o.status === 'failed' || o.status === 'expired' || o.status === 'cancelled') {
    return { state: 'available', order_hash: null, paid_at: null, refundable: false, refundable_until: null, refund_blocked: null };
  }
  if (o.status !== 'paid' && o.status !== 'refunded') {
    return { state: 'pending', order_hash: o.hash, paid_at: null, refundable: false, refundable_until: null, refund_blocked: null };
  }
  const until = new Date(o.paid_at!.getTime() + STARTER_REFUND_DAYS * 86_400_000);
  const blocked = o.status === 'paid' ? await blockerOf(q, o) : null;
  return {
    state: o.status === 'paid' ? 'bought' : 'refunded',
    order_hash: o.hash,
    paid_at: utcStringOf(o.paid_at!),
    refundable: o.status === 'paid' && blocked === null,
    refundable_until: utcStringOf(until),
    refund_blocked: blocked,
  };
}

/** POST /api/payments/packages/starter/refund */
export async function refundStarter(deps: FullDeps, userId: number): Promise<StarterStatus> {
  const provider = paymentProviderFor(deps);
  await deps.db.withTransaction(async (tx) => {
    const o = await repo.latestStarterOrder(tx, userId, true);
    if (!o || o.status !== 'paid') throw unprocessable('starter_not_refundable', 'starter_not_refundable');
    const blocked = await blockerOf(tx, o);
    if (blocked) throw unprocessable(`starter_refund_${blocked}`, `starter_refund_${blocked}`);
    // The conditional move first: only the one call that moves the order paid → refunded takes credit and money back.
    if (!(await repo.moveOrder(tx, o.id, 'refunded'))) throw unprocessable('starter_not_refundable', 'starter_not_refundable');
    const debited = await debitPurchase(tx, {
      userId,
      amount: o.credit,
      type: WALLET_TX_TYPES.STARTER_PACKAGE_REFUND,
      key: `starter-refund:${o.id}`,
      paymentId: o.id,
      description: 'starter_package_refund',
    });
    if (!debited) throw unprocessable('starter_refund_credit_spent', 'starter_refund_credit_spent');
    await tx.query('UPDATE payment_orders SET refunded_at = now() WHERE id = $1', [o.id]);
    try {
      await provider.refund(o.provider_ref!, o.amount);
    } catch (err) {
      if (err instanceof ProviderError) {
        throw new AppError({ code: 'provider_unavailable', status: 503, messageKey: 'payment_provider_unavailable' });
      }
      throw err;
    }
  });
  return starterStatus(deps.db, userId);
}
