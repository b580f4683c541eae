/** What a pro's public profile (service/{serviceId}[/{slug}]) reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import { serviceReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';
import { prefetchStrip } from '@client/features/shop/api/shop-catalog.queries';
import type * as PhotoQueriesModule from '@client/features/photo-likes/api/photo-likes.queries';

type PhotoQueries = typeof PhotoQueriesModule;

/** The profile decides whether the page exists; its reviews come 20 a page (?page=). */
export const serviceReads = pageReads(({ data, lng, params, search }) => {
  const id = Number(params.serviceId);
  return {
    pro: proProfileQuery(data, lng, id),
    reviews: serviceReviewsQuery(data, lng, id, pageFrom(search)),
  };
});

/**
 * What the profile shows beside its own reads: the shop strip and, for the server's render only, the photos' like
 * counts. In the browser the like control reads them itself once its code is there; `require` in a branch webpack
 * drops from the browser's bundle, so the profile's first JavaScript carries none of it. Without the counts the
 * server would render no control and the browser one with a count: a hydration mismatch.
 */
export function prefetchProfileExtras(ctx: Parameters<typeof prefetchStrip>[0], id: number): Promise<unknown> {
  return Promise.all([
    prefetchStrip(ctx, { service: id }),
    __SERVER__ &&
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('@client/features/photo-likes/api/photo-likes.queries') as PhotoQueries).prefetchProfilePhotoLikes(ctx, id),
  ]);
}
