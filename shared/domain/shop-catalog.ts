/**
 * The public shop's rules both sides need (docs/decisions/0038): an item's URL slug, the listing's sorts and page
 * size, and how many items a profile's or a category's strip shows.
 */
import { PAGE_SIZE } from './limits';

/** The listing's orders: best match (typed words, then rating), lowest or highest plan price, best rated, newest. */
export const CATALOG_SORTS = ['relevance', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];

export const CATALOG_PAGE_SIZE = PAGE_SIZE.proList;
/** Items a pro's profile or a category page shows, with a link to the rest in the listing. */
export const STRIP_SIZE = 6;
/** At most this many typed words take part in a search (the rest are ignored). */
export const CATALOG_MAX_WORDS = 5;

const SLUG_MAX_CHARS = 60;

/**
 * `冷氣清洗 2 部` → `冷氣清洗-2-部`, `Aircon Clean (2 units)` → `aircon-clean-2-units`: letters and digits of any
 * script, lower case, other runs a single hyphen, at most 60 characters (code points, so a character is never cut in
 * half). A name without letters or digits gives `item`. Chinese stays Chinese: the URL is percent-encoded on the wire.
 */
export function itemSlug(name: string): string {
  const chars = Array.from(
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  );
  return chars.slice(0, SLUG_MAX_CHARS).join('').replace(/-+$/, '') || 'item';
}
