/** SQL on page_view_events. */
import type { AnalyticsEvent } from '@shared/schemas/events.schema';
import type { Queryable } from '../../lib/db';

export async function insert(db: Queryable, e: AnalyticsEvent & { user_id?: number; device_id?: string }): Promise<void> {
  await db.query('INSERT INTO page_view_events (name, path, language, user_id, device_id, referrer, props) VALUES ($1,$2,$3,$4,$5,$6,$7)', [
    e.name,
    e.path,
    e.language ?? null,
    e.user_id ?? null,
    e.device_id ?? null,
    e.referrer ?? null,
    JSON.stringify(e.props ?? {}),
  ]);
}
