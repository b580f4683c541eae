/** What a genre page reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { genreQuery, priceIndexQuery } from '@client/features/catalog/api/catalog.queries';
import { proListQuery } from '@client/features/pro-services/api/pro-services.queries';
import { contentListQuery } from '@client/features/content/api/content.queries';
import { pageReads } from '@client/lib/page-reads';

/** `genreName` comes from the URL (`/genre/{genreName}`); the genre decides whether the page exists. */
export const genreReads = pageReads(({ data, lng, params, search }) => {
  const slug = params.genreName ?? '';
  return {
    genre: genreQuery(data, lng, slug),
    pros: proListQuery(data, { lng, genre: slug, page: pageFrom(search) }),
    prices: priceIndexQuery(data, lng),
    articles: contentListQuery(data, lng),
  };
});
