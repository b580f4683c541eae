/** Query options of public pro lists and profiles. */
import type { DataClient } from '@shared/api/data-client';
import { proServicesContract } from '@shared/api/pro-services.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { ProListQuery } from '@shared/schemas/pro-services.schema';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const proListQuery = (data: DataClient, q: ProListQuery) => readQuery(data, proServicesContract.list, { query: q }, fresh);
export const featuredProsQuery = (data: DataClient, lng: Language, page: number, limit: number) =>
  readQuery(data, proServicesContract.featured, { query: { lng, page, limit } }, fresh);
export const proProfileQuery = (data: DataClient, lng: Language, id: number) =>
  readQuery(data, proServicesContract.profile, { params: { id }, query: { lng } }, fresh);
