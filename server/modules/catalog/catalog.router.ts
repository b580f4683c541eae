/** The HTTP edge of the public catalogue (shared/api/catalog.contract.ts). */
import { catalogContract } from '@shared/api/catalog.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as catalog from './catalog.service';

export function catalogRoutes({ db }: AppDeps): Implementation[] {
  return implement(catalogContract, {
    home: ({ query }) => catalog.getCatalogHome(db, query.lng),
    proStats: () => catalog.getProLandingStats(db),
    genres: ({ query }) => catalog.listGenres(db, query.lng),
    genre: ({ params, query }) => catalog.getGenre(db, params.slug, query.lng),
    category: ({ params, query }) => catalog.getCategory(db, params.slug, query.lng),
    districts: ({ query }) => catalog.allDistricts(db, query.lng),
    nearMe: ({ params, query }) => catalog.getNearMe(db, { ...query, slug: params.slug }),
    priceIndex: ({ query }) => catalog.getPriceIndex(db, query.lng),
    priceGuide: ({ params, query }) => catalog.getPriceGuide(db, { ...query, slug: params.slug }),
  });
}
