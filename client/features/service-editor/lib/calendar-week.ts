/**
 * The week view of the calendar (calendar/{serviceId}/{Monday}) laid out as a time grid in Hong Kong time: for
 * each day Monday..Sunday the open periods, the pauses (clipped to the day), the bookings at their exact times, the
 * hired jobs by exact time or SPEC §9 time slot and the call appointments from their start, side by side when they
 * overlap; and the hours to show.
 * Everything is minutes after the day's Hong Kong midnight, so a render is the same on the server and the browser.
 */
import type { Language } from '@shared/i18n/i18n-config';
import type { PauseEvent, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { CALL_MINUTES, type CalendarBooking, type CalendarJob, callDay, hoursOfDay, jobSpan } from './calendar-days';
import { addDays, isoWeekdayOf, minutesIntoDay, minutesOfClock, mondayOf } from './hk-time';

const DAY_MINUTES = 24 * 60;

interface Placed {
  key: string;
  /** Minutes after midnight, clipped to the day. */
  start: number;
  end: number;
  /** Column within the overlapping group, and the group's number of columns. */
  lane: number;
  lanes: number;
}

export type WeekEvent =
  | (Placed & { kind: 'booking'; booking: CalendarBooking })
  | (Placed & { kind: 'job'; job: CalendarJob; exact: boolean })
  | (Placed & { kind: 'call'; call: CallAppointment });

export interface WeekDay {
  day: string;
  weekday: number;
  /** Open periods in minutes (business hours of the weekday). */
  open: { start: number; end: number }[];
  pauses: { pause: PauseEvent; start: number; end: number }[];
  events: WeekEvent[];
  /** Hired jobs whose time is still to be arranged. */
  untimed: CalendarJob[];
}

const clip = (n: number) => Math.min(DAY_MINUTES, Math.max(0, n));

/** Puts overlapping events side by side: each gets a lane, and every event of an overlapping group the group's width. */
function assignLanes<T extends Omit<Placed, 'lane' | 'lanes'>>(items: T[]): Array<T & { lane: number; lanes: number }> {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Array<T & { lane: number; lanes: number }> = [];
  let group: Array<T & { lane: number; lanes: number }> = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const e of group) e.lanes = laneEnds.length;
    out.push(...group);
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    if (item.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = item.end;
    groupEnd = Math.max(groupEnd, item.end);
    group.push({ ...item, lane, lanes: 1 });
  }
  close();
  return out;
}

/** The seven days of the week starting at `cal.from` (a Monday), with the call appointments of `calls` on their days. */
export function weekDays(cal: ServiceCalendar, calls: readonly CallAppointment[] = []): WeekDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(cal.from, i);
    const open = hoursOfDay(cal, day).map((h) => ({ start: minutesOfClock(h.open), end: minutesOfClock(h.close) }));
    const pauses = cal.pause_events
      .map((pause) => ({ pause, start: clip(minutesIntoDay(pause.begin_time, day)), end: clip(minutesIntoDay(pause.end_time, day)) }))
      .filter((p) => p.end > p.start);
    const bookings = cal.bookings
      .map((booking) => ({
        kind: 'booking' as const,
        key: `b${booking.reservation_id}`,
        booking,
        start: clip(minutesIntoDay(booking.begin_time, day)),
        end: clip(minutesIntoDay(booking.end_time, day)),
      }))
      .filter((b) => b.end > b.start);
    const dated = cal.jobs.filter((j) => j.hire_date.slice(0, 10) === day);
    const jobs = dated.flatMap((job) => {
      const span = jobSpan(job);
      return span ? [{ kind: 'job' as const, key: `j${job.quote_bid_id}`, job, ...span }] : [];
    });
    // A call late in the evening is cut at midnight like a booking; it stays on the day it starts.
    const dayCalls = calls
      .filter((c) => callDay(c) === day)
      .map((call) => {
        const start = clip(minutesIntoDay(call.start_at, day));
        return { kind: 'call' as const, key: `c${call.id}`, call, start, end: clip(start + CALL_MINUTES) };
      })
      .filter((c) => c.end > c.start);
    return {
      day,
      weekday: isoWeekdayOf(day),
      open,
      pauses,
      events: assignLanes<Omit<WeekEvent, 'lane' | 'lanes'>>([...bookings, ...jobs, ...dayCalls]) as WeekEvent[],
      untimed: dated.filter((j) => jobSpan(j) === null),
    };
  });
}

/** Default hours of the grid when nothing asks for more. */
const DEFAULT_FIRST_HOUR = 8;
const DEFAULT_LAST_HOUR = 20;

/**
 * The hours shown, [first, last): 08:00–20:00, widened to the business hours and to every booking, call or job at an
 * exact time. Time-slot jobs and pauses do not widen it (an early-morning slot starts at midnight); they are cut to it.
 */
export function visibleHours(days: WeekDay[]): { first: number; last: number } {
  let first = DEFAULT_FIRST_HOUR * 60;
  let last = DEFAULT_LAST_HOUR * 60;
  for (const d of days) {
    for (const span of [...d.open, ...d.events.filter((e) => e.kind !== 'job' || e.exact)]) {
      first = Math.min(first, span.start);
      last = Math.max(last, span.end);
    }
  }
  return { first: Math.floor(first / 60), last: Math.ceil(last / 60) };
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2–8 Jun 2026" / "2026年6月2日至8日" for the week starting on `monday`, across months and years too. */
export function weekTitle(monday: string, lng: Language): string {
  const sunday = addDays(monday, 6);
  const [y1, m1, d1] = monday.split('-').map(Number);
  const [y2, m2, d2] = sunday.split('-').map(Number);
  if (lng === 'zh-HK') {
    if (y1 !== y2) return `${y1}年${m1}月${d1}日至${y2}年${m2}月${d2}日`;
    return m1 === m2 ? `${y1}年${m1}月${d1}日至${d2}日` : `${y1}年${m1}月${d1}日至${m2}月${d2}日`;
  }
  if (y1 !== y2) return `${d1} ${MONTHS_EN[m1 - 1]} ${y1} – ${d2} ${MONTHS_EN[m2 - 1]} ${y2}`;
  return m1 === m2 ? `${d1}–${d2} ${MONTHS_EN[m2 - 1]} ${y2}` : `${d1} ${MONTHS_EN[m1 - 1]} – ${d2} ${MONTHS_EN[m2 - 1]} ${y2}`;
}

/** The Monday of the week the "Week" switch opens from a month: today's when today is in it, else the 1st's. */
export function weekOfMonth(month: string, today: string): string {
  return mondayOf(today.startsWith(month) ? today : `${month}-01`);
}
