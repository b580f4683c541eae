/**
 * Server rendering only: remembers the strings a long-lived i18next instance produced, so a page that calls
 * t() a few hundred times does i18next's key resolution, plural rules and interpolation once per distinct
 * call. Only calls whose key is a string and whose options are all primitive values are remembered, and only
 * string results; anything else goes straight to i18next. Bounded (LRU) so user-supplied interpolation
 * values cannot grow it without limit. The instance must not change language or resources afterwards:
 * entry-server builds a new instance (and so a new memo) when the locale store reloads.
 */
import { LRUCache } from 'lru-cache';
import type { i18n as I18n } from 'i18next';

type Translate = (...args: unknown[]) => unknown;
/** What i18next's getFixedT returns at runtime: the function plus the scope it was fixed to. */
type FixedT = Translate & { lng?: string; lngs?: readonly string[]; ns?: string | readonly string[]; keyPrefix?: string };

function optionsKey(opts: unknown): string | null {
  if (opts === undefined) return '';
  if (typeof opts === 'string') return `d${opts}`; // t(key, defaultValue)
  if (typeof opts !== 'object' || opts === null) return null;
  let out = '';
  for (const [k, v] of Object.entries(opts)) {
    const type = typeof v;
    if (type === 'string' || type === 'number' || type === 'boolean') out += `\u0001${k}\u0002${String(v)}`;
    else if (v !== undefined) return null;
  }
  return out;
}

export function memoizeTranslations(i18n: I18n, max = 20_000): I18n {
  const memo = new LRUCache<string, string>({ max });
  const original = i18n.getFixedT.bind(i18n);
  i18n.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const fixed = original(...args) as unknown as FixedT;
    const scope = `${String(fixed.lng ?? fixed.lngs)}\u0003${String(fixed.ns)}\u0003${fixed.keyPrefix ?? ''}\u0003`;
    const memoized: FixedT = (key: unknown, opts?: unknown, ...rest: unknown[]) => {
      const optKey = rest.length === 0 && typeof key === 'string' ? optionsKey(opts) : null;
      if (optKey === null) return fixed(key, opts, ...rest);
      const cacheKey = scope + key + optKey;
      const hit = memo.get(cacheKey);
      if (hit !== undefined) return hit;
      const value = fixed(key, opts);
      if (typeof value === 'string') memo.set(cacheKey, value);
      return value;
    };
    memoized.lng = fixed.lng;
    memoized.lngs = fixed.lngs;
    memoized.ns = fixed.ns;
    memoized.keyPrefix = fixed.keyPrefix;
    return memoized;
  }) as unknown as I18n['getFixedT'];
  return i18n;
}
