/** What an article page (blog/{slug}, feature/{slug}) reads, once for its prefetch, its head and the page. */
import { contentPageQuery } from '@client/features/content/api/content.queries';
import { pageReads } from '@client/lib/page-reads';

export const articleReads = pageReads(({ data, lng, params }) => ({ page: contentPageQuery(data, lng, params.slug ?? '') }));
