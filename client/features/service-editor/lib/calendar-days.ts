/**
 * What each day of a calendar month holds (calendar/{serviceId}): the weekday's business hours, the pauses that
 * touch the day in Hong Kong time and the hired jobs dated on it.
 */
import type { PauseEvent, ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { hkDayOfMs, isoWeekdayOf, monthGrid, serverMs, spanTouchesDay } from './hk-time';

export type CalendarJob = ServiceCalendar['jobs'][number];

export interface CalendarDay {
  day: string;
  inMonth: boolean;
  hours: { open: string; close: string }[];
  pauses: PauseEvent[];
  jobs: CalendarJob[];
}

/** The month's weeks (Monday first), every day filled in. */
export function calendarWeeks(cal: ServiceCalendar): CalendarDay[][] {
  return monthGrid(cal.month).map((week) =>
    week.map((day) => {
      const weekday = isoWeekdayOf(day);
      return {
        day,
        inMonth: day.startsWith(cal.month),
        hours: cal.business_hours
          .filter((h) => h.weekday === weekday)
          .map((h) => ({ open: h.open.slice(0, 5), close: h.close.slice(0, 5) }))
          .sort((a, b) => a.open.localeCompare(b.open)),
        pauses: cal.pause_events.filter((p) => spanTouchesDay(p, day)),
        jobs: cal.jobs.filter((j) => j.hire_date.slice(0, 10) === day),
      };
    }),
  );
}

export type AgendaItem = { kind: 'pause'; day: string; pause: PauseEvent } | { kind: 'job'; day: string; job: CalendarJob };

/**
 * The month as a list (under the grid on a phone): each pause once, at the first day it touches in the month,
 * and each job on its day, in date order (pauses before jobs on the same day).
 */
export function agendaItems(cal: ServiceCalendar): AgendaItem[] {
  const first = `${cal.month}-01`;
  const items: AgendaItem[] = [
    ...cal.pause_events.map((p): AgendaItem => {
      const start = hkDayOfMs(serverMs(p.begin_time));
      return { kind: 'pause', day: start < first ? first : start, pause: p };
    }),
    ...cal.jobs.map((j): AgendaItem => ({ kind: 'job', day: j.hire_date.slice(0, 10), job: j })),
  ];
  return items.sort((a, b) => a.day.localeCompare(b.day) || (a.kind === b.kind ? 0 : a.kind === 'pause' ? -1 : 1));
}
