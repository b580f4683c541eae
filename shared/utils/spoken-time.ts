/**
 * Time as people say it (SPEC §9): time-of-day prefixes (凌晨 … 晚上), 12-hour clocks, the time left before a deadline
 * and whether to say it. Apart from dates.ts so that pages which never show a deadline do not carry it.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { dayjsLocale, type Language } from '../i18n/i18n-config';
import { fromServer, HK_OFFSET_MINUTES } from './dates';

/** SPEC §9 time-of-day prefixes, by Hong Kong wall time. */
export type TimeOfDay = 'small_hours' | 'early_dawn' | 'morning' | 'noon' | 'afternoon' | 'evening';

/**
 * SPEC §9 bands (small hours 0:00–4:30, early dawn 5:00–7:30, morning 8:00–11:30, noon 12:00–12:30, afternoon
 * 13:00–18:30, evening 19:00–23:30): the SPEC names half-hour steps, so each band runs to the next one's start.
 */
export function timeOfDay(serverDate: string): TimeOfDay {
  const h = fromServer(serverDate).hour();
  if (h < 5) return 'small_hours';
  if (h < 8) return 'early_dawn';
  if (h < 12) return 'morning';
  if (h < 13) return 'noon';
  if (h < 19) return 'afternoon';
  return 'evening';
}

/** The Chinese prefixes of timeOfDay, written as Hong Kong people say the time ("下午3:30", "凌晨12:15"). */
export const ZH_TIME_OF_DAY: Record<TimeOfDay, string> = {
  small_hours: '凌晨',
  early_dawn: '清晨',
  morning: '早上',
  noon: '中午',
  afternoon: '下午',
  evening: '晚上',
};

/**
 * A moment as people say it: "12月3日（四）下午3:30" / "Thu 3 Dec, 3:30 pm", with the year when it is not this year
 * (`now`; 0 leaves the year out, for the server render).
 */
export function formatSpokenDateTime(serverDate: string, lng: Language, now = 0): string {
  const d = fromServer(serverDate).locale(dayjsLocale(lng));
  const otherYear = now > 0 && d.year() !== dayjs(now).utcOffset(HK_OFFSET_MINUTES).year();
  const hour12 = d.hour() % 12 || 12;
  if (lng === 'zh-HK') {
    return `${d.format(otherYear ? 'YYYY年M月D日' : 'M月D日')}（${d.format('dd')}）${ZH_TIME_OF_DAY[timeOfDay(serverDate)]}${hour12}:${d.format('mm')}`;
  }
  return `${d.format(otherYear ? 'ddd D MMM YYYY' : 'ddd D MMM')}, ${hour12}:${d.format('mm')} ${d.hour() < 12 ? 'am' : 'pm'}`;
}

/** SPEC §9: the time left before a deadline is shown only when less than this many days remain. */
export const TIME_LEFT_SHOWN_UNDER_DAYS = 4;

export type Remaining = { unit: 'seconds' | 'minutes' | 'hours' | 'days' | 'months'; count: number } | { unit: 'passed'; count: 0 };

/** SPEC §9 relative time towards a future server timestamp, the largest whole unit (months of 30 days). */
export function remaining(serverDate: string, now: number): Remaining {
  const s = Math.floor((fromServer(serverDate).valueOf() - now) / 1000);
  if (s <= 0) return { unit: 'passed', count: 0 };
  if (s < 60) return { unit: 'seconds', count: s };
  if (s < 3600) return { unit: 'minutes', count: Math.floor(s / 60) };
  if (s < 86_400) return { unit: 'hours', count: Math.floor(s / 3600) };
  const days = Math.floor(s / 86_400);
  return days < 30 ? { unit: 'days', count: days } : { unit: 'months', count: Math.floor(days / 30) };
}

/** Whether "in 3 hours" belongs beside a deadline: it has not passed and less than TIME_LEFT_SHOWN_UNDER_DAYS remain. */
export function showsTimeLeft(serverDate: string, now: number): boolean {
  const ms = fromServer(serverDate).valueOf() - now;
  return now > 0 && ms > 0 && ms < TIME_LEFT_SHOWN_UNDER_DAYS * 86_400_000;
}

/**
 * A slot as people say it: "12月3日（四）下午3:30–4:30" / "Thu 3 Dec, 3:30–4:30 pm"; the end repeats its prefix (or am/pm)
 * only when it differs from the start's ("晚上6:30–晚上7:30" would read twice; "下午6:30–晚上7:30" must not drop it).
 */
export function formatSpokenRange(begin: string, end: string, lng: Language, now = 0): string {
  const b = fromServer(begin);
  const e = fromServer(end);
  const clock = (d: Dayjs) => `${d.hour() % 12 || 12}:${d.format('mm')}`;
  if (lng === 'zh-HK') {
    const endBand = timeOfDay(end);
    return `${formatSpokenDateTime(begin, lng, now)}–${endBand === timeOfDay(begin) ? '' : ZH_TIME_OF_DAY[endBand]}${clock(e)}`;
  }
  const day = formatSpokenDateTime(begin, lng, now).replace(/, [^,]*$/, '');
  const half = (d: Dayjs) => (d.hour() < 12 ? 'am' : 'pm');
  return half(b) === half(e) ? `${day}, ${clock(b)}–${clock(e)} ${half(e)}` : `${day}, ${clock(b)} ${half(b)}–${clock(e)} ${half(e)}`;
}
