/**
 * calendar/{serviceId}: a month or a week in Hong Kong time with the weekly business
 * hours, the pauses that overlap it, the hired jobs dated in it and the direct bookings in it at their exact
 * times (cancelled bookings are left out); and the district/area options of the Area step.
 */
import type { z } from 'zod';
import { REGIONS } from '@shared/domain/catalog';
import type { FeatureFlags } from '@shared/config/feature-flags';
import type { Language } from '@shared/i18n/i18n-config';
import type { areaOptionsSchema, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { hkToday } from '@shared/utils/dates';
import type { Db } from '../../lib/db';
import { AppError, notFound } from '../../lib/errors';
import { allDistricts } from '../catalog/catalog.service';
import { owned } from './service-editor.service';
import * as parts from './service-parts.repository';
import { hoursOf, sfxOf, toPauseEvent } from './service-views';

/** Hong Kong is UTC+8 all year (no daylight saving since 1979). */
const HK_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

export const CALENDAR_ERRORS = { INVALID_WEEK: 'invalid_week', INVALID_RANGE: 'invalid_range' } as const;

/** 422: `week` is not a real calendar day 'YYYY-MM-DD'. */
const invalidWeek = () =>
  new AppError({
    code: CALENDAR_ERRORS.INVALID_WEEK,
    status: 422,
    messageKey: 'calendar_week_invalid',
    fields: { week: 'invalid_date' },
  });

/** 422: a month and a week were both asked for. */
const invalidRange = () =>
  new AppError({
    code: CALENDAR_ERRORS.INVALID_RANGE,
    status: 422,
    messageKey: 'calendar_range_invalid',
    fields: { week: 'calendar_range_invalid' },
  });

const dayOfMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOfDay = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** 'YYYY-MM' → the first day of the next month. */
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The Monday of the week holding a real day 'YYYY-MM-DD' (years 1970..2999), else null. */
export function mondayOf(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = m.slice(1).map(Number);
  if (y < 1970 || y > 2999) return null;
  const ms = Date.UTC(y, mo - 1, d);
  if (dayOfMs(ms) !== day) return null;
  const weekdayFromMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return dayOfMs(ms - weekdayFromMonday * DAY_MS);
}

type Range = { view: 'month' | 'week'; month: string; from: string; to: string };

/** The days to show: a month, or the week (Monday..Sunday) holding `week`. */
export function calendarRange(q: { month?: string; week?: string }, now: number): Range {
  if (q.week !== undefined) {
    if (q.month !== undefined) throw invalidRange();
    const monday = mondayOf(q.week);
    if (!monday) throw invalidWeek();
    const start = msOfDay(monday);
    // A week belongs to the month of its Thursday (as ISO weeks belong to a year).
    return { view: 'week', month: dayOfMs(start + 3 * DAY_MS).slice(0, 7), from: monday, to: dayOfMs(start + 7 * DAY_MS) };
  }
  const month = q.month ?? hkToday(now).slice(0, 7);
  return { view: 'month', month, from: `${month}-01`, to: `${nextMonth(month)}-01` };
}

/** GET /services/{id}/calendar?month=YYYY-MM | week=YYYY-MM-DD (default: this month in Hong Kong); owner only. */
export async function getCalendar(
  db: Db,
  flags: Pick<FeatureFlags, 'calendar'>,
  userId: number,
  id: number,
  q: { month?: string; week?: string; lng: Language },
  now = Date.now(),
): Promise<ServiceCalendar> {
  // SPEC §6 flag `calendar` off: the calendar does not exist (404), as other switched-off features.
  if (!flags.calendar) throw notFound();
  const s = await owned(db, userId, id);
  const range = calendarRange(q, now);
  const [fromTime, toTime] = [`${range.from}T00:00:00${HK_OFFSET}`, `${range.to}T00:00:00${HK_OFFSET}`];
  const sfx = sfxOf(q.lng);
  const [pauses, jobs, bookings] = await Promise.all([
    parts.listPausesBetween(db, id, fromTime, toTime),
    parts.listJobsBetween(db, id, { from: range.from, to: range.to, sfx }),
    parts.listBookingsBetween(db, id, { from: fromTime, to: toTime, sfx }),
  ]);
  return { ...range, business_hours: hoursOf(s.business_hours), pause_events: pauses.map(toPauseEvent), jobs, bookings };
}

/** GET /services/area_options: the districts with their areas, by region (SPEC order) then display order. */
export async function listAreaOptions(db: Db, lng: Language): Promise<z.infer<typeof areaOptionsSchema>> {
  const districts = await allDistricts(db, lng);
  return [...districts].sort((a, b) => REGIONS.indexOf(a.region) - REGIONS.indexOf(b.region));
}
