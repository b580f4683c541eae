/**
 * Which near-me pages search engines may index (ADR 0018). The near-me page of a category
 * (nearme/{slug}) and of a region (nearme/{slug}/{city}) are always indexable. A category × district page
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

export const DISTRICT_MIN_PROS = 3;
export const DISTRICT_MIN_QUOTES = 5;
export const DISTRICT_MIN_REVIEWS = 3;

/** The robots value of a district page below the threshold: out of the index, its links still followed. */
export const DISTRICT_NOINDEX = 'noindex, follow';

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
  return c.pros >= DISTRICT_MIN_PROS && (c.quotes >= DISTRICT_MIN_QUOTES || c.reviews >= DISTRICT_MIN_REVIEWS);
}

/** The near-me page types: the whole of Hong Kong, one region, one district. */
export type NearMePageType = 'hong-kong' | 'region' | 'district';

/** Whether a near-me page may be indexed: HK-wide and region pages always, district pages by their counts. */
export function isNearMePageIndexable(type: NearMePageType, counts?: DistrictPageCounts): boolean {
  if (type !== 'district') return true;
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
