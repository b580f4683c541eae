/**
 * Google-reserve bookings (ADR 0020): the landing page of Google's Book button
 * (service/{serviceId}/reserve/{googleReserveId}) and the event every booking becomes.
 * - Free times are computed as for direct booking (shared/domain/reservation-slots.ts: business hours minus pauses
 *   minus live bookings, 14 days, 2 hours ahead, Hong Kong time), with the item's length, starting every 30 minutes.
 * - A booking is one statement: the event (SPEC §3 fields) and its `reservations` row, so the exclusion constraint
 *   reservations_no_overlap decides between a Google booking and a direct booking of the same time (409 slot_taken).
 * - No Sifu account and no fee: the booker leaves name, HK phone, e-mail and a note; the pro is e-mailed.
 */
import crypto from 'node:crypto';
import { computeSlots, type Slot, type WeeklyHours } from '@shared/domain/reservation-slots';
import type { Language } from '@shared/i18n/i18n-config';
import { GRESERVE_SLOT_STEP_MINUTES, type GreserveBookingPage, type GreserveConfirmation } from '@shared/schemas/google-reserve.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { googleReserveAdapterFor } from './google-reserve-adapter';
import { sendConfirmationMail, sendNewBookingMail } from './google-reserve-mail';
import { addEventReservation, lockCalendar } from '../reservations/reservation-records.service';
import { busyPeriods } from '../reservations/reservations.service';
import { assertEnabled, noticeOf, sfxOf, toGoogle } from './google-reserve.service';
import * as repo from './google-reserve.repository';

/** PostgreSQL exclusion_violation (another live booking overlaps) and unique_violation (greserve_id taken). */
const EXCLUSION_VIOLATION = '23P01';
const UNIQUE_VIOLATION = '23505';

export const slotTaken = () => conflict('slot_taken', 'booking_slot_taken');

/** Whether the service takes bookings now: business hours and a category with online booking on. */
export const isBookableNow = (s: repo.BookableRow): boolean => s.has_hours && s.has_direct_reserve;

/** The free times of an item, `exceptReservationId` left out of the busy periods (a booking being moved). */
export async function freeSlots(q: Queryable, s: repo.BookableRow, now: number, exceptReservationId = 0): Promise<Slot[]> {
  const busy = await busyPeriods(q, s.quote_service_id, now, exceptReservationId);
  return computeSlots({
    now,
    hours: Array.isArray(s.business_hours) ? (s.business_hours as WeeklyHours[]) : [],
    busy,
    minutes: s.duration_minutes,
    stepMinutes: GRESERVE_SLOT_STEP_MINUTES,
  });
}

async function bookable(deps: FullDeps, serviceId: number, itemId: number, lng: Language): Promise<repo.BookableRow> {
  assertEnabled(deps.env);
  const s = await repo.findBookable(deps.db, serviceId, itemId, sfxOf(lng));
  if (!s) throw notFound();
  return s;
}

/** GET /google_reserve/booking/{serviceId}/{googleReserveId} */
export async function getBookingPage(deps: FullDeps, serviceId: number, itemId: number, lng: Language): Promise<GreserveBookingPage> {
  const s = await bookable(deps, serviceId, itemId, lng);
  const open = isBookableNow(s);
  return {
    quote_service_id: s.quote_service_id,
    business_name: s.business_name,
    item: { id: s.item_id, name: s.item_name, duration_minutes: s.duration_minutes, price: s.price, is_price_from: s.is_price_from },
    bookable: open,
    slots: open ? await freeSlots(deps.db, s, Date.now()) : [],
  };
}

export interface BookingValues {
  begin_time: string;
  consumer_name: string;
  consumer_phone: string;
  email: string;
  note: string;
}

/** Books a free time of the item as an event with its reservation; the pro is e-mailed. */
export async function createEvent(
  deps: FullDeps,
  s: repo.BookableRow,
  v: BookingValues & { greserveId: string; deviceId: string | null; source: 'page' | 'google'; language: Language },
): Promise<repo.EventRow> {
  if (!isBookableNow(s)) throw unprocessable('greserve_unavailable', 'greserve_unavailable');
  const slot = (await freeSlots(deps.db, s, Date.now())).find((x) => x.begin_time === v.begin_time);
  if (!slot) throw slotTaken();
  await deps.db
    .withTransaction(async (tx) => {
      await lockCalendar(tx, s.quote_service_id);
      const event = await repo.insertEvent(tx, {
        greserveId: v.greserveId,
        itemId: s.item_id,
        serviceId: s.quote_service_id,
        begin: slot.begin_time,
        end: slot.end_time,
        consumerName: v.consumer_name,
        consumerPhone: v.consumer_phone,
        email: v.email,
        note: v.note,
        deviceId: v.deviceId,
        source: v.source,
        language: v.language,
      });
      await addEventReservation(tx, event);
    })
    .catch((err: unknown) => {
      const code = (err as { code?: string }).code;
      if (code === EXCLUSION_VIOLATION) throw slotTaken();
      if (code === UNIQUE_VIOLATION) throw conflict('greserve_duplicate', 'greserve_duplicate');
      throw err;
    });
  const ev = (await repo.findEventByGreserveId(deps.db, v.greserveId))!;
  deps.background.run('mail-greserve-new-booking', () => sendNewBookingMail(deps, ev));
  return ev;
}

/** POST /google_reserve/book/{serviceId}/{googleReserveId}: a booking on Sifu's landing page (Google is told). */
export async function book(
  deps: FullDeps,
  serviceId: number,
  itemId: number,
  input: BookingValues & { deviceId: string | null },
  lng: Language,
): Promise<GreserveConfirmation> {
  const s = await bookable(deps, serviceId, itemId, lng);
  const greserveId = `sifu-${crypto.randomBytes(12).toString('base64url')}`;
  const created = await createEvent(deps, s, { ...input, greserveId, source: 'page', language: lng });
  await toGoogle('booking', serviceId, () => googleReserveAdapterFor(deps).notifyBooking(noticeOf(created, 'CONFIRMED')));
  const ev = (await repo.findEventByGreserveId(deps.db, greserveId, sfxOf(lng)))!;
  deps.background.run('mail-greserve-confirmation', () => sendConfirmationMail(deps, ev, lng));
  return {
    greserve_id: ev.greserve_id,
    business_name: ev.business_name,
    item_name: ev.item_name,
    begin_time: ev.begin_time,
    end_time: ev.end_time,
    consumer_name: ev.consumer_name,
  };
}
