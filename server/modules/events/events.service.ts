/** The default analytics sink: events are stored in PostgreSQL. */
import type { AnalyticsEvent } from '@shared/schemas/events.schema';
import type { Db } from '../../lib/db';
import * as repo from './events.repository';

/** Records one analytics event for the visitor or user. */
export async function recordEvent(db: Db, event: AnalyticsEvent, who: { userId?: number; deviceId?: string }): Promise<void> {
  await repo.insert(db, { ...event, user_id: who.userId, device_id: who.deviceId });
}
