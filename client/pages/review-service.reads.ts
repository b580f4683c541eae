/** What review/service/{serviceId}/{hash} reads, once for its prefetch, its head and the page. */
import { reviewLinkQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';

/** The service behind the hashed link (an unknown link is a 404). */
export const reviewLinkReads = pageReads(({ data, lng, params }) => ({
  link: reviewLinkQuery(data, lng, Number(params.serviceId), params.hash ?? ''),
}));
