/**
 * Free credit: starter credit, free-credit events, coupons and referral bonuses are grants with an
 * expiry. They are part of the wallet balance, spent before purchased credit, and removed from the balance on
 * their date (with a ledger row). A refunded fee gives back to each grant what it took.
 */
import { WALLET_TX_TYPES } from '@shared/domain/wallet-ledger';
import type { Db, Queryable } from '../../lib/db';
import * as grants from './credit-grants.repository';
import * as repo from './wallet.repository';

export type GrantSource = 'starter' | 'free_credit_event' | 'coupon' | 'referral';

const GRANT_TX_TYPE: Record<GrantSource, number> = {
  starter: WALLET_TX_TYPES.FREE_CREDIT_EVENT,
  free_credit_event: WALLET_TX_TYPES.FREE_CREDIT_EVENT,
  coupon: WALLET_TX_TYPES.COUPON,
  referral: WALLET_TX_TYPES.REFERRAL_BONUS,
};

/**
 * Adds free credit inside the caller's transaction, once per `key` (a second call adds nothing and returns null).
 * The wallet row is locked first, so concurrent grants and debits of one wallet run one after the other.
 */
export async function grantFreeCredit(
  tx: Queryable,
  g: { userId: number; source: GrantSource; refId?: number; amount: number; expiresAt: Date | null; key: string; description: string },
): Promise<{ grantId: number; balance: number } | null> {
  await repo.ensureWallet(tx, g.userId);
  await repo.lockWallet(tx, g.userId);
  if (await repo.existsKey(tx, g.key)) return null;
  const balance = await repo.credit(tx, g.userId, g.amount);
  const grantId = await grants.insertGrant(tx, {
    userId: g.userId,
    source: g.source,
    refId: g.refId,
    amount: g.amount,
    expiresAt: g.expiresAt,
  });
  await repo.insertTransaction(tx, {
    userId: g.userId,
    type: GRANT_TX_TYPE[g.source],
    amount: g.amount,
    balanceAfter: balance,
    description: g.description,
    key: g.key,
  });
  return { grantId, balance };
}

/** Records which grants pay `amount` of a debit (soonest expiry first); the rest is purchased credit. */
export async function spendGrantsFirst(tx: Queryable, userId: number, amount: number, debitKey: string): Promise<number> {
  let left = amount;
  for (const g of await grants.lockSpendable(tx, userId)) {
    if (left <= 0) break;
    const take = Math.min(left, g.remaining);
    await grants.spend(tx, g.id, take, debitKey);
    left -= take;
  }
  return amount - left;
}

/** Gives back to the grants what the debit `debitKey` took from them; returns how much was free credit. */
export function restoreGrants(tx: Queryable, debitKey: string): Promise<number> {
  return grants.restoreUses(tx, debitKey);
}

/** Expires this user's overdue grants inside the caller's transaction; locks the wallet first, then the grants. */
export async function expireGrantsOf(tx: Queryable, userId: number): Promise<number> {
  await repo.lockWallet(tx, userId);
  const rows = await grants.lockExpired(tx, userId);
  for (const g of rows) {
    // The grants' remaining credit is always part of the balance, so this debit cannot fail.
    const balance = await repo.debit(tx, g.user_id, g.remaining);
    if (balance === undefined) throw new Error(`wallet ${g.user_id} holds less than grant ${g.id}`);
    await grants.zero(tx, g.id);
    await repo.insertTransaction(tx, {
      userId: g.user_id,
      type: WALLET_TX_TYPES.ADJUSTMENT,
      amount: -g.remaining,
      balanceAfter: balance,
      description: `free_credit_expired:${g.source}`,
    });
  }
  return rows.length;
}

/** Expires this user's overdue grants in a transaction of its own, only when there are any (a read first, no lock). */
export async function expireGrantsNow(db: Db, userId: number): Promise<void> {
  if (await grants.hasExpired(db, userId)) await db.withTransaction((tx) => expireGrantsOf(tx, userId));
}

/** The expiry sweep (a scheduled job): every user with expired free credit left, one transaction per user. */
export async function expireDueGrants(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const users = await grants.usersWithExpired(db, 200);
    for (const userId of users) total += await db.withTransaction((tx) => expireGrantsOf(tx, userId));
    if (users.length < 200) return total;
  }
}

/** Free credit still spendable and the next expiry (the credit page shows it). */
export async function freeCreditSummary(q: Queryable, userId: number) {
  return grants.summary(q, userId);
}
