/**
 * The public shop (docs/decisions/0038): published items of categories their services still offer, from public
 * services. The listing (search, filters, sorts, pages) and the strips of a pro's profile and a category page. Public,
 * the same for every visitor and cached like the catalogue (1200 s); every call answers 404 while the `shop` or
 * `nshop` flag is off.
 */
import { z } from 'zod';
import { lngQuerySchema, slugParam } from '../schemas/catalog.schema';
import { idParams } from '../schemas/common.schema';
import { shopCatalogPageSchema, shopCatalogQuerySchema, shopStripSchema } from '../schemas/shop-catalog.schema';
import { endpoint } from './endpoint';

export const shopCatalogContract = {
  list: endpoint({
    method: 'GET',
    path: '/nshop/catalog',
    access: 'visitor',
    rate: 'read',
    summary:
      'Published items, 20 a page: words matched in the name, keywords, description or category (zh and en), a category, a service, a district served, a plan price range, reservations; by relevance, price, rating or newest. A page past the end is 404',
    query: shopCatalogQuerySchema,
    response: shopCatalogPageSchema,
  }),
  service: endpoint({
    method: 'GET',
    path: '/nshop/catalog/services/{id}',
    access: 'visitor',
    rate: 'read',
    summary: "A pro's profile strip: the first six of the service's published items and how many there are",
    params: idParams,
    query: lngQuerySchema,
    response: shopStripSchema,
  }),
  category: endpoint({
    method: 'GET',
    path: '/nshop/catalog/categories/{slug}',
    access: 'visitor',
    rate: 'read',
    summary:
      "A category page's strip: the first six of the category's published items and how many there are (404 for an unknown category)",
    params: z.object({ slug: slugParam }),
    query: lngQuerySchema,
    response: shopStripSchema,
  }),
};
