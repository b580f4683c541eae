/** SQL of anonymising a deleted account's reviews (privacy). */
import type { Queryable } from '../../lib/db';

/** Reviews stay with the author shown as `name`; their photos and device go. */
export async function anonymiseReviews(q: Queryable, userId: number, name: string): Promise<void> {
  await q.query(`UPDATE reviews SET reviewer_name = $2, attachments = '[]'::jsonb, device_id = NULL WHERE user_id = $1`, [userId, name]);
}
