/** Query key and options of the cost guide of price/{slug}. */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { priceGuideContract } from '@shared/api/price-guide.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { useDataClient } from '@client/lib/data-client';

export const costGuideKeys = {
  detail: (lng: Language, slug: string) => ['catalog', 'price-report', lng, slug] as const,
};

export const costGuideQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: costGuideKeys.detail(lng, slug),
    queryFn: () => data.read(priceGuideContract.report, { params: { slug }, query: { lng } }),
    staleTime: 5 * 60_000,
  });

export function useCostGuide(slug: string) {
  const lng = useTranslation().i18n.language as Language;
  return useSuspenseQuery(costGuideQuery(useDataClient(), lng, slug));
}
