/** SQL of deleting an account: the user row, what it owns, and the e-mailed deletion codes. */
import type { Queryable } from '../../lib/db';
import { countAttempt } from '../../lib/code-attempts';

export interface DeletingUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: 'zh-HK' | 'en-HK';
  passwd_hash: string;
  phone: string | null;
  is_phone_confirmed: boolean;
  deleted_at: Date | null;
}

const USER_COLUMNS = 'id, username, email, first_name, last_name, language, passwd_hash, phone, is_phone_confirmed, deleted_at';

export async function findUser(q: Queryable, userId: number): Promise<DeletingUser | undefined> {
  const { rows } = await q.query<DeletingUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
  return rows[0];
}

/** Locks the user row: of two concurrent deletions the second waits here, then finds deleted_at set. */
export async function lockUser(q: Queryable, userId: number): Promise<DeletingUser | undefined> {
  const { rows } = await q.query<DeletingUser>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  return rows[0];
}

/** Open requests and public services, for the preview. */
export async function countOpen(q: Queryable, userId: number): Promise<{ open_requests: number; public_services: number }> {
  const { rows } = await q.query<{ open_requests: number; public_services: number }>(
    `SELECT (SELECT count(*) FROM quote_requests WHERE user_id = $1 AND NOT is_closed)::int AS open_requests,
            (SELECT count(*) FROM quote_services WHERE user_id = $1 AND is_public AND NOT is_archived)::int AS public_services`,
    [userId],
  );
  return rows[0];
}

export async function usernameTaken(q: Queryable, username: string, exceptId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM users WHERE lower(username) = lower($1) AND id <> $2', [username, exceptId]);
  return rows.length > 0;
}

export async function tableExists(q: Queryable, table: string): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('SELECT to_regclass($1) IS NOT NULL AS ok', [table]);
  return rows[0]?.ok ?? false;
}

/** Deletes every row of `table` whose `column` is the user (identifiers from the personal data map only). */
export async function deleteRows(q: Queryable, table: string, column: string, userId: number): Promise<void> {
  await q.query(`DELETE FROM ${table} WHERE ${column} = $1`, [userId]);
}

// E-mailed deletion codes (for accounts without a password).

/** A new code for the user; older unused codes stop working. */
export async function replaceCode(q: Queryable, c: { userId: number; codeHash: string; ttlS: number }): Promise<void> {
  await q.query(
    `WITH dropped AS (DELETE FROM account_deletion_codes WHERE user_id = $1 AND used_at IS NULL)
     INSERT INTO account_deletion_codes (user_id, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [c.userId, c.codeHash, c.ttlS],
  );
}

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

/** The user's latest unused code, locked. */
export async function lockCode(q: Queryable, userId: number): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired FROM account_deletion_codes
      WHERE user_id = $1 AND used_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export const addCodeAttempt = (q: Queryable, id: number): Promise<number> => countAttempt(q, 'account_deletion_codes', id);

/** Uses the code up; false when it was used meanwhile (single use, also under concurrent calls). */
export async function useCode(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('UPDATE account_deletion_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
