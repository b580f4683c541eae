/** SQL on login_links (one-time login links, stored as SHA-256 of the token). */
import type { Queryable } from '../../lib/db';

export interface LinkRecipient {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  language: 'zh-HK' | 'en-HK';
}

export async function findUserByEmail(q: Queryable, email: string): Promise<LinkRecipient | undefined> {
  const { rows } = await q.query<LinkRecipient>(
    'SELECT id, email, username, first_name, last_name, language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** A new link for the user; older unused links of the user stop working (only the latest e-mail counts). */
export async function replaceLink(
  q: Queryable,
  link: { userId: number; email: string; tokenHash: string; ttlS: number; ip: string | null },
): Promise<void> {
  await q.query(
    `WITH dropped AS (DELETE FROM login_links WHERE user_id = $1 AND used_at IS NULL)
     INSERT INTO login_links (user_id, email, token_hash, expires_at, requested_ip)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4), $5)`,
    [link.userId, link.email, link.tokenHash, link.ttlS, link.ip],
  );
}

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
