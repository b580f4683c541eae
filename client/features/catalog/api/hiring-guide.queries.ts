/** Query keys and options of the "before you hire" pages (SPEC §2 info/all, info/{slug}). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { hiringGuideContract } from '@shared/api/hiring-guide.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';

const STALE = 5 * 60_000;

export const hiringGuideKeys = {
  index: (lng: Language) => ['catalog', 'hiring-index', lng] as const,
  guide: (lng: Language, slug: string) => ['catalog', 'hiring', lng, slug] as const,
};

export const hiringGuideIndexQuery = (data: DataClient, lng: Language) =>
  queryOptions({
    queryKey: hiringGuideKeys.index(lng),
    queryFn: () => data.read(hiringGuideContract.index, { query: { lng } }),
    staleTime: STALE,
  });

export const hiringGuideQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: hiringGuideKeys.guide(lng, slug),
    queryFn: () => data.read(hiringGuideContract.guide, { params: { slug }, query: { lng } }),
    staleTime: STALE,
  });

const useLng = () => useTranslation().i18n.language as Language;

export function useHiringGuideIndex() {
  return useSuspenseQuery(hiringGuideIndexQuery(useDataClient(), useLng()));
}
export function useHiringGuide(slug: string) {
  return useSuspenseQuery(hiringGuideQuery(useDataClient(), useLng(), slug));
}
