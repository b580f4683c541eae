/**
 * Google-reserve for the pro (ADR 0020), behind the SPEC §6 flag googleReserve (404 while off):
 * - entities: each open service of the pro, published to Google or not; publishing needs a listed service with
 *   business hours, a category taking online bookings (is_direct_reserve_on) and at least one active item;
 * - items: the bookable offers of an entity (name zh/en, 30–240 minutes, optional whole-HKD price), owner only;
 * - every change of a published entity or its items sends the entity and items feed through the adapter;
 * - events: bookings that came through Google; the pro cancels one until 24 hours before (like a direct booking),
 *   which frees the time and tells Google.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { CHANGE_CUTOFF_HOURS, canChange, parseUtcText } from '@shared/domain/reservation-slots';
import type { Language } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import {
  MAX_GRESERVE_ITEMS,
  type GreserveEntity,
  type GreserveEvent,
  type GreserveItem,
  type GreserveItemValues,
  type GreserveProblem,
} from '@shared/schemas/google-reserve.schema';
import type { Env } from '../../config/env';
import type { FullDeps } from '../../lib/adapters';
import { AppError, conflict, notFound, unprocessable } from '../../lib/errors';
import { logger } from '../../lib/logger';
import {
  googleReserveAdapterFor,
  googleServiceIdOf,
  merchantIdOf,
  type GreserveBookingNotice,
  type GreserveFeed,
} from './google-reserve-adapter';
import { cancelReservation } from '../reservations/reservation-records.service';
import * as repo from './google-reserve.repository';
import { sendBookerCancelledMail } from './google-reserve-mail';

type ItemValues = GreserveItemValues;

export const sfxOf = (lng: Language): repo.Sfx => (lng === 'en-HK' ? 'en' : 'zh');

/** SPEC §6: while the flag is off (the default), Google-reserve does not exist. */
export function assertEnabled(env: Env): void {
  if (!env.featureFlags.googleReserve) throw notFound();
}

export function problemsOf(s: repo.ServiceRow): GreserveProblem[] {
  const out: GreserveProblem[] = [];
  if (!s.is_listed) out.push('not_public');
  if (!s.has_hours) out.push('no_hours');
  if (!s.has_direct_reserve) out.push('no_direct_reserve');
  return out;
}

const bookingPathOf = (serviceId: number, itemId: number) => buildPath('googleReserveBooking', { serviceId, googleReserveId: itemId });

function toItem(i: repo.ItemRow): GreserveItem {
  return { ...i, booking_path: bookingPathOf(i.quote_service_id, i.id) };
}

/** GET /google_reserve/entities */
export async function listEntities(deps: FullDeps, userId: number, lng: Language): Promise<GreserveEntity[]> {
  assertEnabled(deps.env);
  const services = await repo.listOwnedServices(deps.db, userId, sfxOf(lng));
  const items = await repo.listItems(
    deps.db,
    services.map((s) => s.quote_service_id),
  );
  return services.map((s) => ({
    quote_service_id: s.quote_service_id,
    business_name: s.business_name,
    merchant_id: merchantIdOf(s.quote_service_id),
    is_published: s.is_published,
    published_on: s.published_on,
    problems: problemsOf(s),
    items: items.filter((i) => i.quote_service_id === s.quote_service_id).map(toItem),
  }));
}

async function ownedService(deps: FullDeps, userId: number, serviceId: number): Promise<repo.ServiceRow> {
  assertEnabled(deps.env);
  const s = await repo.findOwnedService(deps.db, userId, serviceId);
  if (!s) throw notFound();
  return s;
}

/** Runs an adapter call after commit; a failure is logged (the local change stands) and never fails the request. */
export async function toGoogle(what: string, serviceId: number, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    logger().error('greserve-adapter-failed', { what, serviceId, err: err instanceof Error ? err.message : String(err) });
  }
}

/**
 * Sends the current entity and items feed of a published service; `takeDown` also sends it for an unpublished one
 * (published: false), which is how Google hears that a merchant was taken down. Drafts are never sent.
 */
async function sendFeed(deps: FullDeps, userId: number, serviceId: number, takeDown = false): Promise<void> {
  const s = await repo.findOwnedService(deps.db, userId, serviceId);
  if (!s || (!s.is_published && !takeDown)) return;
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const items = (await repo.listItems(deps.db, [serviceId])).filter((i) => i.is_active);
  const feed: GreserveFeed = {
    merchant_id: merchantIdOf(serviceId),
    quote_service_id: serviceId,
    published: s.is_published && s.is_listed,
    name: { zh: s.business_name_zh, en: s.business_name_en || s.business_name_zh },
    telephone: s.phone,
    // The profile in the default language: Google's listing links one URL (ADR 0045), no redirect.
    url: `${base}${buildPath('service', { serviceId }, 'zh-HK')}`,
    services: items.map((i) => ({
      service_id: googleServiceIdOf(i.id),
      greserve_item_id: i.id,
      name: { zh: i.name_zh, en: i.name_en || i.name_zh },
      duration_minutes: i.duration_minutes,
      price: i.price === null ? null : { amount: i.price, currency: 'HKD', is_from: i.is_price_from },
      booking_url: `${base}/zh-HK${bookingPathOf(serviceId, i.id)}`,
    })),
  };
  await toGoogle('feed', serviceId, () => googleReserveAdapterFor(deps).publishFeed(feed));
}

