/** Query options of the "before you hire" pages (SPEC §2 info/all, info/{slug}). */
import type { DataClient } from '@shared/api/data-client';
import { hiringGuideContract } from '@shared/api/hiring-guide.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const hiringGuideIndexQuery = (data: DataClient, lng: Language) =>
  readQuery(data, hiringGuideContract.index, { query: { lng } }, fresh);
export const hiringGuideQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, hiringGuideContract.guide, { params: { slug }, query: { lng } }, fresh);
