/** Query options of the site pages (ADR 0023), pro stories and the pro-newyear figures. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { siteContract } from '@shared/api/site.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const sitePageQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, siteContract.page, { params: { slug }, query: { lng } }, fresh);
export const proStoriesQuery = (data: DataClient, lng: Language) => readQuery(data, siteContract.proStories, { query: { lng } }, fresh);
export const newYearQuery = (data: DataClient, lng: Language) => readQuery(data, siteContract.newYear, { query: { lng } }, fresh);

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
