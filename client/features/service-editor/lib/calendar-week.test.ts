import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { visibleHours, weekDays, weekOfMonth, weekTitle } from './calendar-week';
import { calendarBooking as booking, calendarJob as job, calendarPause, callAppointment, marchWeek } from './calendar-fixtures';

// The week of Monday 2 Mar 2026, Hong Kong time (UTC+8).
const cal: ServiceCalendar = {
  ...marchWeek,
  // Sunday 1 Mar 20:00 → Monday 2 Mar 10:00 HK, over the week's first edge.
  pause_events: [calendarPause(1, '2026-03-01 12:00:00', '2026-03-02 02:00:00')],
  jobs: [job(7, '2026-03-02', '2'), job(8, '2026-03-04', '21:15'), job(9, '2026-03-04', null)],
  bookings: [
    // Monday 10:00–11:00 HK, inside job 7's morning slot: side by side.
    booking(3, '2026-03-02 02:00:00', '2026-03-02 03:00:00'),
    // Sunday 8 Mar 23:30 → Monday 00:30 HK: cut at the week's end.
    booking(4, '2026-03-08 15:30:00', '2026-03-08 16:30:00'),
  ],
};

describe('the calendar week', () => {
  it('when a week is laid out, then each day has its open hours, clipped pauses, bookings at their exact minutes and jobs by slot or time', () => {
    const days = weekDays(cal);
    expect(days.map((d) => d.day)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    const [mon, tue, wed, , , , sun] = days;
    expect(mon.open).toEqual([{ start: 540, end: 1080 }]);
    expect(tue.open).toEqual([]);
    expect(mon.pauses.map((p) => [p.pause.id, p.start, p.end])).toEqual([[1, 0, 600]]);
    expect(tue.pauses).toEqual([]);
    expect(mon.events.map((e) => [e.key, e.start, e.end, e.lane, e.lanes])).toEqual([
      ['j7', 540, 720, 0, 2],
      ['b3', 600, 660, 1, 2],
    ]);
    expect(wed.events.map((e) => [e.key, e.start, e.end, e.lanes])).toEqual([['j8', 1275, 1335, 1]]);
    expect(wed.untimed.map((j) => j.quote_bid_id)).toEqual([9]);
    expect(sun.events.map((e) => [e.key, e.start, e.end])).toEqual([['b4', 1410, 1440]]);
  });

  it('when the hours to show are worked out, then 08:00–20:00 widens to the open hours and exact times only', () => {
    // Wednesday opens 07:30; job 8 at 21:15 runs to 22:15; the Sunday booking to midnight.
    expect(visibleHours(weekDays(cal))).toEqual({ first: 7, last: 24 });
    const quiet = { ...cal, business_hours: [], jobs: [job(7, '2026-03-02', '1')], bookings: [] };
    expect(visibleHours(weekDays(quiet))).toEqual({ first: 8, last: 20 });
  });

  it('when call appointments are placed, then each takes half an hour from its start beside what it overlaps, and widens the hours', () => {
    const calls = [
      // Monday 10:30 HK, inside booking 3 (10:00–11:00) and job 7's slot: a third lane.
      callAppointment(21, '2026-03-02 02:30:00'),
      // Thursday 21:00 HK: past the default 20:00.
      callAppointment(22, '2026-03-05 13:00:00'),
      // Sunday 23:45 HK: cut at midnight.
      callAppointment(23, '2026-03-08 15:45:00'),
    ];
    const [mon, , , thu, , , sun] = weekDays(cal, calls);
    expect(mon.events.map((e) => [e.key, e.start, e.end, e.lane, e.lanes])).toEqual([
      ['j7', 540, 720, 0, 3],
      ['b3', 600, 660, 1, 3],
      ['c21', 630, 660, 2, 3],
    ]);
    expect(thu.events.map((e) => [e.key, e.start, e.end])).toEqual([['c22', 1260, 1290]]);
    expect(sun.events.map((e) => [e.key, e.start, e.end])).toEqual([
      ['b4', 1410, 1440],
      ['c23', 1425, 1440],
    ]);
    const quiet = { ...cal, business_hours: [], jobs: [], bookings: [] };
    expect(visibleHours(weekDays(quiet, [calls[1]]))).toEqual({ first: 8, last: 22 });
    expect(weekDays(cal).every((d) => d.events.every((e) => e.kind !== 'call'))).toBe(true);
  });

  it('when a week is titled, then it says its dates in each language, across months and years', () => {
    expect(weekTitle('2026-03-02', 'en-HK')).toBe('2–8 Mar 2026');
    expect(weekTitle('2026-03-02', 'zh-HK')).toBe('2026年3月2日至8日');
    expect(weekTitle('2026-03-30', 'en-HK')).toBe('30 Mar – 5 Apr 2026');
    expect(weekTitle('2026-03-30', 'zh-HK')).toBe('2026年3月30日至4月5日');
    expect(weekTitle('2026-12-28', 'en-HK')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(weekTitle('2026-12-28', 'zh-HK')).toBe('2026年12月28日至2027年1月3日');
  });

  it('when Week is chosen from a month, then it is the week of today in that month, else of the 1st', () => {
    expect(weekOfMonth('2026-03', '2026-03-19')).toBe('2026-03-16');
    expect(weekOfMonth('2026-04', '2026-03-19')).toBe('2026-03-30');
    expect(weekOfMonth('2026-04', '')).toBe('2026-03-30');
  });
});
