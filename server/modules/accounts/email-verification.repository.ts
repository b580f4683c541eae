/** SQL on email_verifications (SHA-256 of the link token and of the code) and users.email_verified_at. */
import type { Queryable } from '../../lib/db';
import { countAttempt } from '../../lib/code-attempts';
import type { LinkRecipient } from '../../lib/one-time-links';

export interface VerifyRecipient extends LinkRecipient {
  verified: boolean;
}

export async function findRecipient(q: Queryable, userId: number): Promise<VerifyRecipient | undefined> {
  const { rows } = await q.query<VerifyRecipient>(
    `SELECT id, email, username, first_name, last_name, language, email_verified_at IS NOT NULL AS verified
       FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

export async function setLanguage(q: Queryable, userId: number, lang: 'zh-HK' | 'en-HK'): Promise<void> {
  await q.query('UPDATE users SET language = $2 WHERE id = $1 AND language <> $2', [userId, lang]);
}

/** The account a visitor names by username or e-mail (users/validate_user). */
export async function findAccount(q: Queryable, login: string): Promise<{ id: number; verified: boolean } | undefined> {
  const { rows } = await q.query<{ id: number; verified: boolean }>(
    `SELECT id, email_verified_at IS NOT NULL AS verified FROM users
      WHERE lower(username) = lower($1) OR lower(email) = lower($1) ORDER BY id LIMIT 1`,
    [login],
  );
  return rows[0];
}

export interface LinkState {
  user_id: number;
  email: string;
  /** The link was sent to the account's current address. */
  current: boolean;
  used: boolean;
  expired: boolean;
  verified: boolean;
}

export async function findLink(q: Queryable, tokenHash: string): Promise<LinkState | undefined> {
  const { rows } = await q.query<LinkState>(
    `SELECT v.user_id, u.email, lower(u.email) = lower(v.email) AS current, v.used_at IS NOT NULL AS used,
            v.expires_at <= now() AS expired, u.email_verified_at IS NOT NULL AS verified
       FROM email_verifications v JOIN users u ON u.id = v.user_id
      WHERE v.token_hash = $1`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Uses the link up: its user, or undefined when it is not (or no longer) usable. Of two concurrent calls the second
 * waits for the first's row lock, then finds used_at set and gets nothing.
 */
export async function consumeLink(q: Queryable, tokenHash: string, userId: number): Promise<string | undefined> {
  const { rows } = await q.query<{ email: string }>(
    `UPDATE email_verifications v SET used_at = now()
       FROM users u
      WHERE v.token_hash = $1 AND v.user_id = $2 AND u.id = v.user_id AND lower(u.email) = lower(v.email)
        AND v.used_at IS NULL AND v.expires_at > now()
      RETURNING v.email`,
    [tokenHash, userId],
  );
  return rows[0]?.email;
}

export interface CodeRow {
  id: number;
  token_hash: string;
  code_hash: string;
  attempts: number;
  expired: boolean;
}

/** The user's latest unused verification for the current address, locked for the check-and-count sequence. */
export async function latestForUpdate(q: Queryable, userId: number): Promise<CodeRow | undefined> {
  const { rows } = await q.query<CodeRow>(
    `SELECT v.id, v.token_hash, v.code_hash, v.attempts, v.expires_at <= now() AS expired
       FROM email_verifications v JOIN users u ON u.id = v.user_id
      WHERE v.user_id = $1 AND v.used_at IS NULL AND lower(u.email) = lower(v.email)
      ORDER BY v.created DESC, v.id DESC LIMIT 1
      FOR UPDATE OF v`,
    [userId],
  );
  return rows[0];
}

export const addAttempt = (q: Queryable, id: number): Promise<number> => countAttempt(q, 'email_verifications', id);

export async function consumeCode(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.query('UPDATE email_verifications SET used_at = now() WHERE id = $1 AND used_at IS NULL', [id]);
  return rowCount === 1;
}

/** Marks the address verified (kept when already set), only while it is still the account's address. */
export async function markVerified(q: Queryable, userId: number, email?: string): Promise<void> {
  await q.query(
    `UPDATE users SET email_verified_at = COALESCE(email_verified_at, now())
      WHERE id = $1 AND ($2::text IS NULL OR lower(email) = lower($2))`,
    [userId, email ?? null],
  );
}
