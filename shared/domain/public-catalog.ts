/** Rules of the public catalogue pages (issue 4): price-guide sample sizes, featured pros, regions. */

/** A price range is shown only from this many real quotes (fewer: an honest "not enough data" message). */
export const MIN_PRICE_SAMPLES = 5;

/** A pro qualifies for "featured" with at least this rating and this many reviews, public and not archived. */
export const FEATURED_MIN_RATING = 4.5;
export const FEATURED_MIN_REVIEWS = 3;

/** The three regions of Hong Kong used as the {city} segment of nearme URLs. */
export const REGIONS = ['hong-kong-island', 'kowloon', 'new-territories'] as const;
export type Region = (typeof REGIONS)[number];

export function isRegion(value: unknown): value is Region {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value);
}

export const RATING_TYPES = ['flat', 'hourly', 'onsite'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

/** Rounds a price-guide figure to a readable whole-HKD amount (nearest 10 from HK$100, nearest 50 from HK$2,000). */
export function roundGuidePrice(value: number): number {
  if (value >= 2000) return Math.round(value / 50) * 50;
  if (value >= 100) return Math.round(value / 10) * 10;
  return Math.max(1, Math.round(value));
}

/** Nearest-rank-free linear percentile of sorted numbers (the same definition as PostgreSQL percentile_cont). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const idx = (sorted.length - 1) * p;
  const lo = Math.floor(idx);
  const hi = Math.ceil(idx);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (idx - lo);
}
