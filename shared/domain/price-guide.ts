/**
 * Rules of the cost guides on price/{slug}, used by the server queries, the pages, the
 * methodology page and the tests. Sample thresholds and rounding are those of shared/domain/catalog.ts (ADR 0004).
 */

/** The trend covers the quarters of the last 18 months, in Hong Kong time. */
export const PRICE_TREND_MONTHS = 18;
export const PRICE_TREND_QUARTERS = PRICE_TREND_MONTHS / 3;
export const PRICE_TIME_ZONE = 'Asia/Hong_Kong';

/** How many reviews that mention price, and how many pros per list (cheapest, best rated), a guide shows. */
export const PRICE_REVIEWS_SHOWN = 6;
export const PRICE_PROS_SHOWN = 4;
/** A pro enters "lowest priced" with at least this many quotes of the main type in the category (one quote is no price list). */
export const PRICE_CHEAPEST_MIN_QUOTES = 2;
/** A pro enters "best rated" with at least this many reviews in the category. */
export const PRICE_BEST_RATED_MIN_REVIEWS = 2;

/** The question key whose answer is the property type, when the category asks it. */
export const PROPERTY_TYPE_KEY = 'property_type';

/**
 * Words that make a review "about price", Chinese (Hong Kong usage) and English. One pattern that PostgreSQL
 * (`~*`, ARE) and JavaScript (flag i) read the same way: no \b or \y, lookaheads keep 平日 (weekday), 平安,
 * 抵達 (arrive) and the like out, and English words must stand alone ("fee" but not "feel" or "feedback").
 */
export const PRICE_WORD_PATTERN = [
  '價',
  '貴',
  '收費',
  '費用',
  '上門費',
  '便宜',
  '划算',
  '平(?!日|安|台|時|常|方|面|板|靜|衡|均)',
  '抵(?!達|押|抗|制|觸|擋|銷)',
  '\\$',
  '(^|[^a-z])(prices?|priced|pricing|cheap|cheaper|cheapest|expensive|value|quotes?|quoted|fees?|costs?|costly|charged?|charges|afford(able)?|budget|overpriced|reasonabl[ey])([^a-z]|$)',
].join('|');

/** Whether a text mentions price (the same test the SQL of the guide applies). */
export function mentionsPrice(text: string): boolean {
  return new RegExp(PRICE_WORD_PATTERN, 'i').test(text);
}

/** A whole-number percentage of a part (0 when there is no total). */
export function sharePercent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

/** A quarter from the start date of a trend period ("2026-07-01" → 2026, 3). */
export function quarterOf(periodStart: string): { year: number; quarter: number } {
  const [y, m] = periodStart.split('-').map(Number);
  return { year: y, quarter: Math.floor((m - 1) / 3) + 1 };
}

/** The URL slug of the methodology page; no category may use it (price/{slug} would be unreachable). */
export const METHODOLOGY_SLUG = 'methodology';
