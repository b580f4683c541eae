/**
 * Which near-me pages search engines may index (ADR 0018). The near-me page of a category
 * (nearme/{slug}) is always indexable; a region page (nearme/{slug}/{city}) when it lists enough pros
 * (shared/domain/listing-thresholds.ts). A category × district page
 * (nearme/{slug}/{city}/{district}) is indexable only when it has local data of its own:
 *
 *   at least DISTRICT_MIN_PROS public pros serving (or based in) the district
 *   AND (at least DISTRICT_MIN_QUOTES quotes sent on requests located in the district
 *        OR at least DISTRICT_MIN_REVIEWS reviews of jobs done in the district).
 *
 * The counts are the ones the page itself shows (server/modules/catalog/near-me.repository.ts): the pros list, the
 * sample sizes of the local prices and the local reviews. Below the threshold a district page still renders for
 * visitors, with `noindex, follow`, is left out of the sitemap, and its pros are listed on the region page.
 */

import { DISTRICT_MIN_QUOTES, DISTRICT_MIN_REVIEWS, LISTING_MIN_PROS, LISTING_NOINDEX, isListingIndexable } from './listing-thresholds';

// The district rule is one case of the listing thresholds shared by every listing type (listing-thresholds.ts).
export { DISTRICT_MIN_QUOTES, DISTRICT_MIN_REVIEWS };
export const DISTRICT_MIN_PROS = LISTING_MIN_PROS;

/** The robots value of a district page below the threshold: out of the index, its links still followed. */
export const DISTRICT_NOINDEX = LISTING_NOINDEX;

/** What a category × district page has of its own. */
export interface DistrictPageCounts {
  /** Public pros of the category serving or based in the district. */
  pros: number;
  /** Sent quotes of the category on requests located in the district. */
  quotes: number;
  /** Reviews of jobs of the category done in the district (review → bid → request). */
  reviews: number;
}

/** Whether a category × district page carries enough local data to be indexed. */
export function isDistrictPageIndexable(c: DistrictPageCounts): boolean {
  return isListingIndexable({ type: 'district', pros: c.pros, quotes: c.quotes, reviews: c.reviews });
}

/** The near-me page types: the whole of Hong Kong, one region, one district. */
export type NearMePageType = 'hong-kong' | 'region' | 'district';

/** Whether a near-me page may be indexed: HK-wide pages always, region pages by their pros, district pages by their counts. */
export function isNearMePageIndexable(type: NearMePageType, counts?: DistrictPageCounts): boolean {
  if (type === 'hong-kong') return true;
  if (type === 'region') return counts !== undefined && isListingIndexable({ type: 'region', pros: counts.pros });
  return counts !== undefined && isDistrictPageIndexable(counts);
}

/**
 * Near-duplicate measure of district pages (the issue's "shared text within a region"): the Jaccard similarity of
 * the two pages' sets of 5-token shingles, where a token is one CJK character or one run of letters/digits. Two
 * indexed district pages of the same category and region must stay below NEAR_DUPLICATE_MAX.
 */
export const SHINGLE_SIZE = 5;
export const NEAR_DUPLICATE_MAX = 0.6;

/** Tokens of a visible text: each CJK character alone, each run of letters or digits lower-cased. */
export function textTokens(text: string): string[] {
  return text.toLowerCase().match(/\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu) ?? [];
}

/** Jaccard similarity (0–1) of the shingle sets of two texts. */
export function shingleJaccard(a: string, b: string, size = SHINGLE_SIZE): number {
  const shingles = (text: string) => {
    const tokens = textTokens(text);
    const out = new Set<string>();
    for (let i = 0; i + size <= tokens.length; i += 1) out.add(tokens.slice(i, i + size).join(' '));
    return out;
  };
  const sa = shingles(a);
  const sb = shingles(b);
  if (sa.size === 0 && sb.size === 0) return 1;
  let shared = 0;
  for (const s of sa) if (sb.has(s)) shared += 1;
  return shared / (sa.size + sb.size - shared);
}
