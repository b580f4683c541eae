/** The day and time of a hire as people read them in a message: "11月30日（週一）09:00–12:00" / "Mon 30 Nov, 09:00–12:00". */
import type { Language } from '@shared/i18n/i18n-config';
import { TIME_SLOTS } from '@shared/domain/request-lifecycle';
import { formatDay } from '@shared/utils/dates';

type Params = Record<string, string | number | null | undefined>;

export function hireWhen(p: Params, lng: Language): string {
  const date = typeof p.hire_date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(p.hire_date) ? formatDay(p.hire_date, lng) : '';
  const raw = p.hire_time === null || p.hire_time === undefined ? '' : String(p.hire_time);
  // A SPEC time slot key (1..5) is shown as its hours, which read the same on both sides.
  const slot = TIME_SLOTS.find((s) => String(s.key) === raw);
  const time = slot ? `${slot.start}–${slot.end}` : raw;
  if (!date) return time;
  if (!time) return date;
  return lng === 'zh-HK' ? `${date}${time}` : `${date}, ${time}`;
}
