/**
 * Display of SPEC §3 server dates ('YYYY-MM-DD HH:mm:ss', UTC) in Asia/Hong_Kong (UTC+8, no daylight saving),
 * computed by hand so the server render and the browser hydrate to the same text.
 */
import type { Language } from '../i18n/i18n-config';

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HK_OFFSET_MS = 8 * 3_600_000;

/** The calendar date in Hong Kong of a server date. */
export function hkDateParts(serverDate: string): { y: number; m: number; d: number } | null {
  const ms = Date.parse(`${serverDate.replace(' ', 'T')}Z`);
  if (Number.isNaN(ms)) return null;
  const hk = new Date(ms + HK_OFFSET_MS);
  return { y: hk.getUTCFullYear(), m: hk.getUTCMonth() + 1, d: hk.getUTCDate() };
}

/** "2026年11月21日" or "21 Nov 2026". */
export function formatHkDate(serverDate: string, lng: Language): string {
  const p = hkDateParts(serverDate);
  if (!p) return '';
  return lng === 'zh-HK' ? `${p.y}年${p.m}月${p.d}日` : `${p.d} ${MONTHS_EN[p.m - 1]} ${p.y}`;
}

/** "2026年11月" or "Nov 2026". */
export function formatHkMonth(serverDate: string, lng: Language): string {
  const p = hkDateParts(serverDate);
  if (!p) return '';
  return lng === 'zh-HK' ? `${p.y}年${p.m}月` : `${MONTHS_EN[p.m - 1]} ${p.y}`;
}

/** ISO 8601 date for machine-readable markup (<time dateTime>, JSON-LD). */
export function isoDate(serverDate: string): string {
  return serverDate.slice(0, 10);
}
