/** SPEC §2 relative day labels for a calendar day: today, tomorrow, day after tomorrow, this / next week, else M/D. */
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { elapsed, formatShortDate, monthDay, relativeDay, weekdayName } from '@shared/utils/dates';

/** `now` 0 (server render, hydration) gives the plain M/D, which never mismatches. */
export function dayLabel(t: TFunction, day: string, lng: Language, now: number): string {
  if (!now) return monthDay(day);
  const rel = relativeDay(day, now);
  switch (rel) {
    case 'today':
    case 'tomorrow':
    case 'day_after_tomorrow':
      return t(`common|relative>${rel}`);
    case 'this_week':
    case 'next_week':
      return t(`common|relative>${rel}_day`, { day: weekdayName(day, lng) });
    default:
      return monthDay(day);
  }
}

/** "3 minutes ago" for a server timestamp (SPEC §9 relative time); a plain date before mount or after a week. */
export function agoText(t: TFunction, serverDate: string, lng: Language, now: number): string {
  if (!now) return formatShortDate(serverDate, lng, Date.parse(`${serverDate.slice(0, 4)}-06-01T00:00:00Z`));
  const e = elapsed(serverDate, now);
  if (e.unit === 'just_now') return t('common|relative>just_now');
  if (e.unit === 'days' && e.count >= 7) return formatShortDate(serverDate, lng, now);
  if (e.unit === 'months' || e.unit === 'years') return formatShortDate(serverDate, lng, now);
  return t(`common|relative>${e.unit}_ago`, { count: e.count });
}
