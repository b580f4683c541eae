/** What the pro list (pros[/{filter}]) reads, once for its prefetch, its head and the page. */
import type { DataClient } from '@shared/api/data-client';
import type { Language } from '@shared/i18n/i18n-config';
import type { ProFilterKind } from '@shared/domain/catalog';
import { districtNamesQuery, genresQuery } from '@client/features/catalog/api/catalog.queries';
import { proListQuery } from '@client/features/pro-services/api/pro-services.queries';
import { pageReads } from '@client/lib/page-reads';

/** The genres and districts that say what {filter} names (resolveProFilter; nothing: a 404). */
export const proListReads = pageReads(({ data, lng }) => ({
  genres: genresQuery(data, lng),
  districts: districtNamesQuery(data, lng),
}));

/** The pros of the list {filter} names, one page of them. */
export const filteredProsQuery = (data: DataClient, lng: Language, f: ProFilterKind, page: number) =>
  proListQuery(data, {
    lng,
    page,
    category: f.kind === 'category' ? f.slug : undefined,
    genre: f.kind === 'genre' ? f.slug : undefined,
    district: f.kind === 'district' ? f.slug : undefined,
    region: f.kind === 'region' ? f.slug : undefined,
  });
