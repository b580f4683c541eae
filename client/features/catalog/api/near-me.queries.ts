/** Query options of near-me pages' local data (district pages, and the districts folded into region pages). */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import { nearMeContract } from '@shared/api/near-me.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { Region } from '@shared/domain/catalog';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';
import { useLng } from './catalog.queries';

const fresh = { staleTime: 5 * 60_000 };

export const nearMeDistrictQuery = (data: DataClient, lng: Language, p: { slug: string; district: string; page: number }) =>
  readQuery(data, nearMeContract.district, { params: { slug: p.slug, district: p.district }, query: { lng, page: p.page } }, fresh);

export const nearMeRegionQuery = (data: DataClient, lng: Language, p: { slug: string; region: Region }) =>
  readQuery(data, nearMeContract.region, { params: { slug: p.slug, region: p.region }, query: { lng } }, fresh);

export function useNearMeDistrict(p: { slug: string; district: string; page: number }) {
  return useSuspenseQuery(nearMeDistrictQuery(useDataClient(), useLng(), p));
}
export function useNearMeRegion(p: { slug: string; region: Region }) {
  return useSuspenseQuery(nearMeRegionQuery(useDataClient(), useLng(), p));
}
