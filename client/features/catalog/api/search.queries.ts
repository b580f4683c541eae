/** Query keys and options of search: suggestions as you type and the results page. */
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { searchContract } from '@shared/api/search.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { normalizeSearch } from '@shared/domain/search-query';
import { useDataClient } from '@client/lib/data-client';
import { useLng } from './catalog.queries';

const STALE = 5 * 60_000;

export interface SearchParams {
  q: string;
  page: number;
  district?: string;
}

export const searchKeys = {
  all: ['search'] as const,
  suggest: (lng: Language, q: string) => [...searchKeys.all, 'suggest', lng, q] as const,
  results: (lng: Language, p: SearchParams) => [...searchKeys.all, 'results', lng, p.q, p.page, p.district ?? ''] as const,
};

/** Keyed by the normalized words, so "Plumber!" and "plumber" share one request. */
export const suggestQuery = (data: DataClient, lng: Language, q: string) =>
  queryOptions({
    queryKey: searchKeys.suggest(lng, normalizeSearch(q)),
    queryFn: () => data.read(searchContract.suggest, { query: { q: normalizeSearch(q), lng } }),
    staleTime: STALE,
  });

export const searchResultsQuery = (data: DataClient, lng: Language, p: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(lng, p),
    queryFn: () => data.read(searchContract.search, { query: { q: p.q, page: p.page, district: p.district, lng } }),
    staleTime: STALE,
  });

/** Suggestions for the words typed (already debounced by the caller); none while the box is empty. */
export function useSuggestions(q: string) {
  const enabled = normalizeSearch(q) !== '';
  return useQuery({ ...suggestQuery(useDataClient(), useLng(), q), enabled, placeholderData: keepPreviousData, retry: false });
}

export function useSearchResults(p: SearchParams) {
  return useSuspenseQuery(searchResultsQuery(useDataClient(), useLng(), p));
}
