/** The words of a chat's day line ("Today · 30 November 2026"): a relative day once mounted, the plain date before. */
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatDay, hkDayOf } from '@shared/utils/dates';
import { dayLabel } from './day-label';
import { useNow } from './use-now';

export function useDayLine(): (serverDate: string) => string {
  const { t, i18n } = useTranslation('common');
  const lng = i18n.language as Language;
  const now = useNow();
  return (serverDate) => {
    const day = hkDayOf(serverDate);
    return now ? `${dayLabel(t, day, lng, now)} · ${formatDay(day, lng)}` : formatDay(day, lng);
  };
}
