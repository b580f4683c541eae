import {
  addDays,
  calendarIndex,
  calendarQueryOf,
  hkLocalToUtc,
  isoWeekdayOf,
  minutesIntoDay,
  monthGrid,
  mondayOf,
  pausedUntil,
  shiftMonth,
  spanTouchesDay,
  utcToHkLocal,
} from './hk-time';

describe('Hong Kong local time and the server UTC', () => {
  it('when a Hong Kong time is converted, then the server gets UTC eight hours earlier, across a day boundary', () => {
    expect(hkLocalToUtc('2026-11-24T09:30')).toBe('2026-11-24 01:30:00');
    expect(hkLocalToUtc('2026-11-24T07:15')).toBe('2026-11-23 23:15:00');
    expect(hkLocalToUtc('2027-01-01T00:00')).toBe('2026-12-31 16:00:00');
  });

  it('when the input is not a real local time, then there is no UTC value', () => {
    for (const bad of ['', '2026-11-24', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-24T24:00', 'x']) {
      expect(hkLocalToUtc(bad)).toBeNull();
    }
  });

  it('when a server time is shown in a datetime-local input, then it is the Hong Kong wall time, and converts back', () => {
    expect(utcToHkLocal('2026-11-23 23:15:00')).toBe('2026-11-24T07:15');
    expect(hkLocalToUtc(utcToHkLocal('2026-03-31 16:05:00'))).toBe('2026-03-31 16:05:00');
    expect(utcToHkLocal('not a date')).toBe('');
  });
});

describe('the month grid', () => {
  it('when a month is laid out, then weeks start on Monday and cover the whole month', () => {
    const weeks = monthGrid('2026-11');
    // 1 Nov 2026 is a Sunday: the first row starts on Monday 26 Oct.
    expect(weeks[0][0]).toBe('2026-10-26');
    expect(weeks[0][6]).toBe('2026-11-01');
    expect(weeks.at(-1)?.includes('2026-11-30')).toBe(true);
    expect(weeks.every((w) => w.length === 7 && isoWeekdayOf(w[0]) === 1)).toBe(true);
    expect(weeks).toHaveLength(6);
    expect(monthGrid('2027-02')).toHaveLength(4);
  });

  it('when months are shifted, then the year rolls over both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-05', -17)).toBe('2024-12');
  });

  it('when a pause ends at Hong Kong midnight, then it does not touch the next day', () => {
    const pause = { begin_time: '2026-11-23 16:00:00', end_time: '2026-11-25 16:00:00' }; // 24 Nov 00:00 – 26 Nov 00:00 HK
    expect(spanTouchesDay(pause, '2026-11-23')).toBe(false);
    expect(spanTouchesDay(pause, '2026-11-24')).toBe(true);
    expect(spanTouchesDay(pause, '2026-11-25')).toBe(true);
    expect(spanTouchesDay(pause, '2026-11-26')).toBe(false);
  });

  it('when pauses cover now, then the latest end is the return time; none covering now gives null', () => {
    const now = Date.parse('2026-11-24T04:00:00Z');
    const events = [
      { begin_time: '2026-11-24 00:00:00', end_time: '2026-11-25 00:00:00' },
      { begin_time: '2026-11-23 00:00:00', end_time: '2026-11-26 00:00:00' },
      { begin_time: '2026-11-27 00:00:00', end_time: '2026-11-28 00:00:00' },
    ];
    expect(pausedUntil(events, now)).toBe('2026-11-26 00:00:00');
    expect(pausedUntil(events.slice(2), now)).toBeNull();
  });
});

describe('the calendar index (month or week)', () => {
  it('when the index is a month, a day or anything else, then it is that month, the Monday of that day, or this month', () => {
    expect(calendarIndex('2026-06')).toBe('2026-06');
    expect(calendarIndex('2026-06-04')).toBe('2026-06-01');
    expect(calendarIndex('2026-06-01')).toBe('2026-06-01');
    // Sunday belongs to the week that started the Monday before (SPEC §9 weeks start on Monday).
    expect(calendarIndex('2026-06-07')).toBe('2026-06-01');
    for (const bad of [undefined, '', '2026-13', '2026-02-30', '2026-6-1', 'week', '0999-01-01']) expect(calendarIndex(bad)).toBe('');
    expect(calendarQueryOf('2026-06-01')).toEqual({ week: '2026-06-01' });
    expect(calendarQueryOf('2026-06')).toEqual({ month: '2026-06' });
    expect(calendarQueryOf('')).toEqual({});
  });

  it('when days are counted, then months and years roll over, and a server time lands in the Hong Kong day', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(mondayOf('2027-01-03')).toBe('2026-12-28');
    expect(minutesIntoDay('2026-03-02 02:00:00', '2026-03-02')).toBe(600);
    expect(minutesIntoDay('2026-03-01 12:00:00', '2026-03-02')).toBe(-240);
  });
});
