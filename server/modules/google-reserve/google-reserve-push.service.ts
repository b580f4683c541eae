/**
 * POST /api/google_reserve/push (ADR 0020): the adapter-facing endpoint Google's booking server calls, server to
 * server. The shared secret (X-Google-Reserve-Secret, env GOOGLE_RESERVE_PUSH_SECRET) is checked before the body is
 * read; the development default is refused in production. Then:
 * - create: a booking of a free time of an active item (same rules as the landing page); a retry with the same
 *   greserve_id, item and time answers the existing booking, any other reuse of the id is 409;
 * - cancel: the consumer cancels before the start (repeating it answers the cancelled booking);
 * - reschedule: the booking moves to another free time of its item (the exclusion constraint decides races).
 * The pro is e-mailed of a cancel or a move once it is committed (a repeated cancel sends nothing more).
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { parseUtcText } from '@shared/domain/reservation-slots';
import { greservePushSchema, type GreservePushResult } from '@shared/schemas/google-reserve.schema';
import { DEFAULT_GOOGLE_RESERVE_PUSH_SECRET, type Env } from '../../config/env';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { AppError, badRequest, conflict, notFound, unprocessable } from '../../lib/errors';
import { logger } from '../../lib/logger';
import { parse } from '../../lib/validate';
import { createEvent, freeSlots, isBookableNow, slotTaken } from './google-reserve-booking.service';
import { assertEnabled } from './google-reserve.service';
import { sendChangeMail } from './google-reserve-mail';
import { cancelReservation, lockCalendar, moveEventReservation } from '../reservations/reservation-records.service';
import * as repo from './google-reserve.repository';

export const PUSH_SECRET_HEADER = 'x-google-reserve-secret';
const EXCLUSION_VIOLATION = '23P01';

const digest = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest();

function verifySecret(env: Env, header: string | string[] | undefined): void {
  const given = typeof header === 'string' ? header : '';
  const expected = env.GOOGLE_RESERVE_PUSH_SECRET;
  const unsafe = env.NODE_ENV === 'production' && expected === DEFAULT_GOOGLE_RESERVE_PUSH_SECRET;
  if (unsafe || !given || !crypto.timingSafeEqual(digest(given), digest(expected))) {
    logger().warn('greserve-push-rejected', { reason: unsafe ? 'default_secret_in_production' : 'bad_secret' });
    throw new AppError({ code: 'greserve_push_rejected', status: 401, messageKey: 'greserve_push_rejected' });
  }
}

const resultOf = (r: repo.EventRow): GreservePushResult => ({
  greserve_id: r.greserve_id,
  status: r.cancelled_on === null ? 'booked' : 'cancelled',
  begin_time: r.begin_time,
  end_time: r.end_time,
});

async function existing(deps: FullDeps, greserveId: string): Promise<repo.EventRow> {
  const ev = await repo.findEventByGreserveId(deps.db, greserveId);
  if (!ev) throw notFound();
  return ev;
}

/** The booking's reservation, locked and live, not started yet; else the translated refusal. */
async function lockLive(tx: Queryable, ev: repo.EventRow): Promise<void> {
  const locked = await repo.lockReservation(tx, ev.reservation_id);
  if (!locked || locked.cancelled_on) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'booking_already_cancelled');
  if (locked.begin_time.getTime() <= Date.now()) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'greserve_started');
}

/** POST /google_reserve/push */
export async function handlePush(
  deps: FullDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<GreservePushResult> {
  assertEnabled(deps.env);
  verifySecret(deps.env, headers[PUSH_SECRET_HEADER]);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8') || '{}');
  } catch {
    throw badRequest('bad_request');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw badRequest('bad_request');
  const push = parse(greservePushSchema, json);

  if (push.action === 'create') {
    const before = await repo.findEventByGreserveId(deps.db, push.greserve_id);
    if (before) {
      if (before.greserve_item_id === push.greserve_item_id && before.begin_time === push.begin_time) return resultOf(before);
      throw conflict('greserve_duplicate', 'greserve_duplicate');
    }
    const s = await repo.findBookable(deps.db, null, push.greserve_item_id, 'zh');
    if (!s) throw notFound();
    // Google writes to its own bookers; the language is only the default of the column.
    const ev = await createEvent(deps, s, {
      ...push,
      greserveId: push.greserve_id,
      deviceId: push.device_id ?? null,
      source: 'google',
      language: 'zh-HK',
    });
    return resultOf(ev);
  }

  const ev = await existing(deps, push.greserve_id);
  if (push.action === 'cancel') {
    if (ev.cancelled_on !== null) return resultOf(ev);
    await deps.db.withTransaction(async (tx) => {
      await lockLive(tx, ev);
      await cancelReservation(tx, ev.reservation_id, 'consumer');
    });
    deps.background.run('mail-greserve-change', () => sendChangeMail(deps, push.greserve_id, { event: 'cancelled' }));
    return resultOf(await existing(deps, push.greserve_id));
  }

  const s = await repo.findBookable(deps.db, ev.quote_service_id, ev.greserve_item_id, 'zh');
  if (!s || !isBookableNow(s)) throw unprocessable('greserve_unavailable', 'greserve_unavailable');
  if (ev.cancelled_on !== null) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'booking_already_cancelled');
  if (parseUtcText(ev.begin_time) <= Date.now()) throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'greserve_started');
  const slot = (await freeSlots(deps.db, s, Date.now(), ev.reservation_id)).find((x) => x.begin_time === push.begin_time);
  if (!slot) throw slotTaken();
  await deps.db
    .withTransaction(async (tx) => {
      await lockCalendar(tx, ev.quote_service_id);
      await lockLive(tx, ev);
      await repo.moveEvent(tx, ev.id, slot.begin_time, slot.end_time);
      await moveEventReservation(tx, ev.id, slot.begin_time, slot.end_time);
    })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === EXCLUSION_VIOLATION) throw slotTaken();
      throw err;
    });
  // A move to the time it already has changes nothing the pro needs to hear of.
  if (slot.begin_time !== ev.begin_time)
    deps.background.run('mail-greserve-change', () => sendChangeMail(deps, push.greserve_id, { event: 'moved', prevBegin: ev.begin_time }));
  return resultOf(await existing(deps, push.greserve_id));
}
