/**
 * Hong Kong local time ↔ the server's UTC 'YYYY-MM-DD HH:mm:ss' (SPEC §3), and the month grid of the calendar.
 * Hong Kong is UTC+8 with no daylight saving, so the conversion is plain arithmetic and a render is the same on
 * the server and in the browser. Local values are what <input type="datetime-local"> gives: 'YYYY-MM-DDTHH:mm'.
 */
const HK_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function utcString(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** Milliseconds of a server UTC timestamp; NaN when it is not one. */
export function serverMs(serverDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(serverDate)) return Number.NaN;
  return Date.parse(`${serverDate.replace(' ', 'T')}Z`);
}

/** 'YYYY-MM-DDTHH:mm' in Hong Kong → 'YYYY-MM-DD HH:mm:ss' UTC; null for anything that is not a real local time. */
export function hkLocalToUtc(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})$/.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  // Date.UTC rolls 31 April over to 1 May: such a day does not exist.
  if (new Date(ms).getUTCDate() !== d) return null;
  return utcString(ms - HK_OFFSET_MS);
}

/** A server UTC timestamp → 'YYYY-MM-DDTHH:mm' in Hong Kong (the value of a datetime-local input). */
export function utcToHkLocal(serverDate: string): string {
  const ms = serverMs(serverDate);
  if (Number.isNaN(ms)) return '';
  return utcString(ms + HK_OFFSET_MS)
    .slice(0, 16)
    .replace(' ', 'T');
}

/** The Hong Kong calendar day ('YYYY-MM-DD') of an instant. */
export function hkDayOfMs(ms: number): string {
  return utcString(ms + HK_OFFSET_MS).slice(0, 10);
}

/** The Hong Kong month ('YYYY-MM') of an instant. */
export function hkMonthOfMs(ms: number): string {
  return hkDayOfMs(ms).slice(0, 7);
}

/** Midnight Hong Kong at the start of a calendar day, as milliseconds. */
export function hkDayStartMs(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y, m - 1, d) - HK_OFFSET_MS;
}

/** ISO weekday of a calendar day: Mon 1 .. Sun 7 (SPEC §9 weekday values). */
export function isoWeekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
}

/** 'YYYY-MM' shifted by whole months. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const total = y * 12 + (m - 1) + by;
  return `${Math.floor(total / 12)}-${pad((total % 12) + 1)}`;
}

export const isMonth = (s: string | undefined): s is string => typeof s === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

/** The weeks (Monday first) that show a month: each a list of 7 calendar days, with the neighbours' days as filler. */
export function monthGrid(month: string): string[][] {
  const first = `${month}-01`;
  const startMs = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1) - (isoWeekdayOf(first) - 1) * DAY_MS;
  const next = shiftMonth(month, 1);
  const weeks: string[][] = [];
  for (let w = 0; w < 6; w += 1) {
    const week = Array.from({ length: 7 }, (_, i) => new Date(startMs + (w * 7 + i) * DAY_MS).toISOString().slice(0, 10));
    if (w > 0 && week[0] >= `${next}-01`) break;
    weeks.push(week);
  }
  return weeks;
}

/** Whether [begin, end) of a server-time span touches the Hong Kong calendar day. */
export function spanTouchesDay(span: { begin_time: string; end_time: string }, day: string): boolean {
  const start = hkDayStartMs(day);
  return serverMs(span.begin_time) < start + DAY_MS && serverMs(span.end_time) > start;
}

/** The end of a pause covering `nowMs` (the latest one when several overlap), else null. */
export function pausedUntil(events: { begin_time: string; end_time: string }[], nowMs: number): string | null {
  let until: string | null = null;
  for (const e of events) {
    if (serverMs(e.begin_time) <= nowMs && serverMs(e.end_time) > nowMs && (until === null || e.end_time > until)) until = e.end_time;
  }
  return until;
}

/** Whether a text is a real calendar day 'YYYY-MM-DD'. */
export function isDay(s: string | undefined): s is string {
  if (typeof s !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === s;
}

/** A calendar day shifted by whole days. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week (SPEC §9: weeks start on Monday) holding a calendar day. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekdayOf(day));
}

/**
 * The calendar page's `{index}`: a month 'YYYY-MM', or a week given by any of its days 'YYYY-MM-DD' (normalised to
 * its Monday); anything else is '' (the current month).
 */
export function calendarIndex(raw: string | undefined): string {
  const s = raw ?? '';
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(s)) return s;
  return isDay(s) && s >= '1970-01-01' && s <= '2999-12-31' ? mondayOf(s) : '';
}

/** The calendar API's range query for a normalised index (see calendarIndex). */
export function calendarQueryOf(index: string): { month?: string; week?: string } {
  if (index.length === 10) return { week: index };
  return index ? { month: index } : {};
}

/** Minutes after Hong Kong midnight of `day` at which a server time falls (may be < 0 or > 1440). */
export function minutesIntoDay(serverDate: string, day: string): number {
  return Math.round((serverMs(serverDate) - hkDayStartMs(day)) / 60_000);
}

/** 'HH:mm' → minutes after midnight ('23:59' counts as the end of the day); NaN when not a time. */
export function minutesOfClock(hhmm: string): number {
  const m = /^(\d{2}):(\d{2})/.exec(hhmm);
  if (!m) return Number.NaN;
  const minutes = Number(m[1]) * 60 + Number(m[2]);
  return minutes === 23 * 60 + 59 ? 24 * 60 : minutes;
}

/** Minutes after midnight → 'HH:mm' (1440 is '24:00'). */
export function clockOfMinutes(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
