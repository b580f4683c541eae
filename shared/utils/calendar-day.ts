/**
 * A calendar day ('YYYY-MM-DD', no time and no time zone) written for people. Apart from hk-dates.ts on purpose: that
 * module is in most public pages' first JavaScript, and webpack keeps an export in every copy of a module once any
 * page uses it.
 */
import type { Language } from '../i18n/i18n-config';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2026年10月26日" or "26 Oct 2026" for a calendar day ('YYYY-MM-DD'); other text is returned as it is. */
export function formatCalendarDay(day: string, lng: Language): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return lng === 'zh-HK' ? `${y}年${mo}月${d}日` : `${d} ${MONTHS_EN[mo - 1]} ${y}`;
}
