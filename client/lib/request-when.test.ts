import type { TFunction } from 'i18next';
import { localName, requestWhenShort, requestWhenText, slotText, withRelative } from './request-when';

const t = ((key: string) => key) as unknown as TFunction;

describe('request when', () => {
  it('when the relative label is only the month/day, then the full day stands alone', () => {
    expect(withRelative('11/24', '2026-11-24', 'en-HK')).not.toContain('·');
    expect(withRelative('Tomorrow', '2026-11-24', 'en-HK')).toMatch(/^Tomorrow · /);
  });

  it('when a slot key is known, then it reads with its hours; an unknown one reads as itself', () => {
    expect(slotText(t, 2)).toBe('common|slots>morning 09:00–12:00');
    expect(slotText(t, '2')).toBe('common|slots>morning 09:00–12:00');
    expect(slotText(t, '')).toBe('');
  });

  it('when a request has days and slots, then the page text lists all and the list row the first three days and slot names', () => {
    const r = { preferred_dates: ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'], time_slots: [5, 2] };
    const full = requestWhenText(t, r, 'zh-HK', 0);
    expect(full.dates.split('、')).toHaveLength(4);
    expect(full.slots).toBe('common|slots>morning 09:00–12:00、common|slots>evening 18:00–23:59');
    expect(requestWhenShort(t, r, 'en-HK', 0)).toBe('11/24, 11/25, 11/26 · common|slots>morning, common|slots>evening');
    expect(requestWhenShort(t, { preferred_dates: [], time_slots: [] }, 'en-HK', 0)).toBe('');
  });

  it('when a reference is named in two languages, then the page language picks the name', () => {
    expect(localName({ name_zh: '灣仔', name_en: 'Wan Chai' }, 'zh-HK')).toBe('灣仔');
    expect(localName({ name_zh: '灣仔', name_en: 'Wan Chai' }, 'en-HK')).toBe('Wan Chai');
  });
});
