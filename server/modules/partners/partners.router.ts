/** The HTTP edge of the partner areas (shared/api/partners.contract.ts). */
import { partnersContract } from '@shared/api/partners.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as partners from './partners.service';

export function partnersRoutes(deps: FullDeps): Implementation[] {
  return implement(partnersContract, {
    offer: ({ params, query }) => partners.partnerOffer(deps, params.slug, query.lng),
    items: ({ params, query }) => partners.partnerItems(deps, params.slug, query),
    search: ({ params, query }) => partners.partnerSearch(deps, params.slug, query),
  });
}
