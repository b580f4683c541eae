/** What featured-pros reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { featuredProsQuery } from '@client/features/pro-services/api/pro-services.queries';
import { pageReads } from '@client/lib/page-reads';

/** One page of 20 of the best-rated pros. */
export const featuredReads = pageReads(({ data, lng, search }) => ({ featured: featuredProsQuery(data, lng, pageFrom(search), 20) }));
