/**
 * The cost guide of price/{slug}: prices by job type × property type from the questionnaire
 * answers of real requests and their sent quotes, the split by quote type, a quarterly trend, reviews that
 * mention price and the cheapest and best-rated pros of the category. Every figure carries its sample size;
 * a figure is null when fewer than `min_samples` quotes stand behind it.
 */
import { z } from 'zod';
import { lngQuerySchema } from './catalog.schema';

const pricedType = z.enum(['flat', 'hourly']);

/** p10 / median / p90 in whole HKD (rounded like every guide figure), null under the threshold. */
const figures = {
  samples: z.number().int(),
  low: z.number().int().nullable(),
  median: z.number().int().nullable(),
  high: z.number().int().nullable(),
};

const optionSchema = z.object({ value: z.string(), label: z.string() });

/** A questionnaire question used as a dimension of the cost table, with its options in display order. */
const dimensionSchema = z.object({ key: z.string(), label: z.string(), options: z.array(optionSchema) });

/** One cell of the cost table; `property` null means all property types of the job type. */
export const costCellSchema = z.object({ job: z.string(), property: z.string().nullable(), rating_type: pricedType, ...figures });
export type CostCell = z.infer<typeof costCellSchema>;

/** One quote type's share of the sent quotes and its figures (on-site quotes carry no price: figures stay null). */
export const quoteTypeSplitSchema = z.object({ rating_type: z.enum(['flat', 'hourly', 'onsite']), ...figures });
export type QuoteTypeSplit = z.infer<typeof quoteTypeSplitSchema>;

/** A quarter of the trend: its first day in Hong Kong time, the quotes sent in it, the median when enough. */
export const trendPointSchema = z.object({ period_start: z.string(), samples: z.number().int(), median: z.number().int().nullable() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const priceReviewSchema = z.object({
  id: z.number().int(),
  reviewer_name: z.string(),
  score: z.number().int(),
  note: z.string(),
  created: z.string(),
  service: z.object({ quote_service_id: z.number().int(), slug: z.string(), business_name: z.string() }),
});
export type PriceReview = z.infer<typeof priceReviewSchema>;

/** A pro of the category with prices from its own sent quotes and its rating from this category's reviews. */
export const pricedProSchema = z.object({
  quote_service_id: z.number().int(),
  slug: z.string(),
  business_name: z.string(),
  /** Lowest and median quote of the guide's main type in this category; null without such a quote. */
  starting_price: z.number().int().nullable(),
  typical_price: z.number().int().nullable(),
  quotes: z.number().int(),
  rating: z.number().nullable(),
  review_count: z.number().int(),
});
export type PricedPro = z.infer<typeof pricedProSchema>;

/** GET /api/price_guides/{slug}/report */
export const costGuideSchema = z.object({
  category: z.object({ slug: z.string(), name: z.string(), icon: z.string(), genre_slug: z.string(), genre_name: z.string() }),
  min_samples: z.number().int(),
  /** Every sent quote with a quote type (flat, hourly, on-site). */
  total_quotes: z.number().int(),
  /** The priced type most quotes use: the one the trend, FAQ and pro prices speak about. */
  main_type: pricedType.nullable(),
  first_quote_on: z.string().nullable(),
  /** "Last updated": when the newest quote included was sent (server time, UTC). */
  last_quote_on: z.string().nullable(),
  job: dimensionSchema.nullable(),
  property: dimensionSchema.nullable(),
  cells: z.array(costCellSchema),
  split: z.array(quoteTypeSplitSchema),
  trend: z.array(trendPointSchema),
  reviews: z.array(priceReviewSchema),
  cheapest: z.array(pricedProSchema),
  best_rated: z.array(pricedProSchema),
});
export type CostGuide = z.infer<typeof costGuideSchema>;
export const costGuideQuerySchema = lngQuerySchema;
