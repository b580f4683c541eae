/** Read endpoints of public pro profiles and lists (see shared/api/data-client.ts). */
import type { Language } from '../../i18n/i18n-config';
import type { ProListQuery, FeaturedPros, ProPage, ProProfile } from '../../schemas/pro-services.schema';
import { lngQuery } from './catalog.reads';

export interface ProServicesReads {
  /** GET /api/pro_list?category=&genre=&district=&region=&q=&page= */
  proList: { params: ProListQuery; result: ProPage };
  /** GET /api/services/featured?page=&limit= */
  proFeatured: { params: { lng: Language; page: number; limit: number }; result: FeaturedPros };
  /** GET /api/services/:id/public */
  proProfile: { params: { lng: Language; id: number }; result: ProProfile };
}

export const proServicesReadPaths = {
  proList: (p: ProListQuery) =>
    `/api/pro_list${lngQuery(p.lng, { category: p.category, genre: p.genre, district: p.district, region: p.region, q: p.q, page: String(p.page) })}`,
  proFeatured: (p: ProServicesReads['proFeatured']['params']) => `/api/services/featured${lngQuery(p.lng, { page: String(p.page), limit: String(p.limit) })}`,
  proProfile: (p: ProServicesReads['proProfile']['params']) => `/api/services/${p.id}/public${lngQuery(p.lng)}`,
};
