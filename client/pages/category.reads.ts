/** What a category page reads, once for its prefetch, its head and its server islands. */
import { pageFrom } from '@shared/domain/catalog';
import { categoryQuery, districtNamesQuery, priceGuideQuery } from '@client/features/catalog/api/catalog.queries';
import { proListQuery } from '@client/features/pro-services/api/pro-services.queries';
import { recentReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { contentListQuery } from '@client/features/content/api/content.queries';
import { pageReads } from '@client/lib/page-reads';

/** `slug` comes from the URL (`/category/{slug}` or `/genre/{genreName}/{slug}`). */
export const categoryReads = pageReads(({ data, lng, params, search }) => {
  const slug = params.slug ?? '';
  return {
    category: categoryQuery(data, lng, slug),
    guide: priceGuideQuery(data, lng, slug, undefined, 'summary'),
    pros: proListQuery(data, { lng, category: slug, page: pageFrom(search) }),
    reviews: recentReviewsQuery(data, lng, { category: slug, limit: 6 }),
    districts: districtNamesQuery(data, lng),
    guides: contentListQuery(data, lng, { category: slug }),
  };
});
