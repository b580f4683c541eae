/** SQL of erasing a deleted account's support threads (privacy), inside the deletion transaction. */
import type { Queryable } from '../../lib/db';

/**
 * The user's messages to support go with their contact messages (the whole contact ticket, its thread and notes);
 * tickets of records that stay (refunds, reports, receipts) keep the staff's work but lose the user's own words and
 * e-mail address; an open verification ticket closes, since its certificate or identity check is deleted too.
 */
export async function eraseTickets(q: Queryable, userId: number): Promise<void> {
  await q.query(`DELETE FROM ops_tickets WHERE user_id = $1 AND queue = 'contact'`, [userId]);
  await q.query('DELETE FROM ops_ticket_messages WHERE author_id = $1 AND NOT from_staff', [userId]);
  await q.query('UPDATE ops_tickets SET email = NULL, modified = now() WHERE user_id = $1 AND email IS NOT NULL', [userId]);
  await q.query(
    `UPDATE ops_tickets SET status = 'closed', resolution = 'account_deleted', closed_at = now(), modified = now()
      WHERE user_id = $1 AND queue = 'verifications' AND status = 'open'`,
    [userId],
  );
}
