/** SQL of the one-time e-mail links of accounts: whom a link goes to (storing the link is lib/one-time-links.ts). */
import type { Queryable } from '../../lib/db';
import type { LinkRecipient } from '../../lib/one-time-links';

/** The account of an e-mail address, compared case-insensitively. */
export async function findRecipientByEmail(q: Queryable, email: string): Promise<LinkRecipient | undefined> {
  const { rows } = await q.query<LinkRecipient>(
    'SELECT id, email, username, first_name, last_name, language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return rows[0];
}
