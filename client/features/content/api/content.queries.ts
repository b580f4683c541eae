/** Query options of CMS pages (guides and blog posts at blog/{slug}, feature collections). */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import { contentContract } from '@shared/api/content.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { ContentKind } from '@shared/schemas/content.schema';
import { useDataClient } from '@client/lib/data-client';
import { readQuery } from '@client/lib/endpoint-query';

const fresh = { staleTime: 5 * 60_000 };

export const contentListQuery = (data: DataClient, lng: Language, p: { kind?: ContentKind; category?: string } = {}) =>
  readQuery(data, contentContract.list, { query: { lng, ...p } }, fresh);
/** One page of the blog (guides and posts, newest first). */
export const blogQuery = (data: DataClient, lng: Language, page: number) =>
  readQuery(data, contentContract.blog, { query: { lng, page } }, fresh);
export const contentPageQuery = (data: DataClient, lng: Language, slug: string) =>
  readQuery(data, contentContract.page, { params: { slug }, query: { lng } }, fresh);

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
