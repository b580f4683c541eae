/** SQL of removing a deleted account's certificates (privacy). */
import type { Queryable } from '../../lib/db';

/** The certificates of the user's services go. */
export async function deleteOfUser(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `DELETE FROM service_certificates c USING quote_services s WHERE s.quote_service_id = c.quote_service_id AND s.user_id = $1`,
    [userId],
  );
}
