/** SQL on login_links (one-time login links, stored as SHA-256 of the token); a new link is stored by one-time-links. */
import type { Queryable } from '../../lib/db';

/**
 * Uses the link up and answers its user, or undefined when it is unknown, used, expired or was sent to an address
 * the account no longer has. Of two concurrent calls the second waits for the row lock, then finds used_at set.
 */
export async function consumeLink(q: Queryable, tokenHash: string): Promise<{ user_id: number; email: string } | undefined> {
  const { rows } = await q.query<{ user_id: number; email: string }>(
    `UPDATE login_links l SET used_at = now()
       FROM users u
      WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()
        AND u.id = l.user_id AND lower(u.email) = lower(l.email)
      RETURNING l.user_id, l.email`,
    [tokenHash],
  );
  return rows[0];
}
