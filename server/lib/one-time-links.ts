/**
 * One-time links e-mailed to a user (login, password reset, e-mail verification, e-mail change): the user fields such a
 * mail is written with, and storing a new link so that the user's older unused ones stop working.
 */
import type { Queryable } from './db';
import type { MailRecipient } from './mailer';

/** The user a one-time-link e-mail goes to. */
export interface LinkRecipient extends MailRecipient {
  id: number;
}

/** The link tables whose rows are user_id, token hashes and more, expires_at and requested_ip, and used_at once used. */
export type LinkTable = 'login_links' | 'password_resets' | 'email_verifications' | 'email_changes';

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
