/** SQL of Google-reserve (migration 0504): entities, items, events and their reservations. Times leave as UTC text. */
import type { GreserveItemValues as ItemValues } from '@shared/schemas/google-reserve.schema';
import type { Language } from '@shared/i18n/i18n-config';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';
import type { MailRecipient } from '../../lib/mailer';

export type Sfx = 'zh' | 'en';

export interface ServiceRow {
  quote_service_id: number;
  user_id: number;
  business_name: string;
  business_name_zh: string;
  business_name_en: string;
  phone: string | null;
  business_hours: unknown;
  /** Public, not archived and published as a profile (what the public pages show). */
  is_listed: boolean;
  has_hours: boolean;
  /** Some active category of the service takes online bookings (is_direct_reserve_on). */
  has_direct_reserve: boolean;
  is_published: boolean;
  published_on: string | null;
}

const SERVICE_SELECT = (sfx: Sfx) => `
  SELECT s.quote_service_id, s.user_id, COALESCE(NULLIF(s.business_name_${sfx}, ''), s.business_name_zh) AS business_name,
         s.business_name_zh, s.business_name_en, s.phone, s.business_hours,
         (s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL) AS is_listed,
         CASE WHEN jsonb_typeof(s.business_hours) = 'array' THEN jsonb_array_length(s.business_hours) > 0 ELSE false END AS has_hours,
         EXISTS (SELECT 1 FROM service_categories sc JOIN quote_categories c ON c.id = sc.quote_category_id
                  WHERE sc.quote_service_id = s.quote_service_id AND sc.is_direct_reserve_on AND c.is_active) AS has_direct_reserve,
         COALESCE(e.is_published, false) AS is_published, ${utcSql('e.published_on')} AS published_on
    FROM quote_services s LEFT JOIN greserve_entities e ON e.quote_service_id = s.quote_service_id`;

/** The pro's services that are not closed, oldest first. */
export async function listOwnedServices(q: Queryable, userId: number, sfx: Sfx): Promise<ServiceRow[]> {
  const { rows } = await q.query<ServiceRow>(
    `${SERVICE_SELECT(sfx)} WHERE s.user_id = $1 AND NOT s.is_archived ORDER BY s.quote_service_id`,
    [userId],
  );
  return rows;
}

/** One of the pro's open services; undefined when it is someone else's, closed or unknown. */
export async function findOwnedService(q: Queryable, userId: number, serviceId: number, sfx: Sfx = 'zh'): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(
    `${SERVICE_SELECT(sfx)} WHERE s.user_id = $1 AND s.quote_service_id = $2 AND NOT s.is_archived`,
    [userId, serviceId],
  );
  return rows[0];
}

/** Creates the entity row of a service if missing and locks it (serialises the writes of one entity). */
export async function lockEntity(q: Queryable, serviceId: number): Promise<void> {
  await q.query('INSERT INTO greserve_entities (quote_service_id) VALUES ($1) ON CONFLICT (quote_service_id) DO NOTHING', [serviceId]);
  await q.query('SELECT 1 FROM greserve_entities WHERE quote_service_id = $1 FOR UPDATE', [serviceId]);
}

export async function setPublished(q: Queryable, serviceId: number, published: boolean): Promise<void> {
  await q.query(
    `UPDATE greserve_entities SET is_published = $2, published_on = CASE WHEN $2 THEN now() ELSE published_on END, modified = now()
      WHERE quote_service_id = $1`,
    [serviceId, published],
  );
}

export interface ItemRow {
  id: number;
  quote_service_id: number;
  name_zh: string;
  name_en: string;
  duration_minutes: number;
  price: number | null;
  is_price_from: boolean;
  is_active: boolean;
}

const ITEM_COLUMNS = 'i.id, i.quote_service_id, i.name_zh, i.name_en, i.duration_minutes, i.price, i.is_price_from, i.is_active';

