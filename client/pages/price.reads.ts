/** What a cost guide page (price/{slug}) reads, once for its prefetch, its head and the page. */
import { costGuideQuery } from '@client/features/catalog/api/price-guide.queries';
import { priceGuideQuery } from '@client/features/catalog/api/catalog.queries';
import { pageReads } from '@client/lib/page-reads';

/** The cost guide decides whether the page exists; the price guide adds its district figures. */
export const priceReads = pageReads(({ data, lng, params }) => ({
  guide: costGuideQuery(data, lng, params.slug ?? ''),
  districts: priceGuideQuery(data, lng, params.slug ?? ''),
}));
