/** Credit wallet: balance, ledger, the quote-fee debit (idempotent per bid) and the starter free credit. */
import { ERROR_CODES } from '@shared/api/api-error';
import {
  CREDIT_HISTORY_TYPES,
  LEDGER_PAGE_SIZE,
  STARTER_FREE_CREDIT,
  STARTER_FREE_CREDIT_DAYS,
  WALLET_TX_TYPES,
  paymentCreditKey,
  quoteFeeKey,
  quoteFeeRefundKey,
  starterCreditKey,
} from '@shared/domain/wallet-ledger';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import type { Db, Queryable, Tx } from '../../lib/db';
import { unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './wallet.repository';
import * as grantsRepo from './credit-grants.repository';
import { claimStarterCredit } from './starter-credit-claims';
import { expireGrantsNow, expireGrantsOf, grantFreeCredit, restoreGrants, spendGrantsFirst } from './credit-grants.service';

const TYPE_NAMES = Object.fromEntries(Object.entries(WALLET_TX_TYPES).map(([k, v]) => [v, k.toLowerCase()])) as Record<number, string>;

/**
 * Debits the quote fee inside the caller's transaction (the caller holds the bid row lock).
 * Returns charged=false when this bid was already charged; throws code 10 when the balance is short.
 */
export async function chargeQuoteFee(
  tx: Queryable,
  c: { userId: number; bidId: number; fee: number; description?: string },
): Promise<{ charged: boolean; balance: number }> {
  const key = quoteFeeKey(c.bidId);
  if (c.fee <= 0) return { charged: false, balance: await repo.findBalance(tx, c.userId) };
  // Two statements in the common case: the wallet lock, then checks, debit and ledger row in one. The lock comes first so
  // that the second statement's reads of the ledger and the grants see every change committed before it was granted.
  // Expired free credit still in the balance is taken out first and the debit asked again, so it is never spent.
  await repo.lockWallet(tx, c.userId);
  for (let attempt = 0; ; attempt++) {
    const r = await repo.debitFee(tx, {
      userId: c.userId,
      amount: c.fee,
      type: WALLET_TX_TYPES.QUOTE_FEE,
      bidId: c.bidId,
      description: c.description ?? 'quote_fee',
      key,
    });
    if (r.already) return { charged: false, balance: await repo.findBalance(tx, c.userId) };
    if (r.expired && attempt === 0) {
      await expireGrantsOf(tx, c.userId);
      continue;
    }
    if (r.expired) throw new Error(`wallet ${c.userId}: expired free credit left after expiry`);
    if (r.balance === null) {
      const current = await repo.findBalance(tx, c.userId);
      throw unprocessable(ERROR_CODES.NOT_ENOUGH_CREDIT, 'not_enough_credit', { balance: current, fee: c.fee, quote_bid_id: c.bidId });
    }
    if (r.spendable) await spendGrantsFirst(tx, c.userId, c.fee, key);
    return { charged: true, balance: r.balance };
  }
}

/**
 * Gives a charged quote fee back (fair lead fees), once per bid, inside the caller's transaction:
 * free credit returns to the grants it came from. Returns the amount refunded (0 when there was nothing to refund).
 */
export async function refundQuoteFee(tx: Queryable, c: { userId: number; bidId: number; reason: string }): Promise<number> {
  await repo.ensureWallet(tx, c.userId);
  await repo.lockWallet(tx, c.userId);
  const refundKey = quoteFeeRefundKey(c.bidId);
  if (await repo.existsKey(tx, refundKey)) return 0;
  const fee = await repo.findByKey(tx, quoteFeeKey(c.bidId));
  if (!fee || fee.amount >= 0 || fee.user_id !== c.userId) return 0;
  const amount = -fee.amount;
  const balance = await repo.credit(tx, c.userId, amount);
  await restoreGrants(tx, quoteFeeKey(c.bidId));
  await repo.insertTransaction(tx, {
    userId: c.userId,
    type: WALLET_TX_TYPES.QUOTE_FEE_REFUND,
    amount,
    balanceAfter: balance,
    bidId: c.bidId,
    description: `quote_fee_refund:${c.reason}`,
    key: refundKey,
  });
  return amount;
}

/**
 * Gives a new pro the starter free credit once (free-credit event, type 33), valid STARTER_FREE_CREDIT_DAYS and
 * spent before purchased credit; later calls do nothing. Runs inside the caller's transaction, the one that creates
 * the account or switches its role: a pro never exists without the credit and its ledger row.
 * Once per person for ever: the account's e-mail and phone are claimed first (starter_credit_claims, migration
 * 0808), and nothing is given when either was claimed before, by this account or by a deleted one.
 */
export async function grantStarterCredit(tx: Tx, userId: number): Promise<boolean> {
  if (await repo.existsKey(tx, starterCreditKey(userId))) return false;
  if (!(await claimStarterCredit(tx, userId))) return false;
  const granted = await grantFreeCredit(tx, {
    userId,
    source: 'starter',
    amount: STARTER_FREE_CREDIT,
    expiresAt: new Date(Date.now() + STARTER_FREE_CREDIT_DAYS * 86_400_000),
    key: starterCreditKey(userId),
    description: 'starter_free_credit',
  });
  return granted !== null;
}

/**
 * Adds the credit of a paid order inside the caller's transaction (the webhook's), once per order: a second
 * call with the same order finds its ledger key and adds nothing.
 */
export async function creditPurchase(
  tx: Queryable,
  c: {
    userId: number;
    orderId: number;
    credit: number;
    type: typeof WALLET_TX_TYPES.PURCHASE | typeof WALLET_TX_TYPES.PACKAGE_PURCHASE | typeof WALLET_TX_TYPES.STARTER_PACKAGE;
    description: string;
  },
): Promise<{ credited: boolean; balance: number }> {
  await repo.ensureWallet(tx, c.userId);
  await repo.lockWallet(tx, c.userId);
  const key = paymentCreditKey(c.orderId);
  if (await repo.existsKey(tx, key)) return { credited: false, balance: await repo.findBalance(tx, c.userId) };
  const balance = await repo.credit(tx, c.userId, c.credit);
  await repo.insertTransaction(tx, {
    userId: c.userId,
    type: c.type,
    amount: c.credit,
    balanceAfter: balance,
    paymentId: c.orderId,
    description: c.description,
    key,
  });
  return { credited: true, balance };
}

/** Takes this user's expired free credit out of the balance in a transaction of its own (before a charge that may fail). */
export function expireFreeCredit(db: Db, userId: number): Promise<void> {
  return expireGrantsNow(db, userId);
}

/**
 * Takes purchased credit back (a refunded purchase) inside the caller's transaction, once per key; free credit is
 * never taken. Returns false when the wallet holds less purchased credit than `amount`.
 */
export async function debitPurchase(
  tx: Queryable,
  c: { userId: number; amount: number; type: number; key: string; paymentId: number; description: string },
): Promise<boolean> {
  await repo.lockWallet(tx, c.userId);
  if (await repo.existsKey(tx, c.key)) return true;
  const balance = await repo.debitPurchased(tx, c.userId, c.amount);
  if (balance === undefined) return false;
  await repo.insertTransaction(tx, {
    userId: c.userId,
    type: c.type,
    amount: -c.amount,
    balanceAfter: balance,
    paymentId: c.paymentId,
    description: c.description,
    key: c.key,
  });
  return true;
}

/** GET /api/wallet/balance */
export async function getBalance(q: Queryable, userId: number): Promise<{ balance: number; currency: 'HKD' }> {
  return { balance: await repo.findBalance(q, userId), currency: 'HKD' };
}

/** GET /api/wallet/transactions: SPEC §9 types unless `all`. */
export async function listLedger(q: Queryable, userId: number, opts: { page: number; all: boolean }) {
  const rows = await repo.listPage(q, userId, opts.all ? null : CREDIT_HISTORY_TYPES, LEDGER_PAGE_SIZE, (opts.page - 1) * LEDGER_PAGE_SIZE);
  const total = rows[0] ? Number(rows[0].total) : 0;
  const items: WalletTransaction[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    type_name: TYPE_NAMES[r.type] ?? 'other',
    amount: r.amount,
    balance_after: r.balance_after,
    quote_bid_id: r.quote_bid_id,
    description: r.description,
    created: utcStringOf(r.created),
  }));
  return {
    balance: await repo.findBalance(q, userId),
    items,
    page: opts.page,
    page_size: LEDGER_PAGE_SIZE,
    total,
    total_pages: Math.ceil(total / LEDGER_PAGE_SIZE),
  };
}

