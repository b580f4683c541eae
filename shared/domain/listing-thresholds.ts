/**
 * Which listing pages earn a place in the index (docs/decisions/0046-listing-thresholds.md): one rule for every
 * generated listing, read by the page head (robots) and the sitemap alike, so a page is either indexable and listed
 * or `noindex, follow` and left out — never one without the other.
 *
 *  - a list of pros (near-me region page, pro-list/{category}) needs at least LISTING_MIN_PROS pros on it;
 *  - a category × district near-me page needs those pros and local data of its own (quotes or reviews,
 *    shared/domain/district-pages.ts);
 *  - a pro-signup/{slug} page (mostly template text) needs real demand: at least SIGNUP_MIN_REQUESTS requests in
 *    the category over the last 30 days, the figure the page itself shows.
 *
 * Below its threshold a page still renders for visitors and its links are followed.
 */

/** Fewest pros a listing must show to be indexed: one or two names are a thin page, not a choice. */
export const LISTING_MIN_PROS = 3;

/** Fewest requests in the category over the last 30 days for its pro-signup page to be indexed. */
export const SIGNUP_MIN_REQUESTS = 5;

/** The robots value of a listing below its threshold: out of the index, its links still followed. */
export const LISTING_NOINDEX = 'noindex, follow';

/** What a listing page has to show, by type. */
export type ListingCounts =
  | { type: 'region' | 'pro-list'; pros: number }
  | { type: 'district'; pros: number; quotes: number; reviews: number }
  | { type: 'pro-signup'; recentRequests: number };

/** The local data a district page needs besides its pros. */
export const DISTRICT_MIN_QUOTES = 5;
export const DISTRICT_MIN_REVIEWS = 3;

/** Whether a listing page carries enough of its own to be indexed. */
export function isListingIndexable(c: ListingCounts): boolean {
  switch (c.type) {
    case 'region':
    case 'pro-list':
      return c.pros >= LISTING_MIN_PROS;
    case 'district':
      return c.pros >= LISTING_MIN_PROS && (c.quotes >= DISTRICT_MIN_QUOTES || c.reviews >= DISTRICT_MIN_REVIEWS);
    case 'pro-signup':
      return c.recentRequests >= SIGNUP_MIN_REQUESTS;
  }
}

/** The robots value of a listing page: none (the default, indexable) or LISTING_NOINDEX. */
export function listingRobots(c: ListingCounts): string | undefined {
  return isListingIndexable(c) ? undefined : LISTING_NOINDEX;
}
