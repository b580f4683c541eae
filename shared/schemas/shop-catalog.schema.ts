/**
 * The public shop's reads (docs/decisions/0038): the listing of published items with search, filters, sorts and pages,
 * and the few items a pro's profile or a category page shows.
 */
import { z } from 'zod';
import { CATALOG_SORTS } from '../domain/shop-catalog';
import { SHOP_LIMITS } from '../domain/shop-rules';
import { SEARCH_MAX_CHARS } from '../domain/search-query';
import { lngParam, slugParam } from './catalog.schema';
import { idParam, pageParam, pagedSchema, shortText, wholeNumber } from './common.schema';
import { formBool } from './form-values';
import { publicImageSchema } from './attachments.schema';
import { shopItemSchema } from './shop.schema';

const price = wholeNumber({ min: 0, max: SHOP_LIMITS.planPrice.max });

/**
 * GET /nshop/catalog: words in the name, keywords, description or category; a category; one pro's service (a
 * profile's "see all"); a district; a plan price range; reservations.
 */
export const shopCatalogQuerySchema = z.object({
  lng: lngParam,
  q: shortText(SEARCH_MAX_CHARS).optional(),
  category: slugParam.optional(),
  service: idParam.optional(),
  district: slugParam.optional(),
  min_price: price.optional(),
  max_price: price.optional(),
  /** Only items that take a reservation slot. */
  reservation: formBool.optional(),
  sort: z.enum(CATALOG_SORTS, { message: 'invalid_option' }).optional().default('relevance'),
  page: pageParam,
});
export type ShopCatalogQuery = z.input<typeof shopCatalogQuerySchema>;
export type ShopCatalogFilter = z.output<typeof shopCatalogQuerySchema>;

/** An item in the listing or a strip: what a buyer compares at a glance (nothing per viewer: the reads are shared). */
export const shopCatalogCardSchema = shopItemSchema
  .pick({
    id: true,
    service: true,
    category: true,
    name: true,
    service_type: true,
    remaining_quantity: true,
    sold_out: true,
    rating: true,
    like_count: true,
    accepts_reservation: true,
  })
  .extend({ from_price: z.number().int().nullable(), photo: publicImageSchema.nullable() });
export type ShopCatalogCard = z.infer<typeof shopCatalogCardSchema>;

const categoryFacetSchema = z.object({ slug: z.string(), name: z.string(), count: z.number().int() });

/** A page of the listing, with the categories that have items (the category filter offers only those). */
export const shopCatalogPageSchema = pagedSchema(shopCatalogCardSchema).extend({ categories: z.array(categoryFacetSchema) });
export type ShopCatalogPage = z.infer<typeof shopCatalogPageSchema>;

/** A profile's or a category's items: the first few and how many there are. */
export const shopStripSchema = z.object({ items: z.array(shopCatalogCardSchema), total: z.number().int() });
export type ShopStrip = z.infer<typeof shopStripSchema>;
