/** Query keys and options of public pro lists and profiles. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { proServicesContract } from '@shared/api/pro-services.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { ProListQuery } from '@shared/schemas/pro-services.schema';
import { useDataClient } from '@client/lib/data-client';

const STALE = 5 * 60_000;

export const proKeys = {
  all: ['pros'] as const,
  list: (q: ProListQuery) =>
    [...proKeys.all, 'list', q.lng, q.category ?? '', q.genre ?? '', q.district ?? '', q.region ?? '', q.q ?? '', q.page] as const,
  featured: (lng: Language, page: number, limit: number) => [...proKeys.all, 'featured', lng, page, limit] as const,
  profile: (lng: Language, id: number) => [...proKeys.all, 'profile', lng, id] as const,
};

export const proListQuery = (data: DataClient, q: ProListQuery) =>
  queryOptions({ queryKey: proKeys.list(q), queryFn: () => data.read(proServicesContract.list, { query: q }), staleTime: STALE });
export const featuredProsQuery = (data: DataClient, lng: Language, page: number, limit: number) =>
  queryOptions({
    queryKey: proKeys.featured(lng, page, limit),
    queryFn: () => data.read(proServicesContract.featured, { query: { lng, page, limit } }),
    staleTime: STALE,
  });
export const proProfileQuery = (data: DataClient, lng: Language, id: number) =>
  queryOptions({
    queryKey: proKeys.profile(lng, id),
    queryFn: () => data.read(proServicesContract.profile, { params: { id }, query: { lng } }),
    staleTime: STALE,
  });

function useLng(): Language {
  return useTranslation().i18n.language as Language;
}

export function useProList(q: Omit<ProListQuery, 'lng'>) {
  const lng = useLng();
  return useSuspenseQuery(proListQuery(useDataClient(), { ...q, lng }));
}
export function useFeaturedPros(page: number, limit: number) {
  return useSuspenseQuery(featuredProsQuery(useDataClient(), useLng(), page, limit));
}
export function useProProfile(id: number) {
  return useSuspenseQuery(proProfileQuery(useDataClient(), useLng(), id));
}