/** The items (not deleted) of the given services, in the order they were added. */
export async function listItems(q: Queryable, serviceIds: number[]): Promise<ItemRow[]> {
  const { rows } = await q.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM greserve_items i WHERE i.quote_service_id = ANY($1) AND i.deleted_on IS NULL ORDER BY i.id`,
    [serviceIds],
  );
  return rows;
}

export async function countItems(q: Queryable, serviceId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM greserve_items WHERE quote_service_id = $1 AND deleted_on IS NULL',
    [serviceId],
  );
  return rows[0].n;
}

export async function insertItem(q: Queryable, serviceId: number, v: ItemValues): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO greserve_items (quote_service_id, name_zh, name_en, duration_minutes, price, is_price_from, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [serviceId, v.name_zh, v.name_en, v.duration_minutes, v.price, v.is_price_from, v.is_active],
  );
  return rows[0].id;
}

/** One of the pro's items (not deleted, of an open service); undefined otherwise. */
export async function findOwnedItem(q: Queryable, userId: number, itemId: number): Promise<ItemRow | undefined> {
  const { rows } = await q.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM greserve_items i JOIN quote_services s ON s.quote_service_id = i.quote_service_id
      WHERE i.id = $2 AND s.user_id = $1 AND i.deleted_on IS NULL AND NOT s.is_archived`,
    [userId, itemId],
  );
  return rows[0];
}

export async function updateItem(q: Queryable, itemId: number, v: ItemValues): Promise<void> {
  await q.query(
    `UPDATE greserve_items SET name_zh = $2, name_en = $3, duration_minutes = $4, price = $5, is_price_from = $6, is_active = $7,
            modified = now() WHERE id = $1`,
    [itemId, v.name_zh, v.name_en, v.duration_minutes, v.price, v.is_price_from, v.is_active],
  );
}

export async function deleteItem(q: Queryable, itemId: number): Promise<void> {
  await q.query('UPDATE greserve_items SET deleted_on = now(), is_active = false, modified = now() WHERE id = $1', [itemId]);
}

// ---------------------------------------------------------------------------------------------------------------
// Booking: the public page and Google's pushes
// ---------------------------------------------------------------------------------------------------------------

export interface BookableRow extends ServiceRow {
  item_id: number;
  item_name: string;
  duration_minutes: number;
  price: number | null;
  is_price_from: boolean;
}

/**
 * An active item of a published entity of a listed service, with its service; `serviceId` null: any service (a
 * push names the item only). Undefined when Google should not offer it.
 */
export async function findBookable(q: Queryable, serviceId: number | null, itemId: number, sfx: Sfx): Promise<BookableRow | undefined> {
  const { rows } = await q.query<BookableRow>(
    `SELECT x.*, i.id AS item_id, COALESCE(NULLIF(i.name_${sfx}, ''), i.name_zh) AS item_name, i.duration_minutes, i.price, i.is_price_from
       FROM greserve_items i JOIN (${SERVICE_SELECT(sfx)}) x ON x.quote_service_id = i.quote_service_id
      WHERE i.id = $1 AND ($2::int IS NULL OR i.quote_service_id = $2) AND i.is_active AND i.deleted_on IS NULL
        AND x.is_published AND x.is_listed`,
    [itemId, serviceId],
  );
  return rows[0];
}

export interface NewEvent {
  greserveId: string;
  itemId: number;
  serviceId: number;
  begin: string;
  end: string;
  consumerName: string;
  consumerPhone: string;
  email: string;
  note: string;
  deviceId: string | null;
  source: 'page' | 'google';
  /** The language of the page it was booked on (its e-mails are written in it). */
  language: Language;
}

/** The Google booking event; its reservation is added by the reservations module in the same transaction. */
export async function insertEvent(
  q: Queryable,
  e: NewEvent,
): Promise<{ id: number; quote_service_id: number; begin_time: Date; end_time: Date; note: string }> {
  const { rows } = await q.query<{ id: number; quote_service_id: number; begin_time: Date; end_time: Date; note: string }>(
    `INSERT INTO greserve_events (greserve_id, greserve_item_id, quote_service_id, begin_time, end_time, consumer_name, consumer_phone,
                                  email, note, device_id, source, language)
     VALUES ($1, $2, $3, ($4::timestamp AT TIME ZONE 'UTC'), ($5::timestamp AT TIME ZONE 'UTC'), $6, $7, $8, $9, $10, $11, $12)
     RETURNING id, quote_service_id, begin_time, end_time, note`,
    [
      e.greserveId,
      e.itemId,
      e.serviceId,
      e.begin,
      e.end,
      e.consumerName,
      e.consumerPhone,
      e.email,
      e.note,
      e.deviceId,
      e.source,
      e.language,
    ],
  );
  return rows[0];
}

