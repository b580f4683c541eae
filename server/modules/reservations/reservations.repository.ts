/**
 * SQL of bookings (reservations, migration 0501): direct bookings and shop orders' slots (0813). Times leave as UTC
 * 'YYYY-MM-DD HH:mm:ss' text.
 */
import type { ShopOrderStatus } from '@shared/domain/shop';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export type Sfx = 'zh' | 'en';

export interface ReservableService {
  quote_service_id: number;
  user_id: number;
  business_name: string;
  business_hours: unknown;
  balance: number;
}

/** A public, published, unarchived service with its owner's balance; undefined otherwise. */
export async function findReservable(q: Queryable, serviceId: number, sfx: Sfx): Promise<ReservableService | undefined> {
  const { rows } = await q.query<ReservableService>(
    `SELECT s.quote_service_id, s.user_id, COALESCE(NULLIF(s.business_name_${sfx}, ''), s.business_name_zh) AS business_name,
            s.business_hours, COALESCE(w.balance, 0) AS balance
       FROM quote_services s LEFT JOIN wallets w ON w.user_id = s.user_id
      WHERE s.quote_service_id = $1 AND s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL`,
    [serviceId],
  );
  return rows[0];
}

export interface ReserveCategory {
  id: number;
  name: string;
  quote_fee: number;
}

/** The service's categories with direct booking on. */
export async function listReserveCategories(q: Queryable, serviceId: number, sfx: Sfx): Promise<ReserveCategory[]> {
  const { rows } = await q.query<ReserveCategory>(
    `SELECT c.id, c.name_${sfx} AS name, c.quote_fee FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
      WHERE sc.quote_service_id = $1 AND sc.is_direct_reserve_on AND c.is_active ORDER BY c.display_order, c.id`,
    [serviceId],
  );
  return rows;
}

/** Pauses and live bookings of the service overlapping [from, to), as epoch ms; `exceptId` leaves one booking out. */
export async function listBusy(
  q: Queryable,
  serviceId: number,
  from: Date,
  to: Date,
  exceptId = 0,
): Promise<Array<{ begin: number; end: number }>> {
  const { rows } = await q.query<{ b: Date; e: Date }>(
    `SELECT begin_time AS b, end_time AS e FROM service_pause_events WHERE quote_service_id = $1 AND begin_time < $3 AND end_time > $2
     UNION ALL
     SELECT begin_time, end_time FROM reservations
      WHERE quote_service_id = $1 AND cancelled_on IS NULL AND id <> $4 AND begin_time < $3 AND end_time > $2`,
    [serviceId, from, to, exceptId],
  );
  return rows.map((r) => ({ begin: r.b.getTime(), end: r.e.getTime() }));
}

