/**
 * i18next backend for the browser: loads a namespace the page did not bring from GET /locales/{ns}.{lng}.json
 * (server/ssr/locales.router.ts) with fetch. It replaces i18next-http-backend, of which we used only this.
 * Failures go to the callback the way i18next expects: `callback(error, true)` for a failure worth retrying
 * (network error, 5xx), which i18next retries with backoff; `callback(error, false)` for one that is not (4xx, bad JSON).
 */
import type { BackendModule, ReadCallback, ResourceKey, Services } from 'i18next';

export interface LocaleBackendOptions {
  /** `{{lng}}` and `{{ns}}` are replaced; set by createI18n as `backend.loadPath`. */
  loadPath?: string;
  /** ns → content version from the page's state: added as `?v=`, so the server lets the browser cache it for a year. */
  versions?: Record<string, string>;
}

export const DEFAULT_LOAD_PATH = '/locales/{{ns}}.{{lng}}.json';

/** Languages and namespaces are our own short names (zh-HK, quotes): anything else never becomes a URL. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,64}$/;

export class LocaleBackend implements BackendModule<LocaleBackendOptions> {
  static readonly type = 'backend';
  /** read(language, namespace, callback), not a promise (i18next ≥ 26.7 asks backends to say which). */
  static readonly callbackApi = true;
  readonly type = 'backend';
  readonly callbackApi = true;
  private loadPath = DEFAULT_LOAD_PATH;
  private versions: Record<string, string> = {};

  init(_services: Services, options: LocaleBackendOptions = {}): void {
    this.loadPath = options.loadPath ?? DEFAULT_LOAD_PATH;
    this.versions = options.versions ?? {};
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    if (!SAFE_SEGMENT.test(language) || !SAFE_SEGMENT.test(namespace)) {
      callback(new Error(`locale-backend: refusing to load language "${language}", namespace "${namespace}"`), false);
      return;
    }
    const url = localeUrl(this.loadPath, language, namespace, this.versions[namespace]);
    fetch(url, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) return { error: new Error(`failed loading ${url}; status code: ${res.status}`), retry: res.status >= 500 };
        const text = await res.text();
        try {
          return { data: JSON.parse(text) as ResourceKey };
        } catch {
          return { error: new Error(`failed parsing ${url} to json`), retry: false };
        }
      })
      .then(
        (r) => ('data' in r ? callback(null, r.data) : callback(r.error, r.retry)),
        // fetch (or reading the body) rejects only when the network failed (offline, DNS, aborted): worth a retry.
        (err: unknown) => callback(new Error(`failed loading ${url}: ${err instanceof Error ? err.message : String(err)}`), true),
      );
  }
}

function localeUrl(loadPath: string, lng: string, ns: string, version: string | undefined): string {
  const url = loadPath.replace(/\{\{\s*lng\s*\}\}/g, lng).replace(/\{\{\s*ns\s*\}\}/g, ns);
  return version && SAFE_SEGMENT.test(version) ? `${url}?v=${version}` : url;
}

/**
 * The bundles a server-rendered page was rendered with, before it hydrates (client-start): fetched in parallel by
 * version, each retried twice after a network error or a 5xx. Rejects when one cannot be had: hydrating without
 * the page's strings would replace its text with keys.
 */
export async function loadLocaleBundles(
  lng: string,
  namespaces: readonly string[],
  versions: Record<string, string>,
  loadPath = DEFAULT_LOAD_PATH,
): Promise<Record<string, ResourceKey>> {
  const backend = new LocaleBackend();
  backend.init({} as Services, { loadPath, versions });
  const once = (ns: string) =>
    new Promise<{ data?: ResourceKey; error?: Error; retry?: boolean }>((resolve) =>
      backend.read(lng, ns, (error, data) =>
        resolve(error ? { error: error as Error, retry: data === true } : { data: data as ResourceKey }),
      ),
    );
  const one = async (ns: string): Promise<[string, ResourceKey]> => {
    for (let attempt = 0; ; attempt++) {
      const r = await once(ns);
      if (r.data !== undefined) return [ns, r.data];
      if (!r.retry || attempt >= 2) throw r.error;
      await new Promise((ok) => setTimeout(ok, 300 * 2 ** attempt));
    }
  };
  return Object.fromEntries(await Promise.all(namespaces.map(one)));
}
