/** SQL of the expired-codes cleanup: one-time codes, links and tickets past their expiry. */
import type { Queryable } from '../../lib/db';

/**
 * Tables of single-use codes and links with an `expires_at`. Phone verifications that succeeded are kept: they are
 * the record that a user proved a number (verification.repository.ts reads them).
 */
const CODE_TABLES = [
  { table: 'phone_verifications', keep: 'verified_at IS NOT NULL' },
  { table: 'password_resets' },
  { table: 'email_verifications' },
  { table: 'phone_login_codes' },
  { table: 'login_links' },
  { table: 'social_tickets' },
  { table: 'email_changes' },
  { table: 'account_deletion_codes' },
] as const;

/** Deletes rows expired more than `graceHours` ago from every code table; answers the count per table. */
export async function deleteExpiredCodes(q: Queryable, graceHours: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of CODE_TABLES) {
    const keep = 'keep' in t ? ` AND NOT (${t.keep})` : '';
    const { rowCount } = await q.query(`DELETE FROM ${t.table} WHERE expires_at < now() - make_interval(hours => $1)${keep}`, [graceHours]);
    counts[t.table] = rowCount ?? 0;
  }
  return counts;
}
