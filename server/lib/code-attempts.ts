/** Wrong guesses at a single-use code, counted on the code's row so that too many of them end it. */
import type { Queryable } from './db';

/** The tables of codes a user types back; each row has an `id` and an `attempts` count. */
export type CodeTable = 'email_verifications' | 'phone_login_codes' | 'phone_verifications' | 'account_deletion_codes';

/** One more wrong guess at the code of row `id` (locked by the caller's transaction); the count it now has. */
export async function countAttempt(q: Queryable, table: CodeTable, id: number): Promise<number> {
  const { rows } = await q.query<{ attempts: number }>(`UPDATE ${table} SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts`, [
    id,
  ]);
  return rows[0].attempts;
}
