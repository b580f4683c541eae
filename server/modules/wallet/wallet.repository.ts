/** SQL on wallets and wallet_transactions. Every balance change goes with its ledger row in one transaction. */
import type { Queryable } from '../../lib/db';

export interface LedgerRow {
  id: number;
  user_id: number;
  type: number;
  amount: number;
  balance_after: number;
  quote_bid_id: number | null;
  description: string;
  idempotency_key: string | null;
  created: Date;
}

export async function ensureWallet(q: Queryable, userId: number): Promise<void> {
  await q.query('INSERT INTO wallets (user_id, balance) VALUES ($1, 0) ON CONFLICT DO NOTHING', [userId]);
}

export async function findBalance(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]);
  return rows[0]?.balance ?? 0;
}

/** The conditional debit (ARCHITECTURE §4): no row back means not enough credit. */
export async function debit(q: Queryable, userId: number, amount: number): Promise<number | undefined> {
  const { rows } = await q.query<{ balance: number }>(
    'UPDATE wallets SET balance = balance - $2, modified = now() WHERE user_id = $1 AND balance >= $2 RETURNING balance',
    [userId, amount],
  );
  return rows[0]?.balance;
}

/**
 * A quote fee in one statement, run while the caller holds the wallet lock (lockWallet): nothing happens when the
 * ledger already holds `key` (`already`) or when expired free credit is still in the balance (`expired`: the caller
 * expires it and asks again, so it is never spent); otherwise the balance is debited when it covers the fee and the
 * ledger row written (`balance` is null when it does not). `spendable` tells whether free credit is left to take the
 * fee from first.
 */
export async function debitFee(
  q: Queryable,
  c: { userId: number; amount: number; type: number; bidId: number; description: string; key: string },
): Promise<{ already: boolean; expired: boolean; balance: number | null; spendable: boolean }> {
  const { rows } = await q.query<{ already: boolean; expired: boolean; balance: number | null; spendable: boolean }>(
    `WITH pre AS (
       SELECT EXISTS (SELECT 1 FROM wallet_transactions WHERE idempotency_key = $6) AS already,
              EXISTS (SELECT 1 FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND expires_at <= now()) AS expired),
     d AS (
       UPDATE wallets SET balance = balance - $2, modified = now()
        WHERE user_id = $1 AND balance >= $2 AND NOT (SELECT already OR expired FROM pre)
        RETURNING balance),
     l AS (
       INSERT INTO wallet_transactions (user_id, type, amount, balance_after, quote_bid_id, description, idempotency_key)
       SELECT $1, $3, -$2::int, d.balance, $4, $5, $6 FROM d
       RETURNING balance_after)
     SELECT pre.already, pre.expired, (SELECT balance_after FROM l) AS balance,
            EXISTS (SELECT 1 FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > now())) AS spendable
       FROM pre`,
    [c.userId, c.amount, c.type, c.bidId, c.description, c.key],
  );
  return rows[0];
}

/** Debits only purchased credit: the balance minus every grant's remaining free credit must cover `amount`. */
export async function debitPurchased(q: Queryable, userId: number, amount: number): Promise<number | undefined> {
  const { rows } = await q.query<{ balance: number }>(
    `UPDATE wallets SET balance = balance - $2, modified = now()
      WHERE user_id = $1
        AND balance - (SELECT COALESCE(sum(remaining), 0) FROM credit_grants WHERE user_id = $1 AND remaining > 0) >= $2
      RETURNING balance`,
    [userId, amount],
  );
  return rows[0]?.balance;
}

export async function credit(q: Queryable, userId: number, amount: number): Promise<number> {
  const { rows } = await q.query<{ balance: number }>(
    `INSERT INTO wallets (user_id, balance) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET balance = wallets.balance + EXCLUDED.balance, modified = now()
     RETURNING balance`,
    [userId, amount],
  );
  return rows[0].balance;
}

export async function insertTransaction(
  q: Queryable,
  t: {
    userId: number;
    type: number;
    amount: number;
    balanceAfter: number;
    bidId?: number | null;
    paymentId?: number | null;
    description?: string;
    key?: string | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO wallet_transactions (user_id, type, amount, balance_after, quote_bid_id, payment_id, description, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [t.userId, t.type, t.amount, t.balanceAfter, t.bidId ?? null, t.paymentId ?? null, t.description ?? '', t.key ?? null],
  );
}

export async function findByKey(q: Queryable, key: string): Promise<LedgerRow | undefined> {
  const { rows } = await q.query<LedgerRow>('SELECT * FROM wallet_transactions WHERE idempotency_key = $1', [key]);
  return rows[0];
}

export async function existsKey(q: Queryable, key: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM wallet_transactions WHERE idempotency_key = $1', [key]);
  return rows.length > 0;
}

/** Locks the wallet row for a read-check-write sequence. */
export async function lockWallet(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT 1 FROM wallets WHERE user_id = $1 FOR UPDATE', [userId]);
}

export async function listPage(
  q: Queryable,
  userId: number,
  types: readonly number[] | null,
  limit: number,
  offset: number,
): Promise<Array<LedgerRow & { total: number }>> {
  const { rows } = await q.query(
    `SELECT *, count(*) OVER () AS total FROM wallet_transactions
      WHERE user_id = $1 AND ($2::int[] IS NULL OR type = ANY($2::int[]))
      ORDER BY created DESC, id DESC LIMIT $3 OFFSET $4`,
    [userId, types, limit, offset],
  );
  return rows;
}
