/** SQL the one-time e-mail links of accounts share (login_links, password_resets, email_verifications). */
import type { Queryable } from '../../lib/db';

/** The user fields a one-time-link e-mail is addressed and written with. */
export interface LinkRecipient {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  language: 'zh-HK' | 'en-HK';
}

/** The account of an e-mail address, compared case-insensitively. */
export async function findRecipientByEmail(q: Queryable, email: string): Promise<LinkRecipient | undefined> {
  const { rows } = await q.query<LinkRecipient>(
    'SELECT id, email, username, first_name, last_name, language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}

/** The link tables whose rows are user_id, token hashes and more, expires_at and requested_ip, and used_at once used. */
export type LinkTable = 'login_links' | 'password_resets' | 'email_verifications';

/**
 * A new link for the user in one statement: the user's older unused links in the table stop working (only the latest
 * e-mail counts). `values` names the table's other columns (token_hash and the like) and their values.
 */
export async function replaceUnusedLinks(
  q: Queryable,
  table: LinkTable,
  link: { userId: number; values: Record<string, string>; ttlS: number; ip: string | null },
): Promise<void> {
  const columns = Object.keys(link.values);
  const n = columns.length;
  const params = columns.map((_, i) => `$${i + 2}`).join(', ');
  await q.query(
    `WITH dropped AS (DELETE FROM ${table} WHERE user_id = $1 AND used_at IS NULL)
     INSERT INTO ${table} (user_id, ${columns.join(', ')}, expires_at, requested_ip)
     VALUES ($1, ${params}, now() + make_interval(secs => $${n + 2}), $${n + 3})`,
    [link.userId, ...Object.values(link.values), link.ttlS, link.ip],
  );
}
