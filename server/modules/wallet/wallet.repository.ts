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
