/** How fast a pro usually replies, on pro cards and profiles (catalog) and on quotes (quotes). */
import type { TFunction } from 'i18next';

/** "Usually replies within 40 min" / "within 3 hours" / "within 2 days"; null when unknown. */
export function responseText(t: TFunction, minutes: number | null | undefined, ns: 'catalog' | 'quotes'): string | null {
  if (minutes === null || minutes === undefined || minutes <= 0) return null;
  if (minutes < 60) return t(`${ns}|pro>responds_minutes`, { count: Math.max(5, Math.round(minutes / 5) * 5) });
  if (minutes < 48 * 60) return t(`${ns}|pro>responds_hours`, { count: Math.round(minutes / 60) });
  return t(`${ns}|pro>responds_days`, { count: Math.round(minutes / 1440) });
}
