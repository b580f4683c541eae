/**
 * What each day of a calendar month holds (calendar/{serviceId}): the weekday's business hours, the pauses that
 * touch the day in Hong Kong time, the hired jobs dated on it, the direct bookings starting on it and the pro's
 * accepted call appointments (voice calls on a bid, read apart from the calendar) starting on it.
 */
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import type { PauseEvent, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import type { CallAppointment } from '@shared/schemas/voice.schema';
import { hkDayOfMs, isoWeekdayOf, minutesIntoDay, minutesOfClock, monthGrid, serverMs, spanTouchesDay } from './hk-time';

export type CalendarJob = ServiceCalendar['jobs'][number];
export type CalendarBooking = ServiceCalendar['bookings'][number];

export interface CalendarDay {
  day: string;
  inMonth: boolean;
  hours: { open: string; close: string }[];
  pauses: PauseEvent[];
  jobs: CalendarJob[];
  bookings: CalendarBooking[];
  calls: CallAppointment[];
}

/** The Hong Kong day a booking starts on. */
export const bookingDay = (b: CalendarBooking) => hkDayOfMs(serverMs(b.begin_time));

/** The Hong Kong day a call appointment starts on. */
export const callDay = (c: CallAppointment) => hkDayOfMs(serverMs(c.start_at));

/** How long a call appointment is drawn in the week grid (it has a start only). */
export const CALL_MINUTES = 30;

/** The days the calendar shows as the appointments read wants its window: Hong Kong midnights, with their offset. */
export function callWindow(cal: Pick<ServiceCalendar, 'from' | 'to'>): { from: string; to: string } {
  return { from: `${cal.from}T00:00:00+08:00`, to: `${cal.to}T00:00:00+08:00` };
}

/**
 * The call appointments the calendar shows: accepted ones (a time both sides agreed; a suggestion still waiting is
 * managed in the chat) starting on one of its days, by start.
 */
export function calendarCalls(
  cal: Pick<ServiceCalendar, 'from' | 'to'>,
  appointments: readonly CallAppointment[] | undefined,
): CallAppointment[] {
  return (appointments ?? [])
    .filter((a) => a.status === 'accepted' && callDay(a) >= cal.from && callDay(a) < cal.to)
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
}

/** The weekday's opening periods (HH:mm), earliest first. */
export function hoursOfDay(cal: ServiceCalendar, day: string): { open: string; close: string }[] {
  const weekday = isoWeekdayOf(day);
  return cal.business_hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ open: h.open.slice(0, 5), close: h.close.slice(0, 5) }))
    .sort((a, b) => a.open.localeCompare(b.open));
}

/** One day of the calendar: its hours, the pauses touching it, its jobs, and the bookings and calls starting on it. */
export function calendarDay(cal: ServiceCalendar, day: string, calls: readonly CallAppointment[] = []): CalendarDay {
  return {
    day,
    inMonth: day.startsWith(cal.month),
    hours: hoursOfDay(cal, day),
    pauses: cal.pause_events.filter((p) => spanTouchesDay(p, day)),
    jobs: cal.jobs.filter((j) => j.hire_date.slice(0, 10) === day),
    bookings: cal.bookings.filter((b) => bookingDay(b) === day),
    calls: calls.filter((c) => callDay(c) === day),
  };
}

/** The month's weeks (Monday first), every day filled in. */
export function calendarWeeks(cal: ServiceCalendar, calls: readonly CallAppointment[] = []): CalendarDay[][] {
  return monthGrid(cal.month).map((week) => week.map((day) => calendarDay(cal, day, calls)));
}

export type AgendaItem =
  | { kind: 'pause'; day: string; pause: PauseEvent }
  | { kind: 'booking'; day: string; booking: CalendarBooking }
  | { kind: 'job'; day: string; job: CalendarJob }
  | { kind: 'call'; day: string; call: CallAppointment };

/** Minutes of a reservation-less hired job's time when it is a set time (taken as one hour). */
const EXACT_JOB_MINUTES = 60;

/**
 * When a hired job is on its day, in minutes after Hong Kong midnight: an exact 'HH:mm' (an hour), or its SPEC §9
 * time slot (1 00:00–09:00 … 5 18:00–23:59); null when the time is still to be arranged.
 */
export function jobSpan(job: CalendarJob): { start: number; end: number; exact: boolean } | null {
  const slot = job.hire_time_slot ?? '';
  if (/^\d{2}:\d{2}$/.test(slot)) {
    const start = minutesOfClock(slot);
    return Number.isNaN(start) ? null : { start, end: Math.min(start + EXACT_JOB_MINUTES, 24 * 60), exact: true };
  }
  const s = TIME_SLOTS.find((x) => String(x.key) === slot);
  return s ? { start: minutesOfClock(s.start), end: minutesOfClock(s.end), exact: false } : null;
}

/** Where an item sorts within its day: pauses first, then by start time; jobs without a time last. */
function minuteOf(item: AgendaItem): number {
  if (item.kind === 'pause') return -1;
  if (item.kind === 'booking') return minutesIntoDay(item.booking.begin_time, item.day);
  if (item.kind === 'call') return minutesIntoDay(item.call.start_at, item.day);
  return jobSpan(item.job)?.start ?? 24 * 60;
}

/**
 * The range shown (a month or a week) as a list: each pause once, at the first day it touches in the range, each
 * booking, job and call on its day, in date order and then by time (pauses first on a day).
 */
export function agendaItems(cal: ServiceCalendar, calls: readonly CallAppointment[] = []): AgendaItem[] {
  const first = cal.from;
  const items: AgendaItem[] = [
    ...cal.pause_events.map((p): AgendaItem => {
      const start = hkDayOfMs(serverMs(p.begin_time));
      return { kind: 'pause', day: start < first ? first : start, pause: p };
    }),
    ...cal.bookings.map((b): AgendaItem => ({ kind: 'booking', day: bookingDay(b), booking: b })),
    ...cal.jobs.map((j): AgendaItem => ({ kind: 'job', day: j.hire_date.slice(0, 10), job: j })),
    ...calls.map((c): AgendaItem => ({ kind: 'call', day: callDay(c), call: c })),
  ];
  return items.sort((a, b) => a.day.localeCompare(b.day) || minuteOf(a) - minuteOf(b));
}
