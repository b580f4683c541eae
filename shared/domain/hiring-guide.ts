/**
 * "Before you hire" pages (SPEC §2 info/{slug}): the information variants of category and genre pages. One path
 * segment names either: a category by its slug, or a genre by its info slug. Category slugs come first; a genre
 * whose slug is also a category's (the genre "moving" holds the category "moving") gets "{genre}-services" instead,
 * so both pages have a URL of their own.
 */

export const GENRE_INFO_SUFFIX = '-services';

/** The info/{slug} of a genre, given the category slugs it could collide with. */
export function genreInfoSlug(genreSlug: string, categorySlugs: Iterable<string>): string {
  for (const c of categorySlugs) if (c === genreSlug) return `${genreSlug}${GENRE_INFO_SUFFIX}`;
  return genreSlug;
}

export type InfoTarget = { kind: 'category'; slug: string } | { kind: 'genre'; slug: string } | null;

/** What info/{slug} shows: a category, a genre (by its info slug) or nothing (404, or an old article URL). */
export function resolveInfoSlug(slug: string, genreSlugs: readonly string[], categorySlugs: readonly string[]): InfoTarget {
  if (categorySlugs.includes(slug)) return { kind: 'category', slug };
  const genre = genreSlugs.find((g) => genreInfoSlug(g, categorySlugs) === slug);
  return genre ? { kind: 'genre', slug: genre } : null;
}

/**
 * The fewest answered requests behind a "typical first reply" figure: like a price range (MIN_PRICE_SAMPLES), a
 * median of fewer is not shown.
 */
export const MIN_REPLY_SAMPLES = 5;
