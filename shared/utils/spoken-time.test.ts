import { formatSpokenDateTime, formatSpokenRange, remaining, showsTimeLeft, timeOfDay } from './spoken-time';

const at = (iso: string) => Date.parse(iso);

describe('time as people say it (SPEC §9)', () => {
  // Server times are UTC: Hong Kong is 8 hours ahead.
  it.each([
    ['2026-12-02 16:00:00', 'small_hours', '12月3日（四）凌晨12:00', 'Thu 3 Dec, 12:00 am'],
    ['2026-12-02 20:59:00', 'small_hours', '12月3日（四）凌晨4:59', 'Thu 3 Dec, 4:59 am'],
    ['2026-12-02 21:00:00', 'early_dawn', '12月3日（四）清晨5:00', 'Thu 3 Dec, 5:00 am'],
    ['2026-12-03 00:00:00', 'morning', '12月3日（四）早上8:00', 'Thu 3 Dec, 8:00 am'],
    ['2026-12-03 04:30:00', 'noon', '12月3日（四）中午12:30', 'Thu 3 Dec, 12:30 pm'],
    ['2026-12-03 07:30:00', 'afternoon', '12月3日（四）下午3:30', 'Thu 3 Dec, 3:30 pm'],
    ['2026-12-03 10:59:00', 'afternoon', '12月3日（四）下午6:59', 'Thu 3 Dec, 6:59 pm'],
    ['2026-12-03 11:00:00', 'evening', '12月3日（四）晚上7:00', 'Thu 3 Dec, 7:00 pm'],
    ['2026-12-03 15:45:00', 'evening', '12月3日（四）晚上11:45', 'Thu 3 Dec, 11:45 pm'],
  ] as const)('when the time is %s UTC, then it is %s: "%s" / "%s"', (server, band, zh, en) => {
    expect(timeOfDay(server)).toBe(band);
    expect(formatSpokenDateTime(server, 'zh-HK')).toBe(zh);
    expect(formatSpokenDateTime(server, 'en-HK')).toBe(en);
  });

  it('when the moment is in another year than now, then the year is said; before mount (now 0) it never is', () => {
    expect(formatSpokenDateTime('2027-01-05 02:00:00', 'zh-HK', at('2026-12-30T00:00:00Z'))).toBe('2027年1月5日（二）早上10:00');
    expect(formatSpokenDateTime('2027-01-05 02:00:00', 'en-HK', at('2026-12-30T00:00:00Z'))).toBe('Tue 5 Jan 2027, 10:00 am');
    expect(formatSpokenDateTime('2027-01-05 02:00:00', 'en-HK')).toBe('Tue 5 Jan, 10:00 am');
  });

  it('when a slot is said, then the end repeats its prefix or am/pm only when it changes', () => {
    expect(formatSpokenRange('2026-12-03 07:30:00', '2026-12-03 08:30:00', 'zh-HK')).toBe('12月3日（四）下午3:30–4:30');
    expect(formatSpokenRange('2026-12-03 10:30:00', '2026-12-03 11:30:00', 'zh-HK')).toBe('12月3日（四）下午6:30–晚上7:30');
    expect(formatSpokenRange('2026-12-03 07:30:00', '2026-12-03 08:30:00', 'en-HK')).toBe('Thu 3 Dec, 3:30–4:30 pm');
    expect(formatSpokenRange('2026-12-03 03:30:00', '2026-12-03 04:30:00', 'en-HK')).toBe('Thu 3 Dec, 11:30 am–12:30 pm');
  });

  it('when a deadline is ahead, then the largest whole unit is left; passed is passed; time left shows only under 4 days', () => {
    const now = at('2026-12-01T00:00:00Z');
    expect(remaining('2026-12-01 00:00:30', now)).toEqual({ unit: 'seconds', count: 30 });
    expect(remaining('2026-12-01 00:59:59', now)).toEqual({ unit: 'minutes', count: 59 });
    expect(remaining('2026-12-01 02:00:00', now)).toEqual({ unit: 'hours', count: 2 });
    expect(remaining('2026-12-04 05:00:00', now)).toEqual({ unit: 'days', count: 3 });
    expect(remaining('2027-01-31 00:00:00', now)).toEqual({ unit: 'months', count: 2 });
    expect(remaining('2026-11-30 23:59:59', now)).toEqual({ unit: 'passed', count: 0 });
    expect(showsTimeLeft('2026-12-04 23:59:59', now)).toBe(true);
    expect(showsTimeLeft('2026-12-05 00:00:00', now)).toBe(false);
    expect(showsTimeLeft('2026-11-30 23:00:00', now)).toBe(false);
    expect(showsTimeLeft('2026-12-01 02:00:00', 0)).toBe(false);
  });
});
