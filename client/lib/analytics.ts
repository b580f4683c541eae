/** A small analytics client: page views (SPEC §2) and events go to the events endpoint, the default sink. */
import { eventsContract } from '@shared/api/events.contract';
import { urlOf } from '@shared/api/endpoint';
import type { AnalyticsEvent } from '@shared/schemas/events.schema';

export function track(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  try {
    // Not callApi: keepalive lets the view be recorded while the page unloads.
    void fetch(urlOf(eventsContract.record), {
      method: eventsContract.record.method,
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sifu-web' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // analytics must never break the page
  }
}

/**
 * Paths that carry a secret or an e-mail address are recorded by their pattern (a reset link works for an hour; an
 * e-mail verification link for a day, a one-time login link for 15 minutes).
 */
export function recordedPath(path: string): string {
  return path
    .replace(/\/resetpass\/(.+)$/, (_m, rest: string) =>
      rest === 'email' ? '/resetpass/email' : rest.startsWith('email/') ? '/resetpass/email/:email' : '/resetpass/:hash',
    )
    .replace(/\/activate\/[^/]+\/[^/]+$/, '/activate/:userId/:hash')
    .replace(/\/login\/once\/[^/]+$/, '/login/once/:hash');
}

export function trackPageView(path: string, language: string): void {
  track({
    name: 'page_view',
    path: recordedPath(path),
    language,
    referrer: typeof document !== 'undefined' ? document.referrer || undefined : undefined,
  });
}
