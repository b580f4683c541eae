/**
 * Partner areas (SPEC §2 fet and 55688life; docs/decisions/0043): a partner's offer and discount codes, quick-buy
 * items of its categories, and a search scoped to them. Public reads; every call answers 404 while the area's flag is
 * off or its partner is missing (and the item reads while the shop is off).
 */
import { lngQuerySchema } from '../schemas/catalog.schema';
import {
  partnerItemsPageSchema,
  partnerItemsQuerySchema,
  partnerOfferSchema,
  partnerSearchQuerySchema,
  partnerSearchResultSchema,
  partnerSlugParams,
} from '../schemas/partners.schema';
import { endpoint } from './endpoint';

export const partnersContract = {
  offer: endpoint({
    method: 'GET',
    path: '/partners/{slug}',
    access: 'visitor',
    rate: 'read',
    summary: "A partner's offer: who they are, what members get, the terms, its categories, discount codes and featured fixed-price items",
    params: partnerSlugParams,
    query: lngQuerySchema,
    response: partnerOfferSchema,
  }),
  items: endpoint({
    method: 'GET',
    path: '/partners/{slug}/items',
    access: 'visitor',
    rate: 'read',
    summary: "Quick-buy: published shop items of the partner's categories (or one of them), best rated first, 12 a page",
    params: partnerSlugParams,
    query: partnerItemsQuerySchema,
    response: partnerItemsPageSchema,
  }),
  search: endpoint({
    method: 'GET',
    path: '/partners/{slug}/search',
    access: 'visitor',
    rate: 'read',
    summary: "A search within the partner's categories: the categories the words mean and the matching items, 12 a page",
    params: partnerSlugParams,
    query: partnerSearchQuerySchema,
    response: partnerSearchResultSchema,
  }),
};