/** Whether a ledger row with this idempotency key exists. */
export function hasLedgerKey(q: Queryable, key: string): Promise<boolean> {
  return repo.existsKey(q, key);
}

/** What is left in a wallet: purchased credit and unexpired free credit (whole HKD). */
export interface WalletRemainder {
  balance: number;
  paid: number;
  free: number;
}

/**
 * The wallet split into purchased and free credit inside the caller's transaction, with the wallet row locked until
 * it ends (a refund decided on these numbers cannot race a fee). Expired free credit leaves the balance first.
 */
export async function lockedRemainder(tx: Queryable, userId: number): Promise<WalletRemainder> {
  await repo.ensureWallet(tx, userId);
  await expireGrantsOf(tx, userId);
  const balance = await repo.findBalance(tx, userId);
  const { free } = await grantsRepo.summary(tx, userId);
  const freeLeft = Math.min(balance, free);
  return { balance, paid: balance - freeLeft, free: freeLeft };
}

/**
 * Closes the wallet of an account being deleted, inside the caller's transaction, once per user:
 * expired free credit leaves as usual, then whatever remains (free credit and, only with `forfeitPaid`, purchased
 * credit) leaves with one ADJUSTMENT row `account_deleted`; the grants are zeroed. The ledger and payment orders
 * stay (accounting records). With purchased credit left and no `forfeitPaid`, nothing changes and closed is false.
 */
export async function closeWalletForDeletion(
  tx: Queryable,
  userId: number,
  opts: { forfeitPaid: boolean },
): Promise<WalletRemainder & { closed: boolean }> {
  await repo.ensureWallet(tx, userId);
  await expireGrantsOf(tx, userId);
  const balance = await repo.findBalance(tx, userId);
  const open = await grantsRepo.lockSpendable(tx, userId);
  const free = Math.min(
    balance,
    open.reduce((sum, g) => sum + g.remaining, 0),
  );
  const remainder = { balance, paid: balance - free, free };
  if (remainder.paid > 0 && !opts.forfeitPaid) return { ...remainder, closed: false };
  const key = `account-deleted:${userId}`;
  if (await repo.existsKey(tx, key)) return { ...remainder, closed: true };
  for (const g of open) await grantsRepo.zero(tx, g.id);
  if (balance > 0) {
    const after = await repo.debit(tx, userId, balance);
    if (after === undefined) throw new Error(`wallet ${userId} changed while locked`);
    await repo.insertTransaction(tx, {
      userId,
      type: WALLET_TX_TYPES.ADJUSTMENT,
      amount: -balance,
      balanceAfter: after,
      description: 'account_deleted',
      key,
    });
  }
  return { ...remainder, closed: true };
}

/** Opens the user's wallet at 0 credit, if it has none (a new account). */
export const openWallet = repo.ensureWallet;
