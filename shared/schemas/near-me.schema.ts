/**
 * Contracts of the local data behind near-me pages (ADR 0018): a category × district page's own
 * pros, prices, jobs, reviews and reply times, and the districts a region page folds in because they are below the
 * indexing threshold (shared/domain/district-pages.ts). Names are in the requested language.
 */
import { z } from 'zod';
import { REGIONS, RATING_TYPES } from '../domain/catalog';
import { pageParam, pagedSchema } from './common.schema';
import { lngParam, priceBandSchema, slugParam } from './catalog.schema';
import { reviewItemSchema } from './reviews.schema';

export const nearMeDistrictParamsSchema = z.object({ slug: slugParam, district: slugParam });
export const nearMeDistrictQuerySchema = z.object({ lng: lngParam, page: pageParam });
export const nearMeRegionParamsSchema = z.object({ slug: slugParam, region: z.enum(REGIONS) });
export const nearMeRegionQuerySchema = z.object({ lng: lngParam });

const countsSchema = z.object({
  /** Public pros of the category serving or based in the district. */
  pros: z.number().int(),
  /** Sent quotes of the category on requests located in the district. */
  quotes: z.number().int(),
  /** Reviews of jobs of the category done in the district. */
  reviews: z.number().int(),
});

/** A pro in a district list: figures of the category only, plus hires of jobs in the district. */
export const districtProSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name: z.string(),
  logo_url: z.string().nullable(),
  is_verified: z.boolean(),
  /** The pro's base is this district (ranked first). */
  based_here: z.boolean(),
  base_district: z.object({ slug: z.string(), name: z.string() }).nullable(),
  rating: z.number(),
  review_count: z.number().int(),
  hired_count: z.number().int(),
  /** Hires of this category's jobs located in the district. */
  local_hired_count: z.number().int(),
  response_minutes: z.number().int().nullable(),
  starting_price: z.number().int().nullable(),
  starting_price_type: z.enum(RATING_TYPES).nullable(),
});
export type DistrictPro = z.infer<typeof districtProSchema>;

/** Sent quotes of one quote type on the district's requests (a price band of them), with the Hong Kong-wide figure. */
export const localPriceSchema = priceBandSchema.extend({
  hk_samples: z.number().int(),
  /** Hong Kong-wide median of the same quote type; null like the band's own figures. */
  hk_median: z.number().int().nullable(),
});
export type LocalPrice = z.infer<typeof localPriceSchema>;

/** A recent job in the district, anonymised: answers' labels, a price and a month, never who or where exactly. */
export const recentJobSchema = z.object({
  /** The answer to the category's first single-choice question. */
  job_type: z.string().nullable(),
  /** The answer to the property-type question, when the category asks it. */
  property_type: z.string().nullable(),
  rating_type: z.enum(['flat', 'hourly']),
  /** Whole HKD: the hired quote's price, or the median of the job's priced quotes. */
  price: z.number().int(),
  price_basis: z.enum(['hired', 'median']),
  /** Priced quotes the job received. */
  quotes: z.number().int(),
  /** The month the job was posted, YYYY-MM (Hong Kong time). */
  month: z.string(),
});
export type RecentJob = z.infer<typeof recentJobSchema>;

/** GET /api/near_me/{slug}/districts/{district}: a category × district page's own data. */
export const nearMeDistrictSchema = z.object({
  category: z.object({ slug: z.string(), name: z.string(), genre_slug: z.string() }),
  district: z.object({ slug: z.string(), name: z.string(), region: z.enum(REGIONS) }),
  /** Whether the page passes the indexing threshold (shared/domain/district-pages.ts). */
  indexable: z.boolean(),
  counts: countsSchema.extend({ based: z.number().int() }),
  /** Pros serving or based in the district: based there first, then by hires of jobs in the district and the category. */
  pros: pagedSchema(districtProSchema),
  /** Per quote type, from quotes on the district's requests (types without local quotes are left out). */
  prices: z.array(localPriceSchema),
  min_samples: z.number().int(),
  /** Newest reviews of jobs done in the district, and their average score (null without any). */
  reviews: z.array(reviewItemSchema),
  review_avg: z.number().nullable(),
  jobs: z.object({
    /** The questions whose answers describe a job (column headings), null when the category has none. */
    job_type_label: z.string().nullable(),
    property_type_label: z.string().nullable(),
    items: z.array(recentJobSchema),
  }),
  /** How the district's requests were answered: requests with a quote, the median minutes to the first, quotes each. */
  replies: z.object({
    requests: z.number().int(),
    median_first_quote_minutes: z.number().int().nullable(),
    avg_quotes: z.number().nullable(),
  }),
  /** The same district in related categories whose district page is indexable. */
  related: z.array(z.object({ slug: z.string(), name: z.string(), pros: z.number().int() })),
  /** The same category in the districts sharing a boundary with this one. */
  neighbours: z.array(
    z.object({ slug: z.string(), name: z.string(), region: z.enum(REGIONS), pros: z.number().int(), indexable: z.boolean() }),
  ),
});
export type NearMeDistrict = z.infer<typeof nearMeDistrictSchema>;

/** GET /api/near_me/{slug}/regions/{region}: how the region page treats its districts. */
export const nearMeRegionSchema = z.object({
  region: z.enum(REGIONS),
  /** Districts of the region with an indexed page of their own. */
  indexed: z.array(z.object({ slug: z.string(), name: z.string(), counts: countsSchema })),
  /** Districts below the threshold that have pros: shown on the region page with their pros (folded in). */
  folded: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      counts: countsSchema,
      pros: z.array(z.object({ quote_service_id: z.number().int(), slug: z.string(), business_name: z.string(), based_here: z.boolean() })),
    }),
  ),
});
export type NearMeRegion = z.infer<typeof nearMeRegionSchema>;
