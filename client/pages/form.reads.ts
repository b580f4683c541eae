/** What the request form reads, once for its prefetch, its head and the page: the category's questions, the districts. */
import { categoryQuery, districtsQuery } from '@client/features/catalog/api/catalog.queries';
import { pageReads } from '@client/lib/page-reads';

/** `slug` comes from the URL (`/form/{slug}`); an unknown category makes the page a 404. */
export const formReads = pageReads(({ data, lng, params }) => ({
  category: categoryQuery(data, lng, params.slug ?? ''),
  districts: districtsQuery(data, lng),
}));
