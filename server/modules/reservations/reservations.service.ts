/**
 * Direct booking and appointments (docs/features.md "Direct booking and appointments"):
 * - appointments are direct bookings and shop orders' slots (docs/decisions/0038), on both sides; a slot is changed
 *   only through its order (cancelling or moving it here is refused), and its reminder links to the order;
 * - slots: business hours minus pauses minus live bookings, 60-minute slots for 14 days, 2 hours ahead at least
 *   (shared/domain/reservation-slots.ts), in Hong Kong time;
 * - a booking is, in one transaction, a closed quote request (no other pro is matched), a hired bid for this pro
 *   and the reservation; the category's quote fee is charged to the pro through the wallet (ledger row, code 10
 *   when the pro's balance is short — the reserve page then offers no slot);
 * - two live bookings of a service never overlap: the database's exclusion constraint decides races (409);
 * - either side cancels until 24 hours before the start (a consumer's cancellation gives the pro the fee back);
 *   the consumer reschedules to another free slot under the same rules;
 * - both sides hear of every change (made, moved, cancelled by either side) and, once, the day before (sweep
 *   "booking-reminders"), on the channels each chose (booking-notices.ts).
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import {
  BOOKING_DAYS,
  CHANGE_CUTOFF_HOURS,
  SLOT_MINUTES,
  canChange,
  computeSlots,
  parseUtcText,
  utcText,
  type Slot,
  type WeeklyHours,
} from '@shared/domain/reservation-slots';
import type { Language } from '@shared/i18n/i18n-config';
import type { Appointment, ReserveInput, ReserveSlots } from '@shared/schemas/reservations.schema';
import { hkDayOf } from '@shared/utils/dates';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { recordActivity } from '../activity/activity.service';
import * as bidRecords from '../bids/bid-records.service';
import { addClosedBookingRequest } from '../requests/request-records.service';
import { chargeQuoteFee, refundQuoteFee } from '../wallet/wallet.service';
import { noticeBooking } from './booking-notices';
import * as repo from './reservations.repository';
import { lockCalendar } from './reservation-records.repository';
import { addBookedHireCount } from '../service-editor/service-records.service';
import { markBookingsSeen } from '../accounts/user-records.service';

const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');
const DAY_MS = 86_400_000;
/** Both sides are reminded of a booking the day before: once it starts within this many hours. */
const REMINDER_HOURS = 24;
/** PostgreSQL exclusion_violation: another live booking overlaps. */
const EXCLUSION_VIOLATION = '23P01';

const slotTaken = () => conflict('slot_taken', 'booking_slot_taken');
/** 422: a shop order's slot is cancelled through its order (a cancellation request the other side answers), not here. */
const shopOrderSlot = () => unprocessable('shop_order_booking', 'booking_shop_order');
const tooLate = () =>
  new AppError({ code: 'too_late', status: 422, messageKey: 'booking_too_late', params: { hours: CHANGE_CUTOFF_HOURS } });

/**
 * Pauses and live bookings (direct and Google) of a service over the booking window around `now`, as epoch ms;
 * `exceptId` leaves one booking out (a booking being moved). Direct and Google free times both start from these.
 */
export function busyPeriods(q: Queryable, serviceId: number, now: number, exceptId = 0) {
  return repo.listBusy(q, serviceId, new Date(now - DAY_MS), new Date(now + (BOOKING_DAYS + 1) * DAY_MS), exceptId);
}

async function freeSlots(q: Queryable, s: repo.ReservableService, now: number, exceptId = 0): Promise<Slot[]> {
  const busy = await busyPeriods(q, s.quote_service_id, now, exceptId);
  return computeSlots({ now, hours: Array.isArray(s.business_hours) ? (s.business_hours as WeeklyHours[]) : [], busy });
}

/**
 * The free slots of a service's calendar (its business hours less pauses and live bookings), none when the service is
 * not public: what a shop item that takes reservations offers (docs/decisions/0038). No quote fee is due, so unlike a
 * direct booking neither the categories' booking switch nor the pro's balance matters.
 */
export async function serviceSlots(q: Queryable, serviceId: number, now = Date.now()): Promise<Slot[]> {
  const s = await repo.findReservable(q, serviceId, 'zh');
  return s ? freeSlots(q, s, now) : [];
}

/** GET /services/{id}/reserve_slots */
export async function getSlots(q: Queryable, serviceId: number, lng: Language, now = Date.now()): Promise<ReserveSlots> {
  const s = await repo.findReservable(q, serviceId, sfxOf(lng));
  if (!s) throw notFound();
  const categories = await repo.listReserveCategories(q, serviceId, sfxOf(lng));
  // The pro must be able to pay the fee of every bookable category, else a booking would be refused (code 10).
  const fee = Math.max(0, ...categories.map((c) => c.quote_fee));
  const bookable = categories.length > 0 && s.balance >= fee;
  return {
    quote_service_id: s.quote_service_id,
    business_name: s.business_name,
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    bookable,
    slot_minutes: SLOT_MINUTES,
    slots: bookable ? await freeSlots(q, s, now) : [],
  };
}

