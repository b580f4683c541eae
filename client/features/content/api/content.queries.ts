/** Query keys and options of CMS pages (guides and blog posts at blog/{slug}, feature collections). */
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
  blog: (lng: Language, page: number) => [...contentKeys.all, 'blog', lng, page] as const,
};

export const contentListQuery = (data: DataClient, lng: Language, p: { kind?: ContentKind; category?: string } = {}) =>
  queryOptions({
    queryKey: contentKeys.list(lng, p.kind, p.category),
    queryFn: () => data.read(contentContract.list, { query: { lng, ...p } }),
    staleTime: STALE,
  });
/** One page of the blog (guides and posts, newest first). */
export const blogQuery = (data: DataClient, lng: Language, page: number) =>
  queryOptions({
    queryKey: contentKeys.blog(lng, page),
    queryFn: () => data.read(contentContract.blog, { query: { lng, page } }),
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
export function useBlog(page: number) {
  return useSuspenseQuery(blogQuery(useDataClient(), useLng(), page));
}
export function useContentPage(slug: string) {
  return useSuspenseQuery(contentPageQuery(useDataClient(), useLng(), slug));
}