/** POST /google_reserve/entities/publish/{id} */
export async function publish(
  deps: FullDeps,
  userId: number,
  serviceId: number,
  published: boolean,
  lng: Language,
): Promise<GreserveEntity[]> {
  const s = await ownedService(deps, userId, serviceId);
  if (published) {
    const problems = problemsOf(s);
    if (problems.length) throw unprocessable('greserve_not_bookable', 'greserve_not_bookable', { problems });
    if (!(await repo.listItems(deps.db, [serviceId])).some((i) => i.is_active))
      throw unprocessable('greserve_no_items', 'greserve_no_items');
  }
  await deps.db.withTransaction(async (tx) => {
    await repo.lockEntity(tx, serviceId);
    await repo.setPublished(tx, serviceId, published);
  });
  if (published || s.is_published) await sendFeed(deps, userId, serviceId, true);
  return listEntities(deps, userId, lng);
}

/** POST /google_reserve/items/add/{id} (at most MAX_GRESERVE_ITEMS a service, counted under the entity's lock). */
export async function addItem(deps: FullDeps, userId: number, serviceId: number, v: ItemValues, lng: Language): Promise<GreserveEntity[]> {
  await ownedService(deps, userId, serviceId);
  await deps.db.withTransaction(async (tx) => {
    await repo.lockEntity(tx, serviceId);
    if ((await repo.countItems(tx, serviceId)) >= MAX_GRESERVE_ITEMS) {
      throw new AppError({
        code: 'greserve_too_many_items',
        status: 422,
        messageKey: 'greserve_too_many_items',
        params: { max: MAX_GRESERVE_ITEMS },
      });
    }
    await repo.insertItem(tx, serviceId, v);
  });
  await sendFeed(deps, userId, serviceId);
  return listEntities(deps, userId, lng);
}

async function ownedItem(deps: FullDeps, userId: number, itemId: number): Promise<repo.ItemRow> {
  assertEnabled(deps.env);
  const item = await repo.findOwnedItem(deps.db, userId, itemId);
  if (!item) throw notFound();
  return item;
}

/** POST /google_reserve/items/edit/{id} */
export async function editItem(deps: FullDeps, userId: number, itemId: number, v: ItemValues, lng: Language): Promise<GreserveEntity[]> {
  const item = await ownedItem(deps, userId, itemId);
  await repo.updateItem(deps.db, itemId, v);
  await sendFeed(deps, userId, item.quote_service_id);
  return listEntities(deps, userId, lng);
}

/** POST /google_reserve/items/delete/{id}: the item goes from the list and the feed; its bookings stay. */
export async function deleteItem(deps: FullDeps, userId: number, itemId: number, lng: Language): Promise<GreserveEntity[]> {
  const item = await ownedItem(deps, userId, itemId);
  await repo.deleteItem(deps.db, itemId);
  await sendFeed(deps, userId, item.quote_service_id);
  return listEntities(deps, userId, lng);
}

export function toEvent(r: repo.EventRow, now = Date.now()): GreserveEvent {
  const live = r.cancelled_on === null;
  return {
    id: r.id,
    greserve_id: r.greserve_id,
    greserve_item_id: r.greserve_item_id,
    item_name: r.item_name,
    quote_service_id: r.quote_service_id,
    business_name: r.business_name,
    begin_time: r.begin_time,
    end_time: r.end_time,
    consumer_name: r.consumer_name,
    consumer_phone: r.consumer_phone,
    email: r.email,
    note: r.note,
    source: r.source,
    status: live ? 'booked' : 'cancelled',
    cancelled_on: r.cancelled_on,
    cancelled_by: r.cancelled_by,
    can_cancel: live && canChange(parseUtcText(r.begin_time), now),
  };
}

/** GET /google_reserve/events */
export async function listEvents(deps: FullDeps, userId: number, when: 'upcoming' | 'past', lng: Language): Promise<GreserveEvent[]> {
  assertEnabled(deps.env);
  const now = Date.now();
  return (await repo.listEventsForPro(deps.db, userId, when, sfxOf(lng))).map((r) => toEvent(r, now));
}

export const noticeOf = (r: repo.EventRow, status: GreserveBookingNotice['status']): GreserveBookingNotice => ({
  greserve_id: r.greserve_id,
  merchant_id: merchantIdOf(r.quote_service_id),
  service_id: googleServiceIdOf(r.greserve_item_id),
  quote_service_id: r.quote_service_id,
  status,
  begin_time: r.begin_time,
  end_time: r.end_time,
  ...(r.cancelled_by ? { cancelled_by: r.cancelled_by } : {}),
});

/**
 * POST /google_reserve/events/cancel/{id}: the pro cancels until CHANGE_CUTOFF_HOURS before; Google is told, and a
 * booker of Sifu's landing page is e-mailed.
 */
export async function cancelEvent(deps: FullDeps, userId: number, eventId: number, lng: Language): Promise<GreserveEvent> {
  assertEnabled(deps.env);
  const row = await repo.findEventForPro(deps.db, userId, eventId, sfxOf(lng));
  if (!row) throw notFound();
  await deps.db.withTransaction(async (tx) => {
    const locked = await repo.lockReservation(tx, row.reservation_id);
    if (!locked || locked.cancelled_on) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'booking_already_cancelled');
    if (!canChange(locked.begin_time.getTime(), Date.now())) {
      throw new AppError({ code: 'too_late', status: 422, messageKey: 'booking_too_late', params: { hours: CHANGE_CUTOFF_HOURS } });
    }
    await cancelReservation(tx, row.reservation_id, 'pro');
  });
  const after = (await repo.findEventForPro(deps.db, userId, eventId, sfxOf(lng)))!;
  await toGoogle('booking', after.quote_service_id, () => googleReserveAdapterFor(deps).notifyBooking(noticeOf(after, 'CANCELLED')));
  deps.background.run('mail-greserve-cancelled', () => sendBookerCancelledMail(deps, after.greserve_id));
  return toEvent(after);
}
