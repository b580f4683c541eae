/** SQL of anonymising a deleted account's page views (privacy). */
import type { Queryable } from '../../lib/db';

export async function anonymisePageViews(q: Queryable, userId: number): Promise<void> {
  await q.query('UPDATE page_view_events SET user_id = NULL, device_id = NULL WHERE user_id = $1', [userId]);
}
