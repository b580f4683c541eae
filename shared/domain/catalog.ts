/** Rules of the catalogue pages: price-guide sample sizes and rounding (ADR 0004), featured pros, regions, list pages. */

/** A price range is shown only from this many real quotes (fewer: an honest "not enough data" message). */
export const MIN_PRICE_SAMPLES = 5;

/** The window of every "recent demand" figure (pro landing, pro-signup pages, category stats), in days. */
export const DEMAND_PERIOD_DAYS = 30;

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

/** The ?page= of a list URL: a whole number from 1, anything else counts as page 1. */
export function pageFrom(search: string | URLSearchParams): number {
  const raw = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page');
  const n = Number(raw ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export type ProFilterKind =
  | { kind: 'all' }
  | { kind: 'category'; slug: string; name: string; genre: { slug: string; name: string } }
  | { kind: 'genre'; slug: string; name: string }
  | { kind: 'district'; slug: string; name: string; region: Region }
  | { kind: 'region'; slug: Region };

/** What the {filter} segment of pro-list means: a category, genre, district or region slug (else null: 404). */
export function resolveProFilter(
  filter: string | undefined,
  genres: { slug: string; name: string; categories: { slug: string; name: string }[] }[],
  districts: { slug: string; name: string; region: Region }[],
): ProFilterKind | null {
  if (!filter) return { kind: 'all' };
  // Categories first: "moving" is both a genre and a category, and the category is the more useful list.
  for (const g of genres) {
    const c = g.categories.find((x) => x.slug === filter);
    if (c) return { kind: 'category', slug: c.slug, name: c.name, genre: { slug: g.slug, name: g.name } };
  }
  const g = genres.find((x) => x.slug === filter);
  if (g) return { kind: 'genre', slug: g.slug, name: g.name };
  const d = districts.find((x) => x.slug === filter);
  if (d) return { kind: 'district', slug: d.slug, name: d.name, region: d.region };
  if (isRegion(filter)) return { kind: 'region', slug: filter };
  return null;
}
