/** SQL on email_changes (links to a new address, stored as SHA-256 of the token) and the user rows they touch. */
import type { Queryable } from '../../lib/db';
import { replaceUnusedLinks, type LinkRecipient } from '../../lib/one-time-links';

export interface ChangeRequester extends LinkRecipient {
  passwd_hash: string | null;
}

export async function findRequester(db: Queryable, userId: number): Promise<ChangeRequester | undefined> {
  const { rows } = await db.query<ChangeRequester>(
    'SELECT id, email, passwd_hash, username, first_name, last_name, language FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

export async function emailTaken(db: Queryable, email: string, exceptUserId: number): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2) AS taken',
    [email, exceptUserId],
  );
  return rows[0].taken;
}

/** A new link for the user; older unused links stop working (only the latest request counts). */
export async function replaceLink(
  db: Queryable,
  link: { userId: number; newEmail: string; tokenHash: string; ttlS: number; ip: string | null },
): Promise<void> {
  await replaceUnusedLinks(db, 'email_changes', {
    userId: link.userId,
    values: { new_email: link.newEmail, token_hash: link.tokenHash },
    ttlS: link.ttlS,
    ip: link.ip,
  });
}

/**
 * Marks the user's link used and answers its new address, or undefined when it is unknown, someone else's, expired or
 * already used. Of two concurrent calls the second waits for the first's row lock, then finds used_at set.
 */
export async function consumeLink(db: Queryable, userId: number, tokenHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ new_email: string }>(
    `UPDATE email_changes SET used_at = now()
      WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING new_email`,
    [tokenHash, userId],
  );
  return rows[0]?.new_email;
}

export async function dropUnusedLinks(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM email_changes WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
