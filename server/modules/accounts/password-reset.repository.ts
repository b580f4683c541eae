/** SQL on password_resets (recovery links, stored as SHA-256 of the token) and the user rows a reset touches. */
import type { Queryable } from '../../lib/db';

export interface PolicyInputs {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** The user of an unused, unexpired link, with what the password policy compares a new password to. */
export async function findUsableLink(db: Queryable, tokenHash: string): Promise<(PolicyInputs & { user_id: number }) | undefined> {
  const { rows } = await db.query<PolicyInputs & { user_id: number }>(
    `SELECT r.user_id, u.username, u.email, u.first_name, u.last_name
       FROM password_resets r JOIN users u ON u.id = r.user_id
      WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
    [tokenHash],
  );
  return rows[0];
}

/**
 * Marks the link used and answers its user, or undefined when it is unknown, expired or already used. Of two
 * concurrent calls the second waits for the first's row lock, then finds used_at set and gets nothing.
 */
export async function consumeLink(db: Queryable, tokenHash: string): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE password_resets SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** After a reset, no other link of the user is left usable. */
export async function dropUnusedLinks(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM password_resets WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** A reset ends every session of the user (the resetting browser then gets a new one). */
export async function deleteAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}
