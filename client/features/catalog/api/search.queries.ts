/** Query options of search: suggestions as you type and the results page. */
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { searchContract } from '@shared/api/search.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { normalizeSearch } from '@shared/domain/search-query';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';
import { useLng } from './catalog.queries';

const fresh = { staleTime: 5 * 60_000 };

export interface SearchParams {
  q: string;
  page: number;
  district?: string;
}

/** Keyed by the normalized words, so "Plumber!" and "plumber" share one request. */
export const suggestQuery = (data: DataClient, lng: Language, q: string) =>
  readQuery(data, searchContract.suggest, { query: { q: normalizeSearch(q), lng } }, fresh);

export const searchResultsQuery = (data: DataClient, lng: Language, p: SearchParams) =>
  readQuery(data, searchContract.search, { query: { q: p.q, page: p.page, district: p.district, lng } }, fresh);

/** Suggestions for the words typed (already debounced by the caller); none while the box is empty. */
export function useSuggestions(q: string) {
  const enabled = normalizeSearch(q) !== '';
  return useQuery({ ...suggestQuery(useDataClient(), useLng(), q), enabled, placeholderData: keepPreviousData, retry: false });
}

export function useSearchResults(p: SearchParams) {
  return useSuspenseQuery(searchResultsQuery(useDataClient(), useLng(), p));
}
