/** Read endpoints of the public catalogue (see shared/api/data-client.ts). */
import type { Language } from '../../i18n/i18n-config';
import type { Region } from '../../domain/public-catalog';
import type {
  CatalogHome, CategoryDetail, District, Genre, NearMe, PriceGuide, PriceIndex,
} from '../../schemas/catalog.schema';

const q = (lng: Language, extra: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = { lng, ...extra };
  const parts = Object.entries(all)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return `?${parts.join('&')}`;
};

export interface CatalogReads {
  /** GET /api/catalog/home */
  catalogHome: { params: { lng: Language }; result: CatalogHome };
  /** GET /api/genres */
  catalogGenres: { params: { lng: Language }; result: Genre[] };
  /** GET /api/genres/:slug */
  catalogGenre: { params: { lng: Language; slug: string }; result: Genre };
  /** GET /api/categories/:slug */
  catalogCategory: { params: { lng: Language; slug: string }; result: CategoryDetail };
  /** GET /api/districts */
  catalogDistricts: { params: { lng: Language }; result: District[] };
  /** GET /api/near_me/:slug?region=&district= */
  catalogNearMe: { params: { lng: Language; slug: string; region?: Region; district?: string }; result: NearMe };
  /** GET /api/price_guides */
  priceIndex: { params: { lng: Language }; result: PriceIndex };
  /** GET /api/price_guides/:slug?district= */
  priceGuide: { params: { lng: Language; slug: string; district?: string }; result: PriceGuide };
}

export const catalogReadPaths = {
  catalogHome: (p: CatalogReads['catalogHome']['params']) => `/api/catalog/home${q(p.lng)}`,
  catalogGenres: (p: CatalogReads['catalogGenres']['params']) => `/api/genres${q(p.lng)}`,
  catalogGenre: (p: CatalogReads['catalogGenre']['params']) => `/api/genres/${encodeURIComponent(p.slug)}${q(p.lng)}`,
  catalogCategory: (p: CatalogReads['catalogCategory']['params']) => `/api/categories/${encodeURIComponent(p.slug)}${q(p.lng)}`,
  catalogDistricts: (p: CatalogReads['catalogDistricts']['params']) => `/api/districts${q(p.lng)}`,
  catalogNearMe: (p: CatalogReads['catalogNearMe']['params']) =>
    `/api/near_me/${encodeURIComponent(p.slug)}${q(p.lng, { region: p.region, district: p.district })}`,
  priceIndex: (p: CatalogReads['priceIndex']['params']) => `/api/price_guides${q(p.lng)}`,
  priceGuide: (p: CatalogReads['priceGuide']['params']) => `/api/price_guides/${encodeURIComponent(p.slug)}${q(p.lng, { district: p.district })}`,
};

export { q as lngQuery };
