import { addDays, elapsed, formatDateTime, formatDay, fromDay, hkDayOf, hkToday, monthDay, relativeDay } from './dates';

const at = (iso: string) => Date.parse(iso);

describe('dates', () => {
  it('when a UTC server time is shown, then it is in Hong Kong time in both languages', () => {
    expect(formatDateTime('2026-11-22 18:30:00', 'zh-HK')).toBe('2026年11月23日 02:30');
    expect(formatDateTime('2026-11-22 18:30:00', 'en-HK')).toBe('23 Nov 2026, 02:30');
  });

  it('when now is late evening UTC, then "today" is already the next Hong Kong day', () => {
    expect(hkToday(at('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });

  it('when days are labelled relative to a Wednesday, then SPEC §2 labels come out', () => {
    const now = at('2026-11-25T04:00:00Z'); // Wed 25 Nov 2026, HK noon
    expect(relativeDay('2026-11-25', now)).toBe('today');
    expect(relativeDay('2026-11-26', now)).toBe('tomorrow');
    expect(relativeDay('2026-11-27', now)).toBe('day_after_tomorrow');
    expect(relativeDay('2026-11-29', now)).toBe('this_week');
    expect(relativeDay('2026-11-30', now)).toBe('next_week');
    expect(relativeDay('2026-12-06', now)).toBe('next_week');
    expect(relativeDay('2026-12-07', now)).toBe('other');
    expect(relativeDay('2026-11-20', now)).toBe('past');
    expect(monthDay('2026-12-07')).toBe('12/7');
  });

  it('when a day is formatted, then the weekday is in the language', () => {
    expect(formatDay('2026-11-24', 'zh-HK')).toBe('11月24日（週二）');
    expect(formatDay('2026-11-24', 'en-HK')).toBe('Tue 24 Nov');
  });

  it('when time has passed, then elapsed picks the unit', () => {
    const now = at('2026-11-22T12:00:00Z');
    expect(elapsed('2026-11-22 11:59:30', now)).toEqual({ unit: 'just_now', count: 0 });
    expect(elapsed('2026-11-22 11:15:00', now)).toEqual({ unit: 'minutes', count: 45 });
    expect(elapsed('2026-11-20 12:00:00', now)).toEqual({ unit: 'days', count: 2 });
  });

  it('when times across years are converted, then they match the Asia/Hong_Kong zone of Intl, and a day starts at 16:00 UTC the day before', () => {
    const hk = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong', year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let ms = at('1990-01-01T00:00:00Z'); ms < at('2040-01-01T00:00:00Z'); ms += 7_919_999_000) {
      const server = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
      expect([hkDayOf(server), hkToday(ms)]).toEqual([hk.format(ms), hk.format(ms)]);
    }
    expect(fromDay('2026-11-24').valueOf()).toBe(at('2026-11-23T16:00:00Z'));
    expect(hkToday(at('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