/** The order a shop slot belongs to, as the appointment shows it; null for a direct booking. */
function shopOrderOf(r: repo.ReservationRow): Appointment['shop_order'] {
  if (r.shop_order_id === null || r.shop_order_status === null) return null;
  return { id: r.shop_order_id, item_name: r.shop_item_name ?? '', plan_name: r.shop_plan_name ?? '', status: r.shop_order_status };
}

function toAppointment(r: repo.ReservationRow, viewerId: number, now: number): Appointment {
  const role = r.consumer_id === viewerId ? 'consumer' : 'pro';
  const live = r.cancelled_on === null;
  // A shop order's slot changes only with its order (the order page's cancellation request), never on its own.
  const changeable = live && r.shop_order_id === null && canChange(parseUtcText(r.begin_time), now);
  return {
    id: r.id,
    quote_bid_id: r.quote_bid_id,
    quote_request_id: r.quote_request_id,
    shop_order: shopOrderOf(r),
    quote_service_id: r.quote_service_id,
    begin_time: r.begin_time,
    end_time: r.end_time,
    note: r.note,
    status: live ? 'booked' : 'cancelled',
    cancelled_on: r.cancelled_on,
    cancelled_by: r.cancelled_by,
    role,
    business_name: r.business_name,
    category_name: r.category_name,
    other_name: role === 'consumer' ? r.business_name : r.consumer_name,
    other_phone: live ? (role === 'consumer' ? r.pro_phone : r.consumer_phone) : null,
    can_cancel: changeable,
    can_reschedule: changeable && role === 'consumer',
  };
}

async function view(q: Queryable, userId: number, id: number, lng: Language, now = Date.now()): Promise<Appointment> {
  const row = await repo.findForParty(q, userId, id, sfxOf(lng));
  if (!row) throw notFound();
  return toAppointment(row, userId, now);
}

export const getAppointment = view;

/** GET /reservations */
export async function listAppointments(q: Queryable, userId: number, when: 'upcoming' | 'past', lng: Language): Promise<Appointment[]> {
  const now = Date.now();
  return (await repo.listForParty(q, userId, when, sfxOf(lng))).map((r) => toAppointment(r, userId, now));
}

const hkTime = (utc: string) => {
  const ms = parseUtcText(utc) + 8 * 3_600_000;
  return new Date(ms).toISOString().slice(11, 16);
};

/** POST /services/{id}/reserve */
export async function reserve(deps: FullDeps, userId: number, serviceId: number, input: ReserveInput, lng: Language): Promise<Appointment> {
  const { db } = deps;
  const s = await repo.findReservable(db, serviceId, sfxOf(lng));
  if (!s) throw notFound();
  if (s.user_id === userId) throw unprocessable('own_service', 'booking_own_service');
  const category = (await repo.listReserveCategories(db, serviceId, 'zh')).find((c) => c.id === input.quote_category_id);
  if (!category) throw unprocessable('booking_category', 'booking_category_invalid');
  if (!(await repo.isPhoneConfirmed(db, userId))) {
    throw unprocessable(ERROR_CODES.MATCH_PHONE_VERIFICATION, 'phone_verification_needed');
  }
  const slot = (await freeSlots(db, s, Date.now())).find((x) => x.begin_time === input.begin_time);
  if (!slot) throw slotTaken();
  const id = await db
    .withTransaction(async (tx) => {
      await lockCalendar(tx, serviceId);
      const day = hkDayOf(slot.begin_time);
      // Closed at once: a booking goes to this pro only, never to the matching of other pros.
      const requestId = await addClosedBookingRequest(tx, {
        userId,
        categoryId: category.id,
        description: input.note ?? '',
        day,
        publicHash: crypto.randomBytes(18).toString('base64url'),
      });
      const bidId = await bidRecords.addBookingBid(tx, requestId, serviceId);
      const reservationId = await repo.insert(tx, {
        bidId,
        serviceId,
        consumerId: userId,
        begin: slot.begin_time,
        end: slot.end_time,
        note: input.note ?? '',
      });
      let charged = false;
      try {
        charged = (await chargeQuoteFee(tx, { userId: s.user_id, bidId, fee: category.quote_fee })).charged;
      } catch (err) {
        if (err instanceof AppError && err.code === ERROR_CODES.NOT_ENOUGH_CREDIT) {
          throw unprocessable(ERROR_CODES.NOT_ENOUGH_CREDIT, 'booking_pro_unavailable');
        }
        throw err;
      }
      await bidRecords.hireBookedBid(tx, bidId, {
        day,
        time: hkTime(slot.begin_time),
        feeCharged: charged ? category.quote_fee : 0,
        note: input.note ?? '',
      });
      await recordActivity(tx, {
        type: 'hire',
        userId,
        requestId,
        bidId,
        meta: { reservation_id: reservationId },
      });
      await addBookedHireCount(tx, serviceId, 1);
      await noticeBooking(deps, tx, reservationId, { event: 'made', by: 'consumer' });
      return reservationId;
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    });
  return view(db, userId, id, lng);
}

