/** Public pro (quote service) contracts: cards in lists, the public profile, search and featured pros. */
import { z } from 'zod';
import { REGIONS } from '../domain/catalog';
import { pageParam, pagedSchema, shortText, wholeNumber } from './common.schema';
import { lngParam, slugParam } from './catalog.schema';
import { publicImageSchema } from './attachments.schema';
import { CERTIFICATE_TYPES, LICENCE_TYPES } from './certificates.schema';

export const proCardSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name: z.string(),
  summary: z.string(),
  logo_url: z.string().nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  hired_count: z.number().int(),
  response_minutes: z.number().int().nullable(),
  starting_price: z.number().int().nullable(),
  starting_price_type: z.enum(['flat', 'hourly', 'onsite']).nullable(),
  is_verified: z.boolean(),
  year_founded: z.number().int().nullable(),
  base_district: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type ProCard = z.infer<typeof proCardSchema>;

export const proPageSchema = pagedSchema(proCardSchema);
export type ProPage = z.infer<typeof proPageSchema>;

/** GET /api/pro_list: pros sorted by hired_count desc (SPEC §9), 20 a page, filtered by category/genre/district/keyword. */
export const proListQuerySchema = z.object({
  lng: lngParam,
  category: slugParam.optional(),
  genre: slugParam.optional(),
  district: slugParam.optional(),
  region: z.enum(REGIONS).optional(),
  q: shortText(80).optional(),
  page: pageParam,
});
export type ProListQuery = z.infer<typeof proListQuerySchema>;

export const businessHourSchema = z.object({ weekday: z.number().int().min(1).max(7), open: z.string(), close: z.string() });

/** GET /api/services/:id/public */
export const proProfileSchema = proCardSchema.extend({
  description: z.string(),
  employees: z.number().int().nullable(),
  website: z.string().nullable(),
  created: z.string(),
  is_service_professional_travels_to_me: z.boolean(),
  is_customer_travel_to_me: z.boolean(),
  is_over_phone_or_internet: z.boolean(),
  travel_distance_km: z.number().int(),
  categories: z.array(z.object({ slug: z.string(), name: z.string(), genre_slug: z.string() })),
  areas: z.array(z.object({ slug: z.string(), name: z.string(), region: z.enum(REGIONS) })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  business_hours: z.array(businessHourSchema),
  /** Approved certificates only (status 2), as dated badges; `reviewed_on` is when an operator approved it (UTC). */
  certificates: z.array(
    z.object({
      service_certificate_id: z.number().int(),
      name: z.string(),
      type: z.enum(CERTIFICATE_TYPES),
      licence_type: z.enum(LICENCE_TYPES).nullable(),
      status: z.number().int(),
      description: z.string(),
      reviewed_on: z.string().nullable(),
    }),
  ),
  /** Photos of past work in the pro's order; `image` (sizes and WebP/JPEG variants) for processed uploads. */
  media: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      caption: z.string(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
      image: publicImageSchema.nullable(),
    }),
  ),
  /** The processed logo (logo_url is its thumb), null when the pro has none. */
  logo: publicImageSchema.nullable(),
  /** A pause event covering now (SPEC §3), shown as "temporarily unavailable". */
  paused_until: z.string().nullable(),
  /**
   * The pro's figures in each category it offers, exactly as that category's lists show the pro's card; the profile's
   * own rating, review_count, hired_count and starting price count the pro across all its categories.
   */
  category_figures: z.array(
    proCardSchema.pick({ rating: true, review_count: true, hired_count: true, starting_price: true, starting_price_type: true }).extend({
      slug: z.string(),
      name: z.string(),
    }),
  ),
});
export type ProProfile = z.infer<typeof proProfileSchema>;

/** GET /api/services/featured: shown only when at least MIN_PRO_COUNT_TO_DISPLAY pros qualify (SPEC §6). */
export const featuredProsSchema = z.object({
  qualifying_count: z.number().int(),
  min_count: z.number().int(),
  show: z.boolean(),
  items: z.array(proCardSchema),
  page: z.number().int(),
  total_pages: z.number().int(),
});
export type FeaturedPros = z.infer<typeof featuredProsSchema>;
export const featuredQuerySchema = z.object({ lng: lngParam, page: pageParam, limit: wholeNumber({ min: 1, max: 20 }).default(20) });