/** A consumer's booking: of a hired bid (direct booking) or of a shop order (its slot), exactly one of the two. */
export async function insert(
  q: Queryable,
  r: ({ bidId: number; shopOrderId?: never } | { shopOrderId: number; bidId?: never }) & {
    serviceId: number;
    consumerId: number;
    begin: string;
    end: string;
    note: string;
  },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO reservations (quote_bid_id, shop_order_id, quote_service_id, consumer_id, begin_time, end_time, note)
     VALUES ($1, $2, $3, $4, ($5::timestamp AT TIME ZONE 'UTC'), ($6::timestamp AT TIME ZONE 'UTC'), $7) RETURNING id`,
    [r.bidId ?? null, r.shopOrderId ?? null, r.serviceId, r.consumerId, r.begin, r.end, r.note],
  );
  return rows[0].id;
}

export interface ReservationRow {
  id: number;
  quote_bid_id: number | null;
  quote_request_id: number | null;
  shop_order_id: number | null;
  shop_item_name: string | null;
  shop_plan_name: string | null;
  shop_order_status: ShopOrderStatus | null;
  quote_service_id: number;
  quote_category_id: number;
  consumer_id: number;
  pro_id: number;
  begin_time: string;
  end_time: string;
  note: string;
  cancelled_on: string | null;
  cancelled_by: 'consumer' | 'pro' | null;
  business_name: string;
  category_name: string;
  consumer_name: string;
  consumer_phone: string | null;
  pro_phone: string | null;
}

/**
 * A Sifu user's booking: a direct booking (its hired bid and request give the category) or a shop order's slot (the
 * order gives the item, plan and status; its item the category). Google bookings have no consumer account and drop
 * out with the inner join on users; the slot of a void order (a checkout never paid) was never a booking.
 */
const SELECT = (sfx: Sfx) => `
  SELECT v.id, v.quote_bid_id, b.quote_request_id, v.shop_order_id, so.item_name AS shop_item_name, so.plan_name AS shop_plan_name,
         so.status AS shop_order_status, v.quote_service_id, c.id AS quote_category_id, v.consumer_id, s.user_id AS pro_id,
         ${utcSql('v.begin_time')} AS begin_time, ${utcSql('v.end_time')} AS end_time, v.note,
         ${utcSql('v.cancelled_on')} AS cancelled_on, v.cancelled_by,
         COALESCE(NULLIF(s.business_name_${sfx}, ''), s.business_name_zh) AS business_name, c.name_${sfx} AS category_name,
         full_name(cu.first_name, cu.last_name, cu.username) AS consumer_name,
         CASE WHEN cu.is_phone_confirmed THEN cu.phone END AS consumer_phone, COALESCE(s.phone, pu.phone) AS pro_phone
    FROM reservations v
    LEFT JOIN quote_bids b ON b.quote_bid_id = v.quote_bid_id
    LEFT JOIN quote_requests r ON r.quote_request_id = b.quote_request_id
    LEFT JOIN shop_orders so ON so.id = v.shop_order_id
    LEFT JOIN shop_items si ON si.id = so.shop_item_id
    JOIN quote_categories c ON c.id = COALESCE(r.quote_category_id, si.quote_category_id)
    JOIN quote_services s ON s.quote_service_id = v.quote_service_id
    JOIN users cu ON cu.id = v.consumer_id
    JOIN users pu ON pu.id = s.user_id
   WHERE (v.quote_bid_id IS NOT NULL OR (so.id IS NOT NULL AND so.status <> 'void'))`;

/** One reservation the viewer is a party of (the consumer or the service's owner). */
export async function findForParty(q: Queryable, viewerId: number, id: number, sfx: Sfx): Promise<ReservationRow | undefined> {
  const { rows } = await q.query<ReservationRow>(`${SELECT(sfx)} AND v.id = $2 AND (v.consumer_id = $1 OR s.user_id = $1)`, [viewerId, id]);
  return rows[0];
}

/** One reservation of a Sifu user (either side), as its notices name it. */
export async function findById(q: Queryable, id: number, sfx: Sfx): Promise<ReservationRow | undefined> {
  const { rows } = await q.query<ReservationRow>(`${SELECT(sfx)} AND v.id = $1`, [id]);
  return rows[0];
}

/** The viewer's bookings on both sides: upcoming (not yet ended, soonest first) or past (latest first), at most 100. */
export async function listForParty(q: Queryable, viewerId: number, when: 'upcoming' | 'past', sfx: Sfx): Promise<ReservationRow[]> {
  const cond = when === 'upcoming' ? 'v.end_time > now() ORDER BY v.begin_time ASC' : 'v.end_time <= now() ORDER BY v.begin_time DESC';
  const { rows } = await q.query<ReservationRow>(
    `${SELECT(sfx)} AND v.id IN (SELECT id FROM reservations WHERE consumer_id = $1
                                  UNION SELECT v2.id FROM reservations v2 JOIN quote_services s2 ON s2.quote_service_id = v2.quote_service_id WHERE s2.user_id = $1)
       AND ${cond}, v.id LIMIT 100`,
    [viewerId],
  );
  return rows;
}

/** Locks a reservation row for a change. */
export async function lock(q: Queryable, id: number): Promise<{ id: number; begin_time: Date; cancelled_on: Date | null } | undefined> {
  const { rows } = await q.query('SELECT id, begin_time, cancelled_on FROM reservations WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function markCancelled(q: Queryable, id: number, by: 'consumer' | 'pro'): Promise<void> {
  await q.query(`UPDATE reservations SET cancelled_on = now(), cancelled_by = $2, modified = now() WHERE id = $1`, [id, by]);
}

export async function move(q: Queryable, id: number, begin: string, end: string): Promise<void> {
  await q.query(
    `UPDATE reservations SET begin_time = ($2::timestamp AT TIME ZONE 'UTC'), end_time = ($3::timestamp AT TIME ZONE 'UTC'),
            reminded_at = NULL, modified = now() WHERE id = $1`,
    [id, begin, end],
  );
}

export interface DueReminder {
  id: number;
  consumer_id: number;
  pro_id: number;
}

/**
 * A shop order's slot is reminded of once the order is paid and still going ahead; one awaiting payment waits (a later
 * sweep reminds it when it is paid in time), and one completed or completion-requested has nothing left to attend.
 */
const REMINDED_SHOP_STATUSES: readonly ShopOrderStatus[] = ['paid', 'confirmed', 'cancel_requested'];

/**
 * Claims the live bookings starting within `hours` that were not reminded yet (sets reminded_at, so each is
 * reminded once even when sweeps run concurrently on several instances).
 */
export async function claimDueReminders(q: Queryable, hours: number): Promise<DueReminder[]> {
  const { rows } = await q.query<DueReminder>(
    `WITH due AS (
       SELECT id FROM reservations v
        WHERE cancelled_on IS NULL AND reminded_at IS NULL AND begin_time > now() AND begin_time <= now() + make_interval(hours => $1)
          AND (shop_order_id IS NULL OR EXISTS (SELECT 1 FROM shop_orders o WHERE o.id = v.shop_order_id AND o.status = ANY($2::text[])))
        ORDER BY begin_time LIMIT 500 FOR UPDATE SKIP LOCKED)
     UPDATE reservations v SET reminded_at = now() FROM due, quote_services s
      WHERE v.id = due.id AND s.quote_service_id = v.quote_service_id
     RETURNING v.id, v.consumer_id, s.user_id AS pro_id`,
    [hours, REMINDED_SHOP_STATUSES],
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// The booking's request and hired bid are written by their owners (requests/request-records.service,
// bids/bid-records.service): a booking skips matching and quoting, so the request is closed at once and
// the only bid is born hired.
// ---------------------------------------------------------------------------------------------------

export async function isPhoneConfirmed(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ ok: boolean }>('SELECT is_phone_confirmed AS ok FROM users WHERE id = $1', [userId]);
  return rows[0]?.ok ?? false;
}

/**
 * Live bookings (not yet over) that someone other than the user made or changed after the user last opened their
 * appointments: as the pro, new bookings of their services (direct, shop order, Google) and ones the consumer moved or
 * cancelled; as the consumer, their bookings the pro or the shop cancelled. Reminders change nothing here.
 */
export async function countUnread(q: Queryable, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n
       FROM reservations v JOIN users u ON u.id = $1
      WHERE v.end_time > now()
        AND (
          (v.quote_service_id IN (SELECT quote_service_id FROM quote_services WHERE user_id = $1)
            AND (u.bookings_seen_at IS NULL OR v.created > u.bookings_seen_at
                 OR (v.modified > u.bookings_seen_at AND v.cancelled_by IS DISTINCT FROM 'pro')))
          OR (v.consumer_id = $1 AND v.cancelled_on IS NOT NULL AND v.cancelled_by IS DISTINCT FROM 'consumer'
              AND (u.bookings_seen_at IS NULL OR v.cancelled_on > u.bookings_seen_at))
        )
        AND (v.cancelled_on IS NULL OR v.consumer_id = $1 OR v.cancelled_by IS DISTINCT FROM 'pro')`,
    [userId],
  );
  return rows[0].n;
}
