/** SQL of removing a deleted account's report files (privacy). */
import type { Queryable } from '../../lib/db';

/** Reports stay; files the user attached to them are removed. */
export async function clearAttachmentsOfReporter(q: Queryable, userId: number): Promise<void> {
  await q.query(`UPDATE quote_reports SET attachments = '[]'::jsonb WHERE user_id = $1 AND attachments <> '[]'::jsonb`, [userId]);
}
