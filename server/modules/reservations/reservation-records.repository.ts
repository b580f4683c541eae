/** SQL on reservations that the Google booking module asks for: its bookings, their moves. */
import type { Queryable } from '../../lib/db';

/** Advisory lock space of calendar writes (pg_advisory_xact_lock's first key; the second is the service id). */
const CALENDAR_LOCK = 501;

/**
 * Makes the caller's transaction the only one booking or moving times on this service's calendar until it ends.
 * Without it, bookings of the same time that reach the reservations_no_overlap check together can each wait for the
 * other's uncommitted row, and PostgreSQL then aborts them as deadlocked (a 500) instead of the loser seeing the
 * winner's committed row (23P01, a 409 slot_taken).
 */
export async function lockCalendar(q: Queryable, serviceId: number): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, $2)', [CALENDAR_LOCK, serviceId]);
}

/**
 * The reservation of a Google booking event, born "reminded": the direct-booking reminder sweep e-mails Sifu users,
 * and a Google booker is not one (Google reminds its own users).
 */
export async function insertForEvent(
  q: Queryable,
  ev: { id: number; quote_service_id: number; begin_time: Date; end_time: Date; note: string },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO reservations (greserve_event_id, quote_service_id, begin_time, end_time, note, reminded_at)
     VALUES ($1, $2, $3, $4, $5, now()) RETURNING id`,
    [ev.id, ev.quote_service_id, ev.begin_time, ev.end_time, ev.note],
  );
  return rows[0].id;
}

/** The event's reservation moves with it. */
export async function moveOfEvent(q: Queryable, eventId: number, begin: string, end: string): Promise<void> {
  await q.query(
    `UPDATE reservations SET begin_time = ($2::timestamp AT TIME ZONE 'UTC'), end_time = ($3::timestamp AT TIME ZONE 'UTC'),
            modified = now() WHERE greserve_event_id = $1`,
    [eventId, begin, end],
  );
}

/** Frees a shop order's slot (the order went void or was cancelled); nothing when it has none or it is freed already. */
export async function cancelOfShopOrder(q: Queryable, orderId: number, by: 'consumer' | 'pro' | null): Promise<void> {
  await q.query(
    `UPDATE reservations SET cancelled_on = now(), cancelled_by = $2, modified = now() WHERE shop_order_id = $1 AND cancelled_on IS NULL`,
    [orderId, by],
  );
}
