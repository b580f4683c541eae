/** Query options of near-me pages' local data (district pages, and the districts folded into region pages). */
import type { DataClient } from '@shared/api/data-client';
import { nearMeContract } from '@shared/api/near-me.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { Region } from '@shared/domain/catalog';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const nearMeDistrictQuery = (data: DataClient, lng: Language, p: { slug: string; district: string; page: number }) =>
  readQuery(data, nearMeContract.district, { params: { slug: p.slug, district: p.district }, query: { lng, page: p.page } }, fresh);

export const nearMeRegionQuery = (data: DataClient, lng: Language, p: { slug: string; region: Region }) =>
  readQuery(data, nearMeContract.region, { params: { slug: p.slug, region: p.region }, query: { lng } }, fresh);
