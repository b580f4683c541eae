import type { ServiceCalendar } from '@shared/schemas/service-editor.schema';
import { agendaItems, calendarWeeks } from './calendar-days';

const pause = (id: number, begin: string, end: string) => ({
  id,
  quote_service_id: 1,
  begin_time: begin,
  end_time: end,
  title: '',
  description: '',
});
const job = (id: number, day: string) => ({
  quote_bid_id: id,
  hire_date: day,
  hire_time_slot: '2',
  category: '水喉',
  customer: '陳',
  quote_status_id: 3,
});

const cal: ServiceCalendar = {
  month: '2026-11',
  business_hours: [
    { weekday: 1, open: '14:00', close: '18:00' },
    { weekday: 1, open: '09:00', close: '12:00' },
  ],
  // 31 Oct 20:00 HK – 3 Nov 00:00 HK, and 20 Nov 10:00–12:00 HK.
  pause_events: [pause(1, '2026-10-31 12:00:00', '2026-11-02 16:00:00'), pause(2, '2026-11-20 02:00:00', '2026-11-20 04:00:00')],
  jobs: [job(7, '2026-11-20'), job(8, '2026-11-02')],
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
  });

  it('when the month is listed, then a pause shows once from its first day in the month, before jobs of that day', () => {
    expect(agendaItems(cal).map((i) => `${i.day}:${i.kind}`)).toEqual([
      '2026-11-01:pause',
      '2026-11-02:job',
      '2026-11-20:pause',
      '2026-11-20:job',
    ]);
  });
});
