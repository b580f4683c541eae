/** Languages, namespaces and separators of SPEC §2 and §9, shared by server and client. */
export const LANGUAGES = ['zh-HK', 'en-HK'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-HK';
export const LANGUAGE_COOKIE = 'i18next';
/** SPEC §9 names dashboard (default) and pricing; further namespaces per docs/decisions/0002 and 0031 (by domain). */
export const NAMESPACES = [
  'dashboard',
  'pricing',
  'common',
  'catalog',
  'requests',
  'quotes',
  'messages',
  'bookings',
  'onboarding',
  'workspace',
  'verify',
  'media',
  'site',
  'ops',
  'shop',
  'voice',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export const DEFAULT_NAMESPACE: Namespace = 'dashboard';
export const KEY_SEPARATOR = '>';
export const NS_SEPARATOR = '|';
export const LOCALE_RELOAD_MS = 60 * 60 * 1000;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A path segment shaped like a language tag (xx or xx-YY), supported or not. */
export function looksLikeLanguageTag(segment: string): boolean {
  return /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i.test(segment);
}

/** Maps a loose tag (en, en-US, zh_hk, zh-Hant) to a supported language, or null. */
export function matchLanguage(tag: string | undefined | null): Language | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (t === 'zh-hk') return 'zh-HK';
  if (t === 'en-hk') return 'en-HK';
  if (t.startsWith('zh')) return 'zh-HK';
  if (t.startsWith('en')) return 'en-HK';
  return null;
}

/** Splits "/en-HK/category/x" into the supported prefix (if any) and the rest ("/category/x"). */
export function splitLanguagePrefix(pathname: string): { prefix: Language | null; rest: string } {
  const m = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (m && isLanguage(m[1])) return { prefix: m[1], rest: m[2] || '/' };
  return { prefix: null, rest: pathname };
}

/** The dayjs locale that formats a language (dayjs has no en-hk: use en-gb, STACK pitfall 9). */
export function dayjsLocale(lng: Language): string {
  return lng === 'zh-HK' ? 'zh-hk' : 'en-gb';
}
