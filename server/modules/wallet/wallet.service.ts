/** Credit wallet: balance, ledger, the quote-fee debit (idempotent per bid) and the starter free credit. */
import { ERROR_CODES } from '@shared/api/api-error';
import {
  CREDIT_HISTORY_TYPES,
  LEDGER_PAGE_SIZE,
  STARTER_FREE_CREDIT,
  WALLET_TX_TYPES,
  quoteFeeKey,
  starterCreditKey,
} from '@shared/domain/wallet-ledger';
import type { WalletTransaction } from '@shared/schemas/wallet.schema';
import type { Db, Queryable } from '../../lib/db';
import { unprocessable } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import * as repo from './wallet.repository';

const TYPE_NAMES = Object.fromEntries(Object.entries(WALLET_TX_TYPES).map(([k, v]) => [v, k.toLowerCase()])) as Record<number, string>;

/**
 * Debits the quote fee inside the caller's transaction (the caller holds the bid row lock).
 * Returns charged=false when this bid was already charged; throws code 10 when the balance is short.
 */
export async function chargeQuoteFee(
  tx: Queryable,
  c: { userId: number; bidId: number; fee: number },
): Promise<{ charged: boolean; balance: number }> {
  const key = quoteFeeKey(c.bidId);
  if (await repo.existsKey(tx, key)) return { charged: false, balance: await repo.findBalance(tx, c.userId) };
  if (c.fee <= 0) return { charged: false, balance: await repo.findBalance(tx, c.userId) };
  const balance = await repo.debit(tx, c.userId, c.fee);
  if (balance === undefined) {
    const current = await repo.findBalance(tx, c.userId);
    throw unprocessable(ERROR_CODES.NOT_ENOUGH_CREDIT, 'not_enough_credit', { balance: current, fee: c.fee, quote_bid_id: c.bidId });
  }
  await repo.insertTransaction(tx, {
    userId: c.userId,
    type: WALLET_TX_TYPES.QUOTE_FEE,
    amount: -c.fee,
    balanceAfter: balance,
    bidId: c.bidId,
    description: 'quote_fee',
    key,
  });
  return { charged: true, balance };
}

/** Gives a new pro the starter free credit once (free-credit event, type 33); later calls do nothing. */
export async function grantStarterCredit(db: Db, userId: number): Promise<boolean> {
  return db.withTransaction(async (tx) => {
    await repo.ensureWallet(tx, userId);
    await repo.lockWallet(tx, userId);
    const key = starterCreditKey(userId);
    if (await repo.existsKey(tx, key)) return false;
    const balance = await repo.credit(tx, userId, STARTER_FREE_CREDIT);
    await repo.insertTransaction(tx, {
      userId,
      type: WALLET_TX_TYPES.FREE_CREDIT_EVENT,
      amount: STARTER_FREE_CREDIT,
      balanceAfter: balance,
      description: 'starter_free_credit',
      key,
    });
    return true;
  });
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
