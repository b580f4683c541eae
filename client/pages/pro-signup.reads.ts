/** What pro-signup/{slug} reads, once for its prefetch, its head and the page. */
import { categoryQuery, priceGuideQuery } from '@client/features/catalog/api/catalog.queries';
import { pageReads } from '@client/lib/page-reads';

/** The service (it decides whether the page exists) and its job values. */
export const proSignupReads = pageReads(({ data, lng, params }) => ({
  category: categoryQuery(data, lng, params.slug ?? ''),
  guide: priceGuideQuery(data, lng, params.slug ?? ''),
}));
