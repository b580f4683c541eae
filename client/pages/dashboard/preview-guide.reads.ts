/**
 * What dashboard/preview-guide reads: with ?category={slug}, the category (its questionnaire and figures) and its price
 * guide from real quotes; without it, the genres and their categories to pick one from.
 */
import { categoryQuery, genresQuery, priceGuideQuery } from '@client/features/catalog/api/catalog.queries';
import { pageReads } from '@client/lib/page-reads';

/** The category slug of ?category=, or null when absent; a value that cannot be a slug is kept, so it is a 404. */
export const previewSlugOf = (search: URLSearchParams): string | null => search.get('category') || null;

export const isSlug = (s: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s) && s.length <= 80;

export const previewGuideReads = pageReads(({ data, lng, search }) => {
  const slug = previewSlugOf(new URLSearchParams(search));
  return {
    category: slug ? categoryQuery(data, lng, slug) : undefined,
    guide: slug ? priceGuideQuery(data, lng, slug, undefined, 'summary') : undefined,
    genres: slug ? undefined : genresQuery(data, lng),
  };
});
