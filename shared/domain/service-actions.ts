/**
 * SPEC §2 service/{action}/{serviceId}: short, stable links into one pro's service, for pros to share and for apps
 * and partners to deep-link. Each answers a redirect (the language prefix kept) or a 404 for an unknown service;
 * an unknown action is a 404 too. None is indexed.
 *
 * | action  | goes to                                                             | status |
 * |---------|---------------------------------------------------------------------|--------|
 * | request | form/{main category}?pro={serviceId}: a request for this pro first  | 302    |
 * | reserve | service/{serviceId}/reserve: direct booking (the page says if none) | 302    |
 * | reviews | service/{serviceId}/{slug}#reviews                                  | 302    |
 * | share   | service/{serviceId}/{slug}: the profile's canonical URL             | 301    |
 *
 * The review link (review/service/{id}/{hash}) has no action: its hash is the pro's to give to customers.
 */
import type { RouteName } from '../routes/route-paths';

export const SERVICE_ACTIONS = ['request', 'reserve', 'reviews', 'share'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

export const SERVICE_ACTION_ROUTES: Record<ServiceAction, RouteName> = {
  request: 'serviceRequestLink',
  reserve: 'serviceReserveLink',
  reviews: 'serviceReviewsLink',
  share: 'serviceShareLink',
};

export const SERVICE_ACTION_STATUS: Record<ServiceAction, 301 | 302> = { request: 302, reserve: 302, reviews: 302, share: 301 };

/** Where an action goes, from the service's id, canonical slug and main category (null: it has none). */
export function serviceActionTarget(
  action: ServiceAction,
  s: { serviceId: number; slug: string; category: string | null },
): { route: RouteName; params: Record<string, string | number>; query?: Record<string, string>; hash?: string } {
  switch (action) {
    case 'request':
      return s.category
        ? { route: 'form', params: { slug: s.category }, query: { pro: String(s.serviceId) } }
        : { route: 'serviceSlug', params: { serviceId: s.serviceId, slug: s.slug } };
    case 'reserve':
      return { route: 'serviceReserve', params: { serviceId: s.serviceId } };
    case 'reviews':
      return { route: 'serviceSlug', params: { serviceId: s.serviceId, slug: s.slug }, hash: 'reviews' };
    case 'share':
      return { route: 'serviceSlug', params: { serviceId: s.serviceId, slug: s.slug } };
  }
}
