/** The HTTP edge of the public shop's reads (shared/api/shop-catalog.contract.ts). */
import { shopCatalogContract } from '@shared/api/shop-catalog.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as catalog from './shop-catalog.service';

export function shopCatalogRoutes(deps: FullDeps): Implementation[] {
  return implement(shopCatalogContract, {
    list: ({ query }) => catalog.listCatalog(deps, query),
    service: ({ params, query }) => catalog.serviceStrip(deps, params.id, query.lng),
    category: ({ params, query }) => catalog.categoryStrip(deps, params.slug, query.lng),
  });
}
