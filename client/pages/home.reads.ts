/** What the home page reads, once for its prefetch, its head and the page. */
import { catalogHomeQuery } from '@client/features/catalog/api/catalog.queries';
import { featuredProsQuery } from '@client/features/pro-services/api/pro-services.queries';
import { HOME_REVIEWS, recentReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';

export const homeReads = pageReads(({ data, lng }) => ({
  home: catalogHomeQuery(data, lng),
  reviews: recentReviewsQuery(data, lng, HOME_REVIEWS),
  featured: featuredProsQuery(data, lng, 1, 6),
}));
