/** What the SEO directory pages (seo, seo/{genreName}) read, once for their prefetch, head and page. */
import { districtNamesQuery, genreQuery, genresQuery } from '@client/features/catalog/api/catalog.queries';
import { pageReads } from '@client/lib/page-reads';

/** seo: every genre's categories and every district. */
export const seoReads = pageReads(({ data, lng }) => ({ genres: genresQuery(data, lng), districts: districtNamesQuery(data, lng) }));

/** seo/{genreName}: the genre (it decides whether the page exists) and every district. */
export const seoGenreReads = pageReads(({ data, lng, params }) => ({
  genre: genreQuery(data, lng, params.genreName ?? ''),
  districts: districtNamesQuery(data, lng),
}));
