import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { agendaItems, calendarCalls, calendarWeeks, callWindow, jobSpan } from './calendar-days';
import { callAppointment as call, calendarBooking, calendarJob, calendarPause as pause } from './calendar-fixtures';

const job = (id: number, day: string) => calendarJob(id, day, '2');
const booking = (id: number, begin: string, end: string) => calendarBooking(id, begin, end, { category: '水喉', customer: '黃' });

const cal: ServiceCalendar = {
  view: 'month',
  month: '2026-11',
  from: '2026-11-01',
  to: '2026-12-01',
  business_hours: [
    { weekday: 1, open: '14:00', close: '18:00' },
    { weekday: 1, open: '09:00', close: '12:00' },
  ],
  // 31 Oct 20:00 HK – 3 Nov 00:00 HK, and 20 Nov 10:00–12:00 HK.
  pause_events: [pause(1, '2026-10-31 12:00:00', '2026-11-02 16:00:00'), pause(2, '2026-11-20 02:00:00', '2026-11-20 04:00:00')],
  jobs: [job(7, '2026-11-20'), job(8, '2026-11-02')],
  // 20 Nov 08:00–09:00 HK (before the 09:00 morning slot of job 7), and 30 Nov 00:30 HK (29 Nov 16:30 UTC).
  bookings: [booking(3, '2026-11-20 00:00:00', '2026-11-20 01:00:00'), booking(4, '2026-11-29 16:30:00', '2026-11-29 17:30:00')],
};

describe('the calendar month', () => {
  it('when a month is laid out, then each day has its weekday hours, the pauses touching it and its jobs', () => {
    const days = calendarWeeks(cal).flat();
    const byDay = (d: string) => days.find((x) => x.day === d)!;
    expect(byDay('2026-11-02').hours).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '18:00' },
    ]);
    expect(byDay('2026-11-03').hours).toEqual([]);
    expect(byDay('2026-11-02').pauses.map((p) => p.id)).toEqual([1]);
    expect(byDay('2026-11-03').pauses).toEqual([]);
    expect(byDay('2026-10-31').inMonth).toBe(false);
    expect(byDay('2026-11-20').jobs.map((j) => j.quote_bid_id)).toEqual([7]);
    expect(byDay('2026-11-20').bookings.map((b) => b.reservation_id)).toEqual([3]);
    // A booking belongs to the Hong Kong day it starts on.
    expect(byDay('2026-11-29').bookings).toEqual([]);
    expect(byDay('2026-11-30').bookings.map((b) => b.reservation_id)).toEqual([4]);
  });

  it('when the month is listed, then a pause shows once from its first day in the month, and a day runs pauses first, then by time', () => {
    expect(agendaItems(cal).map((i) => `${i.day}:${i.kind}`)).toEqual([
      '2026-11-01:pause',
      '2026-11-02:job',
      '2026-11-20:pause',
      '2026-11-20:booking',
      '2026-11-20:job',
      '2026-11-30:booking',
    ]);
  });

  it('when call appointments are merged in, then accepted ones starting on the shown Hong Kong days sit on their day among the bookings, by time', () => {
    const appointments = [
      // 20 Nov 08:30 HK: after booking 3 (08:00), before job 7's 09:00 slot.
      call(11, '2026-11-20 00:30:00'),
      // 30 Nov 23:30 HK is 30 Nov 15:30 UTC; 1 Dec 00:15 HK (30 Nov 16:15 UTC) is the next month.
      call(12, '2026-11-30 15:30:00'),
      call(13, '2026-11-30 16:15:00'),
      // 1 Nov 07:00 HK is 31 Oct 23:00 UTC: in the month.
      call(14, '2026-10-31 23:00:00'),
      // Still waiting for a reply: managed in the chat, not in the calendar.
      call(15, '2026-11-21 02:00:00', 'proposed'),
    ];
    const calls = calendarCalls(cal, appointments);
    expect(calls.map((c) => c.id)).toEqual([14, 11, 12]);
    expect(calendarCalls(cal, undefined)).toEqual([]);
    const days = calendarWeeks(cal, calls).flat();
    expect(days.find((d) => d.day === '2026-11-20')?.calls.map((c) => c.id)).toEqual([11]);
    expect(days.find((d) => d.day === '2026-11-30')?.calls.map((c) => c.id)).toEqual([12]);
    expect(days.find((d) => d.day === '2026-11-21')?.calls).toEqual([]);
    expect(agendaItems(cal, calls).map((i) => `${i.day}:${i.kind}`)).toEqual([
      '2026-11-01:pause',
      '2026-11-01:call',
      '2026-11-02:job',
      '2026-11-20:pause',
      '2026-11-20:booking',
      '2026-11-20:call',
      '2026-11-20:job',
      '2026-11-30:booking',
      '2026-11-30:call',
    ]);
    // The read asks for exactly the days shown, Hong Kong midnight to midnight.
    expect(callWindow(cal)).toEqual({ from: '2026-11-01T00:00:00+08:00', to: '2026-12-01T00:00:00+08:00' });
  });

  it('when a job has an exact time, a slot or none, then its span is that hour, the SPEC §9 slot, or none', () => {
    expect(jobSpan({ ...job(1, '2026-11-20'), hire_time_slot: '14:30' })).toEqual({ start: 870, end: 930, exact: true });
    expect(jobSpan({ ...job(1, '2026-11-20'), hire_time_slot: '5' })).toEqual({ start: 1080, end: 1440, exact: false });
    expect(jobSpan({ ...job(1, '2026-11-20'), hire_time_slot: '1' })).toEqual({ start: 0, end: 540, exact: false });
    expect(jobSpan({ ...job(1, '2026-11-20'), hire_time_slot: null })).toBeNull();
  });
});
