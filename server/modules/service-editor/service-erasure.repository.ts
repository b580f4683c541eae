/** SQL of taking a deleted account's services down (privacy). */
import type { Queryable } from '../../lib/db';

/** Unpublishes and archives the user's services, clears their contact details, stops auto-quotes. */
export async function unpublishServices(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `UPDATE quote_services SET is_public = false, is_archived = true, archived_on = COALESCE(archived_on, now()),
            phone = NULL, website = NULL, logo_url = NULL, logo_attachment_id = NULL, modified = now()
      WHERE user_id = $1`,
    [userId],
  );
  await q.query(
    `UPDATE service_categories sc SET is_auto_quote_on = false, is_direct_reserve_on = false
       FROM quote_services s WHERE s.quote_service_id = sc.quote_service_id AND s.user_id = $1`,
    [userId],
  );
}
