/**
 * Dates for both sides (STYLE §3.9): server dates are UTC 'YYYY-MM-DD HH:mm:ss' (SPEC §3) and are shown in
 * Asia/Hong_Kong; request dates ('YYYY-MM-DD') are calendar days in Hong Kong. Every formatter takes `now`
 * explicitly so a render is a pure function of its inputs (hydration-safe); SPEC §2 relative day labels.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/zh-hk.js';
import 'dayjs/locale/en-gb.js';
import { dayjsLocale, type Language } from '../i18n/i18n-config';

dayjs.extend(utc);

export const HK_TZ = 'Asia/Hong_Kong';
/**
 * Asia/Hong_Kong in minutes east of UTC. Hong Kong has kept UTC+8 without summer time since 1979, so every date the
 * product shows is in this fixed offset: dayjs's timezone plugin would ask Intl for the offset of each date it
 * converts (formatToParts, twice per conversion), which was the largest JavaScript cost of rendering a list of leads.
 */
export const HK_OFFSET_MINUTES = 8 * 60;

/** A server UTC timestamp as a Hong Kong time. */
export function fromServer(serverDate: string): Dayjs {
  return dayjs.utc(serverDate.replace(' ', 'T')).utcOffset(HK_OFFSET_MINUTES);
}

/** A calendar day ('YYYY-MM-DD') at midnight Hong Kong time. */
export function fromDay(day: string): Dayjs {
  // The wall time read as UTC, then moved back by the offset: midnight in Hong Kong is 16:00 UTC of the day before.
  return dayjs.utc(day).subtract(HK_OFFSET_MINUTES, 'minute').utcOffset(HK_OFFSET_MINUTES);
}

/** Today in Hong Kong as 'YYYY-MM-DD'. */
export function hkToday(now: number = Date.now()): string {
  return dayjs(now).utcOffset(HK_OFFSET_MINUTES).format('YYYY-MM-DD');
}

/** Adds days to a calendar day. */
export function addDays(day: string, n: number): string {
  return fromDay(day).add(n, 'day').format('YYYY-MM-DD');
}

export type RelativeDay = 'today' | 'tomorrow' | 'day_after_tomorrow' | 'this_week' | 'next_week' | 'other' | 'past';

/** ISO weekday 1 (Mon) .. 7 (Sun) (SPEC §9 weekday values). */
function isoWeekday(d: Dayjs): number {
  return ((d.day() + 6) % 7) + 1;
}

/** SPEC §2 relative label of a calendar day seen from `now` (weeks start on Monday). */
export function relativeDay(day: string, now: number): RelativeDay {
  const today = fromDay(hkToday(now));
  const target = fromDay(day);
  const diff = Math.round(target.diff(today, 'day', true));
  if (diff < 0) return 'past';
  if (diff === 0) return 'today';
  if (diff === 1) return 'tomorrow';
  if (diff === 2) return 'day_after_tomorrow';
  const weekStart = today.subtract(isoWeekday(today) - 1, 'day');
  const weekOffset = Math.floor(target.diff(weekStart, 'day', true) / 7);
  if (weekOffset === 0) return 'this_week';
  if (weekOffset === 1) return 'next_week';
  return 'other';
}

/** "11/24" (SPEC §2: otherwise M/D). */
export function monthDay(day: string): string {
  const d = fromDay(day);
  return `${d.month() + 1}/${d.date()}`;
}

/** Short weekday name in the language ("週一" / "Mon"). */
export function weekdayName(day: string, lng: Language): string {
  const d = fromDay(day).locale(dayjsLocale(lng));
  return d.format('ddd');
}

/** "2026年11月24日 14:05" / "24 Nov 2026, 14:05" for a server timestamp. */
export function formatDateTime(serverDate: string, lng: Language): string {
  const d = fromServer(serverDate).locale(dayjsLocale(lng));
  return lng === 'zh-HK' ? d.format('YYYY年M月D日 HH:mm') : d.format('D MMM YYYY, HH:mm');
}

/** "11月24日" / "24 Nov" for a server timestamp, with the year when it is not this year. */
export function formatShortDate(serverDate: string, lng: Language, now: number): string {
  const d = fromServer(serverDate).locale(dayjsLocale(lng));
  const sameYear = d.year() === dayjs(now).utcOffset(HK_OFFSET_MINUTES).year();
  if (lng === 'zh-HK') return d.format(sameYear ? 'M月D日' : 'YYYY年M月D日');
  return d.format(sameYear ? 'D MMM' : 'D MMM YYYY');
}

/** "11月24日（週二）" / "Tue 24 Nov" for a calendar day. */
export function formatDay(day: string, lng: Language): string {
  const d = fromDay(day).locale(dayjsLocale(lng));
  return lng === 'zh-HK' ? `${d.format('M月D日')}（${d.format('ddd')}）` : d.format('ddd D MMM');
}

/** "14:05" in Hong Kong for a server timestamp. */
export function formatTime(serverDate: string): string {
  return fromServer(serverDate).format('HH:mm');
}

export type Elapsed = { unit: 'just_now' | 'minutes' | 'hours' | 'days' | 'months' | 'years'; count: number };

/** SPEC §9 relative time of a past server timestamp (months of 30 days). */
export function elapsed(serverDate: string, now: number): Elapsed {
  const s = Math.max(0, Math.floor((now - fromServer(serverDate).valueOf()) / 1000));
  if (s < 60) return { unit: 'just_now', count: 0 };
  if (s < 3600) return { unit: 'minutes', count: Math.floor(s / 60) };
  if (s < 86_400) return { unit: 'hours', count: Math.floor(s / 3600) };
  const days = Math.floor(s / 86_400);
  if (days < 30) return { unit: 'days', count: days };
  if (days < 365) return { unit: 'months', count: Math.floor(days / 30) };
  return { unit: 'years', count: Math.floor(days / 365) };
}

/** Whether two server timestamps fall on the same Hong Kong day (chat day separators). */
export function sameHkDay(a: string, b: string): boolean {
  return fromServer(a).format('YYYY-MM-DD') === fromServer(b).format('YYYY-MM-DD');
}

/** The Hong Kong calendar day of a server timestamp. */
export function hkDayOf(serverDate: string): string {
  return fromServer(serverDate).format('YYYY-MM-DD');
}
