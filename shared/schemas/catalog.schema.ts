/**
 * Public catalogue contracts: genres, categories with their questionnaire and FAQ, districts,
 * price guides computed from real quotes. Bilingual DB columns are returned in the requested language.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/i18n-config';
import { RATING_TYPES, REGIONS } from '../domain/catalog';
import { LICENCE_TYPES } from '../domain/verification';
import { shortText } from './common.schema';

export const lngParam = z.enum(LANGUAGES).default('zh-HK');
export const slugParam = shortText(80).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'invalid' });

/** GET query of most public reads: the language of the bilingual columns. */
export const lngQuerySchema = z.object({ lng: lngParam });

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const categorySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  genre_slug: z.string(),
  pro_count: z.number().int(),
  /** The licence a pro must hold to be matched to or quote this category (SPEC §8 251); absent or null: none. */
  required_licence_type: z.enum(LICENCE_TYPES).nullable().optional(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

export const genreSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  categories: z.array(categorySummarySchema),
});
export type Genre = z.infer<typeof genreSchema>;

export const districtSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  region: z.enum(REGIONS),
  name: z.string(),
  areas: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type District = z.infer<typeof districtSchema>;
/** A district without its areas (links and filters). */
export type DistrictName = Omit<District, 'areas'>;

export const questionSchema = z.object({
  field_key: z.string(),
  type: z.enum(['single', 'multi', 'text', 'date', 'district', 'budget', 'photo']),
  label: z.string(),
  help: z.string(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  is_required: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/categories/:slug */
export const categoryDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  genre: z.object({ slug: z.string(), name: z.string() }),
  questions: z.array(questionSchema),
  faq: z.array(faqItemSchema),
  related: z.array(categorySummarySchema),
  pro_count: z.number().int(),
  review_count: z.number().int(),
  avg_rating: z.number().nullable(),
  hired_count: z.number().int(),
  /** Requests posted in the last 30 days (pro-signup pages show demand). */
  recent_request_count: z.number().int(),
  /** What a pro pays from the wallet to send one quote (SPEC §1), whole HKD. */
  quote_fee: z.number().int(),
  /** The licence a pro must hold to be matched to or quote this category (SPEC §8 251), or null. */
  required_licence_type: z.enum(LICENCE_TYPES).nullable(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const priceBandSchema = z.object({
  rating_type: z.enum(RATING_TYPES),
  samples: z.number().int(),
  /** p10 / median / p90 in whole HKD; null for on-site inspection or under MIN_PRICE_SAMPLES quotes. */
  low: z.number().int().nullable(),
  median: z.number().int().nullable(),
  high: z.number().int().nullable(),
});
export type PriceBand = z.infer<typeof priceBandSchema>;

/** GET /api/price_guides/:slug?district= */
export const priceGuideSchema = z.object({
  category: z.object({ slug: z.string(), name: z.string(), genre_slug: z.string() }),
  district: z.object({ slug: z.string(), name: z.string(), region: z.enum(REGIONS) }).nullable(),
  total_samples: z.number().int(),
  min_samples: z.number().int(),
  bands: z.array(priceBandSchema),
  /** Districts with at least min_samples priced quotes of the main type. */
  districts: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      region: z.enum(REGIONS),
      rating_type: z.enum(RATING_TYPES),
      samples: z.number().int(),
      median: z.number().int(),
    }),
  ),
  first_quote_on: z.string().nullable(),
  last_quote_on: z.string().nullable(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;
export const priceGuideQuerySchema = z.object({
  lng: lngParam,
  district: slugParam.optional(),
  /** `summary`: the bands without the district list (a category page shows only the bands). */
  view: z.enum(['summary']).optional(),
});

/** GET /api/price_guides: one line per category. */
export const priceIndexSchema = z.array(
  z.object({
    genre: z.object({ slug: z.string(), name: z.string() }),
    categories: z.array(
      z.object({ slug: z.string(), name: z.string(), icon: z.string(), samples: z.number().int(), band: priceBandSchema.nullable() }),
    ),
  }),
);
export type PriceIndex = z.infer<typeof priceIndexSchema>;

/** GET /api/catalog/home: everything the home page shows. */
export const catalogStatsSchema = z.object({
  pro_count: z.number().int(),
  category_count: z.number().int(),
  review_count: z.number().int(),
  avg_rating: z.number().nullable(),
  quote_count: z.number().int(),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const catalogHomeSchema = z.object({
  genres: z.array(genreSchema),
  districts: z.array(districtSchema),
  stats: catalogStatsSchema,
});
export type CatalogHome = z.infer<typeof catalogHomeSchema>;

/** GET /api/catalog/pro_stats: real figures for the pro landing page (SPEC §2 `pro`), cached like the catalogue. */
export const proLandingStatsSchema = z.object({
  /** The window of the "recent" figures, in days. */
  period_days: z.number().int(),
  /** Requests posted in the window. */
  recent_request_count: z.number().int(),
  /** Quotes sent in the window. */
  recent_quote_count: z.number().int(),
  /** Quotes sent per request, over the requests of the window that received at least one; null without any. */
  avg_quotes_per_request: z.number().nullable(),
  /** Requests of the window whose customer hired a pro. */
  recent_hire_count: z.number().int(),
  /** Pros with a published, public, unarchived service. */
  active_pro_count: z.number().int(),
  category_count: z.number().int(),
  /** The per-quote fee range over active categories, whole HKD (SPEC §1: the fee is paid when a quote is sent). */
  quote_fee_min: z.number().int(),
  quote_fee_max: z.number().int(),
  /** Free credit a new pro starts with, whole HKD. */
  starter_credit: z.number().int(),
});
export type ProLandingStats = z.infer<typeof proLandingStatsSchema>;

/** GET /api/near_me/:slug?region=&district= : where a category is served. */
export const nearMeQuerySchema = z.object({ lng: lngParam, region: z.enum(REGIONS).optional(), district: slugParam.optional() });
export const nearMeSchema = z.object({
  category: categorySummarySchema.extend({ genre_name: z.string() }),
  region: z.enum(REGIONS).nullable(),
  district: districtSchema.nullable(),
  /** Districts of the region (or all), with how many pros of the category serve each. */
  districts: z.array(districtSchema.extend({ pro_count: z.number().int() })),
});
export type NearMe = z.infer<typeof nearMeSchema>;
