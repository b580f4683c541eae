/** SPEC §9 times towards the future: how long until, and deadlines as people say them. */
import type { TFunction } from 'i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatSpokenDateTime, remaining, showsTimeLeft } from '@shared/utils/spoken-time';

/** "in 3 hours" / "3 小時後" towards a future server timestamp (SPEC §9 remaining form); null once it has passed. */
export function inText(t: TFunction, serverDate: string, now: number): string | null {
  const r = remaining(serverDate, now);
  return r.unit === 'passed' ? null : t(`common|relative>in_${r.unit}`, { count: r.count });
}

/**
 * A deadline as people say it: "12月3日（四）下午3:30（3 日後）" / "Thu 3 Dec, 3:30 pm (in 3 days)". The time left is
 * added only under TIME_LEFT_SHOWN_UNDER_DAYS (SPEC §9) and after mount (`now` 0 leaves it out, hydration-safe).
 */
export function dueText(t: TFunction, serverDate: string, lng: Language, now: number): string {
  const at = formatSpokenDateTime(serverDate, lng, now);
  const left = showsTimeLeft(serverDate, now) ? inText(t, serverDate, now) : null;
  return left ? t('common|relative>due_with_left', { at, left }) : at;
}
