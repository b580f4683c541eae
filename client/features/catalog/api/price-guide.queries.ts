/** Query options of the cost guide of price/{slug}. */
import type { DataClient } from '@shared/api/data-client';
import { priceGuideContract } from '@shared/api/price-guide.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { readQuery } from '@client/lib/endpoint-query';

export const costGuideQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, priceGuideContract.report, { params: { slug }, query: { lng } }, { staleTime: 5 * 60_000 });
