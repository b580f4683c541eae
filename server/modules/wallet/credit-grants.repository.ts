/** SQL on credit_grants and credit_grant_uses: the free part of a wallet's balance, with its expiry. */
import type { Queryable } from '../../lib/db';

export interface GrantRow {
  id: number;
  user_id: number;
  source: string;
  amount: number;
  remaining: number;
  expires_at: Date | null;
  created: Date;
}

export async function insertGrant(
  q: Queryable,
  g: { userId: number; source: string; refId?: number | null; amount: number; expiresAt: Date | null },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO credit_grants (user_id, source, ref_id, amount, remaining, expires_at) VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
    [g.userId, g.source, g.refId ?? null, g.amount, g.expiresAt],
  );
  return rows[0].id;
}

/** Open grants of a user that have not expired, soonest expiry first (spent in that order), locked. */
export async function lockSpendable(q: Queryable, userId: number): Promise<GrantRow[]> {
  const { rows } = await q.query<GrantRow>(
    `SELECT * FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > now())
      ORDER BY expires_at NULLS LAST, id FOR UPDATE`,
    [userId],
  );
  return rows;
}

export async function spend(q: Queryable, grantId: number, amount: number, debitKey: string): Promise<void> {
  await q.query('UPDATE credit_grants SET remaining = remaining - $2 WHERE id = $1', [grantId, amount]);
  await q.query('INSERT INTO credit_grant_uses (grant_id, debit_key, amount) VALUES ($1, $2, $3)', [grantId, debitKey, amount]);
}

/** Gives back what a debit took from each grant (a refunded fee). */
export async function restoreUses(q: Queryable, debitKey: string): Promise<number> {
  const { rows } = await q.query<{ amount: number }>(
    `UPDATE credit_grants g SET remaining = LEAST(g.amount, g.remaining + u.amount)
       FROM credit_grant_uses u WHERE u.grant_id = g.id AND u.debit_key = $1
     RETURNING u.amount`,
    [debitKey],
  );
  return rows.reduce((s, r) => s + r.amount, 0);
}

/** A user's expired grants with credit left, locked (the caller holds the wallet lock). */
export async function lockExpired(q: Queryable, userId: number): Promise<GrantRow[]> {
  const { rows } = await q.query<GrantRow>(
    `SELECT * FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND expires_at <= now() ORDER BY id FOR UPDATE`,
    [userId],
  );
  return rows;
}

/** Whether the user holds expired free credit still in the balance (one indexed read, no lock). */
export async function hasExpired(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND expires_at <= now() LIMIT 1', [
    userId,
  ]);
  return rows.length > 0;
}

export async function usersWithExpired(q: Queryable, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ user_id: number }>(
    `SELECT DISTINCT user_id FROM credit_grants WHERE remaining > 0 AND expires_at <= now() LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.user_id);
}

export async function zero(q: Queryable, grantId: number): Promise<void> {
  await q.query('UPDATE credit_grants SET remaining = 0 WHERE id = $1', [grantId]);
}

/** Free credit still spendable, and the part of it expiring first. */
export async function summary(q: Queryable, userId: number): Promise<{ free: number; next_expiry: Date | null; next_amount: number }> {
  const { rows } = await q.query(
    `SELECT COALESCE(sum(remaining), 0)::int AS free,
            min(expires_at) AS next_expiry,
            COALESCE(sum(remaining) FILTER (WHERE expires_at = (SELECT min(expires_at) FROM credit_grants
               WHERE user_id = $1 AND remaining > 0 AND expires_at > now())), 0)::int AS next_amount
       FROM credit_grants WHERE user_id = $1 AND remaining > 0 AND (expires_at IS NULL OR expires_at > now())`,
    [userId],
  );
  return rows[0];
}
