/** A small analytics client: page views (SPEC §2) and events go to POST /api/events, the default sink. */
import type { AnalyticsEvent } from '@shared/schemas/events.schema';

export function track(event: AnalyticsEvent): void {
  const body = JSON.stringify(event);
  try {
    void fetch('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sifu-web' },
      body,
      keepalive: true,
      credentials: 'same-origin',
    }).catch(() => undefined);
  } catch {
    // analytics must never break the page
  }
}

export function trackPageView(path: string, language: string): void {
  track({ name: 'page_view', path, language, referrer: typeof document !== 'undefined' ? document.referrer || undefined : undefined });
}
