/** What a pro's public profile (service/{serviceId}[/{slug}]) reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import { serviceReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';

/** The profile decides whether the page exists; its reviews come 20 a page (?page=). */
export const serviceReads = pageReads(({ data, lng, params, search }) => {
  const id = Number(params.serviceId);
  return {
    pro: proProfileQuery(data, lng, id),
    reviews: serviceReviewsQuery(data, lng, id, pageFrom(search)),
  };
});
