/** Computes the head of the deepest matched route: one source for SSR (entry-server) and client navigation. */
import { useEffect } from 'react';
import { useMatches, useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { HeadTags } from '@shared/api/ssr-contract';
import { splitLanguagePrefix, type Language } from '@shared/i18n/i18n-config';
import type { DataClient } from '@shared/api/data-client';
import { useDataClient } from '@client/lib/data-client';
import { useEnv } from '@client/lib/env';
import type { RouteHandle } from './route-types';
import { pageHead } from './head';

interface MatchLike {
  params: Record<string, string | undefined>;
  handle?: unknown;
}

export function headFor(
  matches: MatchLike[],
  ctx: { t: TFunction; lng: Language; pathname: string; search?: string; queryClient: QueryClient; data: DataClient; publicUrl: string },
): HeadTags {
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.def);
  const def = (match?.handle as RouteHandle | undefined)?.def;
  const headCtx = {
    t: ctx.t,
    lng: ctx.lng,
    params: match?.params ?? {},
    queryClient: ctx.queryClient,
    data: ctx.data,
    path: splitLanguagePrefix(ctx.pathname).rest,
    search: ctx.search ?? '',
    publicUrl: ctx.publicUrl,
  };
  if (def?.head) {
    try {
      return def.head(headCtx);
    } catch {
      // fall through to the default head when data is missing
    }
  }
  return pageHead(headCtx, {
    title: ctx.t('common|meta>default_title'),
    description: ctx.t('common|meta>default_description'),
    indexable: Boolean(def?.cache),
  });
}

function setMeta(selector: string, attr: 'content' | 'href', value: string | undefined) {
  const el = document.head.querySelector(selector);
  if (el && value !== undefined) el.setAttribute(attr, value);
}

/** Keeps document.title and the main meta tags in step on client navigation. */
export function useHeadSync(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const data = useDataClient();
  const env = useEnv();
  useEffect(() => {
    const head = headFor(matches, { t, lng: i18n.language as Language, pathname, search, queryClient, data, publicUrl: env.PUBLIC_URL });
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('link[rel="canonical"]', 'href', head.canonical);
  }, [matches, pathname, search, t, i18n.language, queryClient, data, env.PUBLIC_URL]);
}
