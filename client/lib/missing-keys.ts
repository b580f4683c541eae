/**
 * Reports translation keys missing in the browser (SPEC §7), loaded on the first one (client/lib/i18n.ts): keys
 * are collected for a few seconds, each once per page load and at most a report's worth, then sent in one batch.
 * Keys that resolved meanwhile (their namespace was still loading) are dropped before sending.
 */
import type { i18n } from 'i18next';
import { translationsContract } from '@shared/api/translations.contract';
import { urlOf } from '@shared/api/endpoint';
import { MISSING_KEYS_PER_REPORT, isReportableKey, type MissingKey, type MissingReport } from '@shared/schemas/missing-translations.schema';
import { recordedPath } from './analytics';

export const MISSING_REPORT_DELAY_MS = 5000;

export interface MissingQueueOptions {
  send: (items: MissingKey[]) => void;
  /** Asked again at sending time: false drops the key (it resolved since). */
  stillMissing?: (item: MissingKey) => boolean;
  delayMs?: number;
  max?: number;
  schedule?: (run: () => void, ms: number) => unknown;
}

/** A queue for one page load: `add` answers whether the key was taken (new, valid, and room left). */
export function createMissingQueue(opts: MissingQueueOptions) {
  const { send, stillMissing = () => true, delayMs = MISSING_REPORT_DELAY_MS, max = MISSING_KEYS_PER_REPORT } = opts;
  const schedule = opts.schedule ?? ((run, ms) => setTimeout(run, ms));
  const seen = new Set<string>();
  let pending: MissingKey[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    const batch = pending.filter(stillMissing);
    pending = [];
    if (batch.length) send(batch);
  };
  return {
    add(raw: { lng: string; ns: string; key: string }): boolean {
      if (!isReportableKey(raw)) return false;
      const id = `${raw.lng}|${raw.ns}|${raw.key}`;
      if (seen.has(id) || seen.size >= max) return false;
      seen.add(id);
      pending.push({ lng: raw.lng, ns: raw.ns, key: raw.key });
      if (!scheduled) {
        scheduled = true;
        schedule(flush, delayMs);
      }
      return true;
    },
    flush,
  };
}

function post(items: MissingKey[]): void {
  const body: MissingReport = { items, path: recordedPath(window.location.pathname).slice(0, 200) };
  // Like the analytics client: keepalive lets the report leave while the page unloads; failures are not the user's.
  void fetch(urlOf(translationsContract.reportMissing), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sifu-web' },
    body: JSON.stringify(body),
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

let queue: ReturnType<typeof createMissingQueue> | undefined;

/**
 * i18next's missing-key hook in the browser: queue the key in the page's language (i18next names the fallback
 * languages it looked in, which are not where the key is missing).
 */
export function reportMissing(instance: i18n, _lngs: readonly string[], ns: string, key: string, ..._rest: unknown[]): void {
  queue ??= createMissingQueue({
    send: post,
    stillMissing: (item) => !instance.exists(item.key, { lng: item.lng, ns: item.ns, fallbackLng: false }),
  });
  queue.add({ lng: instance.language, ns, key });
}
