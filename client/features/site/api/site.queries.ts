/** Query keys and options of the site pages (ADR 0023), pro stories and the pro-newyear figures. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { siteContract } from '@shared/api/site.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';
import { siteKeys } from './site-keys';

const STALE = 5 * 60_000;

export const sitePageQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: siteKeys.page(lng, slug),
    queryFn: () => data.read(siteContract.page, { params: { slug }, query: { lng } }),
    staleTime: STALE,
  });
export const proStoriesQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: siteKeys.proStories(lng),
    queryFn: () => data.read(siteContract.proStories, { query: { lng } }),
    staleTime: STALE,
  });
export const newYearQuery = (data: DataClient, lng: Language) =>
  queryOptions({ queryKey: siteKeys.newYear(lng), queryFn: () => data.read(siteContract.newYear, { query: { lng } }), staleTime: STALE });

function useLng(): Language {
  return useTranslation().i18n.language as Language;
}

export function useSitePage(slug: string) {
  return useSuspenseQuery(sitePageQuery(useDataClient(), useLng(), slug));
}
export function useProStories() {
  return useSuspenseQuery(proStoriesQuery(useDataClient(), useLng()));
}
export function useNewYearDemand() {
  return useSuspenseQuery(newYearQuery(useDataClient(), useLng()));
}
