/** SQL of account suspensions (users.suspended_*) and the sessions they end. */
import type { Queryable } from '../../lib/db';

export interface AccountSuspensionRow {
  id: number;
  suspended_at: Date | null;
  suspended_until: Date | null;
  suspension_reason: string | null;
  is_operator: boolean;
}

const COLUMNS = 'id, suspended_at, suspended_until, suspension_reason, is_operator';

export async function findSuspension(q: Queryable, userId: number): Promise<AccountSuspensionRow | undefined> {
  const { rows } = await q.query<AccountSuspensionRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1 AND deleted_at IS NULL`, [userId]);
  return rows[0];
}

/** The suspension in force now (an end date in the past no longer counts, even before the sweep lifts it). */
export async function findActiveSuspension(q: Queryable, userId: number): Promise<AccountSuspensionRow | undefined> {
  const { rows } = await q.query<AccountSuspensionRow>(
    `SELECT ${COLUMNS} FROM users WHERE id = $1 AND suspended_at IS NOT NULL AND (suspended_until IS NULL OR suspended_until > now())`,
    [userId],
  );
  return rows[0];
}

/** Suspends an active account; undefined when it was already suspended (the other staff member won). */
export async function suspend(q: Queryable, userId: number, reason: string, until: Date | null): Promise<AccountSuspensionRow | undefined> {
  const { rows } = await q.query<AccountSuspensionRow>(
    `UPDATE users SET suspended_at = now(), suspended_until = $3, suspension_reason = $2, modified = now()
      WHERE id = $1 AND suspended_at IS NULL AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    [userId, reason, until],
  );
  return rows[0];
}

/** Lifts a suspension; undefined when there was none (already reinstated). */
export async function reinstate(q: Queryable, userId: number): Promise<AccountSuspensionRow | undefined> {
  const { rows } = await q.query<AccountSuspensionRow>(
    `UPDATE users SET suspended_at = NULL, suspended_until = NULL, suspension_reason = NULL, modified = now()
      WHERE id = $1 AND suspended_at IS NOT NULL RETURNING ${COLUMNS}`,
    [userId],
  );
  return rows[0];
}

export async function deleteSessions(q: Queryable, userId: number): Promise<number> {
  const { rowCount } = await q.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
  return rowCount ?? 0;
}

/** Accounts whose suspension has reached its end date (oldest first, a batch at a time). */
export async function dueToEnd(q: Queryable, limit: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id FROM users WHERE suspended_at IS NOT NULL AND suspended_until <= now() ORDER BY suspended_until LIMIT $1`,
    [limit],
  );
  return rows.map((r) => r.id);
}
