/** What a near-me page reads (Hong Kong, region or district), once for its prefetch, its head and the page. */
import { isRegion, pageFrom } from '@shared/domain/catalog';
import { nearMeQuery, priceGuideQuery } from '@client/features/catalog/api/catalog.queries';
import { nearMeDistrictQuery, nearMeRegionQuery } from '@client/features/catalog/api/near-me.queries';
import { proListQuery } from '@client/features/pro-services/api/pro-services.queries';
import { recentReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';

/**
 * `nearme/{slug}[/{city}[/{district}]]`: the category's near-me answer decides whether the page exists. A district
 * page is built from its own local data (ADR 0018); Hong Kong and region pages from the lists.
 */
export const nearMeReads = pageReads(({ data, lng, params, search }) => {
  const { slug = '', district } = params;
  const region = isRegion(params.city) ? params.city : undefined;
  const page = pageFrom(search);
  const area = !district;
  return {
    near: nearMeQuery(data, lng, { slug, region, district }),
    local: area ? undefined : nearMeDistrictQuery(data, lng, { slug, district, page }),
    guide: area ? priceGuideQuery(data, lng, slug) : undefined,
    pros: area ? proListQuery(data, { lng, category: slug, region, page }) : undefined,
    reviews: area ? recentReviewsQuery(data, lng, { category: slug, limit: 4 }) : undefined,
    regionDistricts: area && region ? nearMeRegionQuery(data, lng, { slug, region }) : undefined,
  };
});
