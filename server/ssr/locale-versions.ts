/**
 * Content versions of the locale bundles: pages name the version of each namespace in their
 * state instead of carrying the strings, and the browser loads `/locales/{ns}.{lng}.json?v={version}`, which is
 * cached for a year because a new text gives a new version. Versions are recomputed when the server's locale
 * store changes (the hourly reload); earlier versions stay answerable for a while, so a page cached before the
 * reload hydrates with exactly the strings it was rendered with.
 */
import crypto from 'node:crypto';
import type { i18n } from 'i18next';
import { LRUCache } from 'lru-cache';
import { NAMESPACES } from '@shared/i18n/i18n-config';

export interface LocaleBundle {
  /** The bundle as JSON, encoded once. */
  json: string;
  version: string;
}

export interface LocaleVersions {
  bundle(lng: string, ns: string): LocaleBundle;
  /** The bundle of that version, current or recent; undefined when unknown. */
  byVersion(lng: string, ns: string, version: string): LocaleBundle | undefined;
  /** ns → version of every namespace of `lng`. */
  versionsOf(lng: string): Record<string, string>;
}

const perStore = new WeakMap<i18n, LocaleVersions>();

/**
 * One LocaleVersions per i18next store, shared by the page renderer (which names versions) and the locales router
 * (which answers them), so every version a page was rendered with stays answerable after a reload.
 */
export function localeVersionsOf(store: i18n): LocaleVersions {
  let v = perStore.get(store);
  if (!v) {
    v = createLocaleVersions(store);
    perStore.set(store, v);
  }
  return v;
}

function createLocaleVersions(store: i18n): LocaleVersions {
  const bundles = new Map<string, LocaleBundle>();
  const versions = new Map<string, Record<string, string>>();
  const earlier = new LRUCache<string, LocaleBundle>({ max: 64 });
  const changed = () => {
    bundles.clear();
    versions.clear();
  };
  store.store.on('added', changed);
  store.store.on('removed', changed);

  function bundle(lng: string, ns: string): LocaleBundle {
    const key = `${lng}\u0000${ns}`;
    let b = bundles.get(key);
    if (!b) {
      const json = JSON.stringify(store.getResourceBundle(lng, ns) ?? {});
      b = { json, version: crypto.createHash('sha256').update(json).digest('base64url').slice(0, 12) };
      bundles.set(key, b);
      earlier.set(`${key}\u0000${b.version}`, b);
    }
    return b;
  }

  return {
    bundle,
    byVersion(lng, ns, version) {
      const current = bundle(lng, ns);
      return current.version === version ? current : earlier.get(`${lng}\u0000${ns}\u0000${version}`);
    },
    versionsOf(lng) {
      let v = versions.get(lng);
      if (!v) {
        v = Object.fromEntries((NAMESPACES as readonly string[]).map((ns) => [ns, bundle(lng, ns).version]));
        versions.set(lng, v);
      }
      return v;
    },
  };
}
