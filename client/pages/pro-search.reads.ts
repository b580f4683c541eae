/** What pro-search[/{slug}] reads, once for its prefetch, its head and the page. */
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import { pageFrom } from '@shared/domain/catalog';
import { SEARCH_MAX_CHARS } from '@shared/domain/search-query';
import type { DistrictName } from '@shared/schemas/catalog.schema';
import { districtNamesQuery, genresQuery } from '@client/features/catalog/api/catalog.queries';
import { proListQuery } from '@client/features/pro-services/api/pro-services.queries';
import { pageReads } from '@client/lib/page-reads';

/** The services ({slug} must name one) and the districts (?district= must name one). */
export const proSearchReads = pageReads(({ data, lng }) => ({
  genres: genresQuery(data, lng),
  districts: districtNamesQuery(data, lng),
}));

/** The typed words of ?q= (trimmed, at most SEARCH_MAX_CHARS). */
export const searchWordsOf = (search: URLSearchParams) => (search.get('q') ?? '').trim().slice(0, SEARCH_MAX_CHARS);

/** The words, the district (when ?district= names one) and the page the URL asks for. */
export function searchOf(search: URLSearchParams, districts: DistrictName[]) {
  const district = search.get('district') ?? '';
  return {
    q: searchWordsOf(search),
    district: districts.some((d) => d.slug === district) ? district : undefined,
    page: pageFrom(search),
  };
}

/** A category's pros, or every pro, by the words and the district (no typed words: most hired first). */
export const searchProsQuery = (data: DataClient, lng: Language, p: { category?: string; district?: string; q: string; page: number }) =>
  proListQuery(data, { lng, category: p.category, district: p.district, q: p.q || undefined, page: p.page });