export interface EventRow {
  id: number;
  reservation_id: number;
  greserve_id: string;
  greserve_item_id: number;
  item_name: string;
  quote_service_id: number;
  pro_id: number;
  business_name: string;
  /** The service's contact phone, for the booker's confirmation. */
  pro_phone: string | null;
  begin_time: string;
  end_time: string;
  consumer_name: string;
  consumer_phone: string;
  email: string;
  note: string;
  source: 'page' | 'google';
  language: Language;
  cancelled_on: string | null;
  cancelled_by: 'consumer' | 'pro' | null;
}

const EVENT_SELECT = (sfx: Sfx) => `
  SELECT ev.id, v.id AS reservation_id, ev.greserve_id, ev.greserve_item_id, COALESCE(NULLIF(i.name_${sfx}, ''), i.name_zh) AS item_name,
         ev.quote_service_id, s.user_id AS pro_id, COALESCE(NULLIF(s.business_name_${sfx}, ''), s.business_name_zh) AS business_name,
         s.phone AS pro_phone, ${utcSql('v.begin_time')} AS begin_time, ${utcSql('v.end_time')} AS end_time, ev.consumer_name, ev.consumer_phone, ev.email,
         ev.note, ev.source, ev.language, ${utcSql('v.cancelled_on')} AS cancelled_on, v.cancelled_by
    FROM greserve_events ev
    JOIN reservations v ON v.greserve_event_id = ev.id
    JOIN greserve_items i ON i.id = ev.greserve_item_id
    JOIN quote_services s ON s.quote_service_id = ev.quote_service_id`;

/** One event of the pro's services; undefined when it is someone else's or unknown. */
export async function findEventForPro(q: Queryable, userId: number, eventId: number, sfx: Sfx): Promise<EventRow | undefined> {
  const { rows } = await q.query<EventRow>(`${EVENT_SELECT(sfx)} WHERE ev.id = $2 AND s.user_id = $1`, [userId, eventId]);
  return rows[0];
}

export async function findEventByGreserveId(q: Queryable, greserveId: string, sfx: Sfx = 'zh'): Promise<EventRow | undefined> {
  const { rows } = await q.query<EventRow>(`${EVENT_SELECT(sfx)} WHERE ev.greserve_id = $1`, [greserveId]);
  return rows[0];
}

/** The events of the pro's services: upcoming (not yet ended, soonest first) or past (latest first), at most 100. */
export async function listEventsForPro(q: Queryable, userId: number, when: 'upcoming' | 'past', sfx: Sfx): Promise<EventRow[]> {
  const cond = when === 'upcoming' ? 'v.end_time > now() ORDER BY v.begin_time ASC' : 'v.end_time <= now() ORDER BY v.begin_time DESC';
  const { rows } = await q.query<EventRow>(`${EVENT_SELECT(sfx)} WHERE s.user_id = $1 AND ${cond}, ev.id LIMIT 100`, [userId]);
  return rows;
}

/** Locks a reservation for a change. */
export async function lockReservation(
  q: Queryable,
  reservationId: number,
): Promise<{ begin_time: Date; cancelled_on: Date | null } | undefined> {
  const { rows } = await q.query('SELECT begin_time, cancelled_on FROM reservations WHERE id = $1 FOR UPDATE', [reservationId]);
  return rows[0];
}

/** Moves an event (its reservation moves with it, through the reservations module). */
export async function moveEvent(q: Queryable, eventId: number, begin: string, end: string): Promise<void> {
  await q.query(
    `UPDATE greserve_events SET begin_time = ($2::timestamp AT TIME ZONE 'UTC'), end_time = ($3::timestamp AT TIME ZONE 'UTC'),
            modified = now() WHERE id = $1`,
    [eventId, begin, end],
  );
}

/** The pro who owns a service, for the new-booking e-mail; nothing for a deleted account. */
export async function findServiceOwner(q: Queryable, serviceId: number): Promise<MailRecipient | undefined> {
  const { rows } = await q.query<MailRecipient>(
    `SELECT u.email, u.language, u.username, u.first_name, u.last_name FROM quote_services s JOIN users u ON u.id = s.user_id
      WHERE s.quote_service_id = $1 AND u.deleted_at IS NULL`,
    [serviceId],
  );
  return rows[0];
}