/** POST /reservations/cancel/{id}: either side until 24 hours before; the consumer's cancellation refunds the pro's fee. */
export async function cancel(deps: FullDeps, userId: number, id: number, lng: Language): Promise<Appointment> {
  const { db } = deps;
  const row = await repo.findForParty(db, userId, id, 'zh');
  if (!row) throw notFound();
  const { quote_bid_id: bidId, quote_request_id: requestId } = row;
  if (bidId === null || requestId === null) throw shopOrderSlot();
  const by = row.consumer_id === userId ? 'consumer' : 'pro';
  await db.withTransaction(async (tx) => {
    const locked = await repo.lock(tx, id);
    if (!locked || locked.cancelled_on) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'booking_already_cancelled');
    if (!canChange(locked.begin_time.getTime(), Date.now())) {
      throw tooLate();
    }
    await repo.markCancelled(tx, id, by);
    // The hire ends with the booking: the bid leaves Hired (and the hired count) like an undone hire.
    await bidRecords.undoBookedHire(tx, bidId);
    await addBookedHireCount(tx, row.quote_service_id, -1);
    if (by === 'consumer') await refundQuoteFee(tx, { userId: row.pro_id, bidId, reason: 'booking_cancelled' });
    await recordActivity(tx, {
      type: 'deny',
      userId,
      requestId,
      bidId,
      meta: { reservation_id: id, cancelled_by: by },
    });
    await noticeBooking(deps, tx, id, { event: 'cancelled', by });
  });
  return view(db, userId, id, lng);
}

/** POST /reservations/reschedule/{id}: the consumer moves a live booking to another free slot. */
export async function reschedule(deps: FullDeps, userId: number, id: number, beginTime: string, lng: Language): Promise<Appointment> {
  const { db } = deps;
  const row = await repo.findForParty(db, userId, id, 'zh');
  if (!row) throw notFound();
  if (row.quote_bid_id === null) throw shopOrderSlot();
  const bidId = row.quote_bid_id;
  if (row.consumer_id !== userId) throw forbidden('booking_consumer_only');
  const s = await repo.findReservable(db, row.quote_service_id, 'zh');
  if (!s) throw notFound();
  const slot = (await freeSlots(db, s, Date.now(), id)).find((x) => x.begin_time === beginTime);
  if (!slot) throw slotTaken();
  await db
    .withTransaction(async (tx) => {
      await lockCalendar(tx, row.quote_service_id);
      const locked = await repo.lock(tx, id);
      if (!locked || locked.cancelled_on) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'booking_already_cancelled');
      if (!canChange(locked.begin_time.getTime(), Date.now())) {
        throw tooLate();
      }
      await repo.move(tx, id, slot.begin_time, slot.end_time);
      await bidRecords.moveBookedHire(tx, bidId, hkDayOf(slot.begin_time), hkTime(slot.begin_time));
      await noticeBooking(deps, tx, id, { event: 'moved', by: 'consumer', prevStart: utcText(locked.begin_time.getTime()) });
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    });
  return view(db, userId, id, lng);
}

/**
 * Sweep "booking-reminders": tells both sides of every booking starting within 24 hours, once. The claim (reminded_at)
 * and the notices share one transaction, so concurrent sweeps remind each booking once and a failed run reminds none.
 */
export async function sendBookingReminders(deps: FullDeps): Promise<number> {
  return deps.db.withTransaction(async (tx) => {
    const due = await repo.claimDueReminders(tx, REMINDER_HOURS);
    for (const r of due) await noticeBooking(deps, tx, r.id, { event: 'reminder' });
    return due.length;
  });
}

/** SPEC §3 unreadBookingCount of user/me (plugged into accounts in server/modules/compose.ts). */
export const unreadBookingsOf = (q: Queryable, userId: number): Promise<number> => repo.countUnread(q, userId);

/** POST /reservations/seen: the user opened their appointments, so nothing booked or changed until now is unread. */
export async function markSeen(q: Queryable, userId: number): Promise<{ unreadBookingCount: number }> {
  await markBookingsSeen(q, userId);
  return { unreadBookingCount: await repo.countUnread(q, userId) };
}
