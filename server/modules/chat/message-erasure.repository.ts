/** SQL of removing a deleted account's chat files (privacy). */
import type { Queryable } from '../../lib/db';

/** Messages stay in the other party's conversation; files sent with them are removed. */
export async function clearAttachmentsOfSender(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE messages SET attachments = '[]'::jsonb WHERE sender_id = $1 AND attachments <> '[]'::jsonb`, [userId]);
}
