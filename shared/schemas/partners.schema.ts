/** Partner areas' wire shapes (docs/decisions/0043): the offer, its discount codes, quick-buy items and the search. */
import { z } from 'zod';
import { PARTNER_SLUGS } from '../domain/partners';
import { SEARCH_MAX_CHARS } from '../domain/search-query';
import { lngParam, slugParam } from './catalog.schema';
import { pageParam, pagedSchema, shortText } from './common.schema';
import { shopCatalogCardSchema } from './shop-catalog.schema';

const int = z.number().int();

export const partnerSlugParams = z.object({ slug: z.enum(PARTNER_SLUGS, { message: 'invalid_option' }) });

/** A discount code of the partner as its discount page shows it (`remaining` null: no limit on uses). */
export const partnerCouponSchema = z.object({
  code: z.string(),
  amount: int,
  description: z.string(),
  valid_from: z.string(),
  valid_until: z.string(),
  per_user_limit: int,
  remaining: int.nullable(),
  /** open: usable now; upcoming: not yet; ended: past its window, used up or switched off. */
  state: z.enum(['open', 'upcoming', 'ended']),
});
export type PartnerCoupon = z.infer<typeof partnerCouponSchema>;

export const partnerCategorySchema = z.object({ id: int, slug: z.string(), name: z.string(), icon: z.string().nullable() });
export type PartnerCategory = z.infer<typeof partnerCategorySchema>;

/** GET /partners/{slug}: who the partner is, what its members get, its categories, codes and featured services. */
export const partnerOfferSchema = z.object({
  slug: z.enum(PARTNER_SLUGS),
  name: z.string(),
  about: z.string(),
  offer: z.string(),
  benefits: z.array(z.string()),
  terms: z.array(z.string()),
  categories: z.array(partnerCategorySchema),
  coupons: z.array(partnerCouponSchema),
  featured: z.array(shopCatalogCardSchema),
});
export type PartnerOffer = z.infer<typeof partnerOfferSchema>;

/** GET /partners/{slug}/items: published fixed-price items of the partner's categories (one of them, or all). */
export const partnerItemsQuerySchema = z.object({ lng: lngParam, category: slugParam.optional(), page: pageParam });
export type PartnerItemsQuery = z.infer<typeof partnerItemsQuerySchema>;
export const partnerItemsPageSchema = pagedSchema(shopCatalogCardSchema);

/** GET /partners/{slug}/search: words matched within the partner's categories only. */
export const partnerSearchQuerySchema = z.object({ lng: lngParam, q: shortText(SEARCH_MAX_CHARS), page: pageParam });
export type PartnerSearchQuery = z.infer<typeof partnerSearchQuerySchema>;
export const partnerSearchResultSchema = z.object({
  q: z.string(),
  categories: z.array(partnerCategorySchema),
  items: partnerItemsPageSchema,
});
export type PartnerSearchResult = z.infer<typeof partnerSearchResultSchema>;
