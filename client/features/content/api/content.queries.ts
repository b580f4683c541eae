/** Query keys and options of CMS pages (info guides, blog posts, feature collections). */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { contentContract } from '@shared/api/content.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { ContentKind } from '@shared/schemas/content.schema';
import { useDataClient } from '@client/lib/data-client';

const STALE = 5 * 60_000;

export const contentKeys = {
  all: ['content'] as const,
  list: (lng: Language, kind?: ContentKind, category?: string) => [...contentKeys.all, 'list', lng, kind ?? '', category ?? ''] as const,
  page: (lng: Language, slug: string) => [...contentKeys.all, 'page', lng, slug] as const,
};

export const contentListQuery = (data: DataClient, lng: Language, p: { kind?: ContentKind; category?: string } = {}) =>
  queryOptions({
    queryKey: contentKeys.list(lng, p.kind, p.category),
    queryFn: () => data.read(contentContract.list, { query: { lng, ...p } }),
    staleTime: STALE,
  });
export const contentPageQuery = (data: DataClient, lng: Language, slug: string) =>
  queryOptions({
    queryKey: contentKeys.page(lng, slug),
    queryFn: () => data.read(contentContract.page, { params: { slug }, query: { lng } }),
    staleTime: STALE,
  });

function useLng(): Language {
  return useTranslation().i18n.language as Language;
}

export function useContentList(p: { kind?: ContentKind; category?: string } = {}) {
  return useSuspenseQuery(contentListQuery(useDataClient(), useLng(), p));
}
export function useContentPage(slug: string) {
  return useSuspenseQuery(contentPageQuery(useDataClient(), useLng(), slug));
}
