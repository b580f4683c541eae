/** Query keys and options of near-me pages' local data (district pages, and the districts folded into region pages). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { nearMeContract } from '@shared/api/near-me.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { Region } from '@shared/domain/catalog';
import { useDataClient } from '@client/lib/data-client';
import { catalogKeys, useLng } from './catalog.queries';

const STALE = 5 * 60_000;

export const nearMeKeys = {
  district: (lng: Language, slug: string, district: string, page: number) =>
    [...catalogKeys.all, 'nearme-district', lng, slug, district, page] as const,
  region: (lng: Language, slug: string, region: Region) => [...catalogKeys.all, 'nearme-region', lng, slug, region] as const,
};

export const nearMeDistrictQuery = (data: DataClient, lng: Language, p: { slug: string; district: string; page: number }) =>
  queryOptions({
    queryKey: nearMeKeys.district(lng, p.slug, p.district, p.page),
    queryFn: () => data.read(nearMeContract.district, { params: { slug: p.slug, district: p.district }, query: { lng, page: p.page } }),
    staleTime: STALE,
  });

export const nearMeRegionQuery = (data: DataClient, lng: Language, p: { slug: string; region: Region }) =>
  queryOptions({
    queryKey: nearMeKeys.region(lng, p.slug, p.region),
    queryFn: () => data.read(nearMeContract.region, { params: { slug: p.slug, region: p.region }, query: { lng } }),
    staleTime: STALE,
  });

export function useNearMeDistrict(p: { slug: string; district: string; page: number }) {
  return useSuspenseQuery(nearMeDistrictQuery(useDataClient(), useLng(), p));
}
export function useNearMeRegion(p: { slug: string; region: Region }) {
  return useSuspenseQuery(nearMeRegionQuery(useDataClient(), useLng(), p));
}
