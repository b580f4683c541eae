import { computeSlots, canChange, parseUtcText, utcText } from './reservation-slots';

/** Hong Kong wall time → epoch ms (UTC+8). */
const hk = (s: string) => Date.parse(`${s}:00+08:00`);
const everyDay = (open: string, close: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open, close }));

describe('computeSlots', () => {
  it('when the service opens 09:00–12:00 on Mondays, then a Monday has three 60-minute slots in Hong Kong time, as UTC', () => {
    // 2030-01-06 is a Sunday; the first Monday is 2030-01-07.
    const slots = computeSlots({ now: hk('2030-01-06T08:00'), hours: [{ weekday: 1, open: '09:00', close: '12:00' }], busy: [], days: 2 });
    expect(slots).toEqual([
      { begin_time: '2030-01-07 01:00:00', end_time: '2030-01-07 02:00:00' },
      { begin_time: '2030-01-07 02:00:00', end_time: '2030-01-07 03:00:00' },
      { begin_time: '2030-01-07 03:00:00', end_time: '2030-01-07 04:00:00' },
    ]);
  });

  it('when a period does not fit a whole slot before closing, then its last partial hour is not offered', () => {
    const slots = computeSlots({ now: hk('2030-01-06T08:00'), hours: [{ weekday: 1, open: '09:30', close: '11:00' }], busy: [], days: 2 });
    expect(slots.map((s) => s.begin_time)).toEqual(['2030-01-07 01:30:00']);
  });

  it('when slots are in the past or within the 2-hour lead time, then they are not offered', () => {
    const slots = computeSlots({ now: hk('2030-01-07T09:30'), hours: everyDay('09:00', '14:00'), busy: [], days: 1 });
    // 09:00, 10:00, 11:00 start before 11:30: only 12:00 and 13:00 (Hong Kong) remain today.
    expect(slots.map((s) => s.begin_time)).toEqual(['2030-01-07 04:00:00', '2030-01-07 05:00:00']);
  });

  it('when a pause or a booking overlaps a slot, then that slot is left out and its neighbours stay', () => {
    const busy = [
      { begin: hk('2030-01-07T10:30'), end: hk('2030-01-07T11:00') },
      { begin: hk('2030-01-07T12:00'), end: hk('2030-01-07T13:00') },
    ];
    const slots = computeSlots({ now: hk('2030-01-06T08:00'), hours: [{ weekday: 1, open: '09:00', close: '14:00' }], busy, days: 2 });
    expect(slots.map((s) => s.begin_time)).toEqual(['2030-01-07 01:00:00', '2030-01-07 03:00:00', '2030-01-07 05:00:00']);
  });

  it('when it is late evening in UTC but already the next day in Hong Kong, then the days follow Hong Kong', () => {
    // 2030-01-06 20:00 UTC is Monday 2030-01-07 04:00 in Hong Kong: Monday's hours count as today.
    const slots = computeSlots({
      now: Date.parse('2030-01-06T20:00:00Z'),
      hours: [{ weekday: 1, open: '09:00', close: '10:00' }],
      busy: [],
      days: 1,
    });
    expect(slots).toEqual([{ begin_time: '2030-01-07 01:00:00', end_time: '2030-01-07 02:00:00' }]);
  });

  it('when the service has hours every day, then 14 days are offered and no more', () => {
    const slots = computeSlots({ now: hk('2030-01-06T00:00'), hours: everyDay('09:00', '10:00'), busy: [] });
    expect(slots).toHaveLength(14);
    expect(slots[13].begin_time).toBe('2030-01-19 01:00:00');
  });
});

describe('canChange', () => {
  it('when the start is 24 hours away or more, then it may change; less, then not', () => {
    const begin = parseUtcText('2030-01-07 01:00:00');
    expect(canChange(begin, begin - 24 * 3_600_000)).toBe(true);
    expect(canChange(begin, begin - 24 * 3_600_000 + 1)).toBe(false);
    expect(utcText(begin)).toBe('2030-01-07 01:00:00');
  });
});
