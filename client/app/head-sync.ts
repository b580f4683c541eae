/**
 * Computes the head of the deepest matched route: one source for SSR (entry-server) and client navigation.
 * Three rules apply to every page whatever its route's head says:
 *  - an error page (404, 410, 500) is `noindex` with no canonical and no hreflang;
 *  - a page that is not indexable (shared/routes/indexability.ts, or its own robots says noindex) has no canonical,
 *    hreflang or og:url either;
 *  - titles and descriptions are fitted to the length limits (shared/utils/head-text.ts);
 *  - a public page (hasShareImage) gets og:image and the Twitter card of its share card.
 */
import { useEffect, useRef } from 'react';
import { useMatches, useLocation } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { HeadTags } from '@shared/api/ssr-contract';
import type { AppLinks } from '@shared/config/app-links';
import { splitLanguagePrefix, type Language } from '@shared/i18n/i18n-config';
import { isIndexable, isNoindex, NOINDEX } from '@shared/routes/indexability';
import { fitDescription, fitTitle, SITE_SEPARATOR } from '@shared/utils/head-text';
import type { DataClient } from '@shared/api/data-client';
import { useDataClient } from '@client/lib/data-client';
import { useEnv } from '@client/lib/env';
import type { RouteHandle } from './route-types';
import { hasShareImage, pageHead, withShareImage } from './head';

interface MatchLike {
  params: Record<string, string | undefined>;
  handle?: unknown;
}

interface HeadForContext {
  t: TFunction;
  lng: Language;
  pathname: string;
  search?: string;
  queryClient: QueryClient;
  data: DataClient;
  publicUrl: string;
  appLinks?: AppLinks;
  /** The HTTP status of the render (SSR); 4xx and 5xx get the error head. */
  status?: number;
}

/** The head of an error page: a translated title, `noindex`, and nothing that names a URL. */
export function errorHead(t: TFunction, lng: Language, status: number): HeadTags {
  const notFound = status === 404 || status === 410;
  const title = t(notFound ? 'common|not_found>title' : 'common|errors>page_title');
  return {
    title: fitTitle(`${title}${SITE_SEPARATOR}${t('common|meta>site_name')}`, t('common|meta>site_name'), lng),
    description: notFound ? fitDescription(t('common|not_found>body'), lng) : undefined,
    robots: 'noindex',
  };
}

/** Drops what only an indexable page may carry. */
function withoutIndexing(head: HeadTags): HeadTags {
  const og = { ...head.og };
  delete og['og:url'];
  const canonical = head.selfCanonical ? head.canonical : undefined;
  return { ...head, robots: isNoindex(head.robots) ? head.robots : NOINDEX, canonical, alternates: undefined, og };
}

export function headFor(matches: MatchLike[], ctx: HeadForContext): HeadTags {
  if (ctx.status !== undefined && ctx.status >= 400) return errorHead(ctx.t, ctx.lng, ctx.status);
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.def);
  const def = (match?.handle as RouteHandle | undefined)?.def;
  // No page route matched: the 404 page (the browser learns no status on navigation).
  if (!def) return errorHead(ctx.t, ctx.lng, 404);
  const headCtx = {
    t: ctx.t,
    lng: ctx.lng,
    params: match?.params ?? {},
    queryClient: ctx.queryClient,
    data: ctx.data,
    path: splitLanguagePrefix(ctx.pathname).rest,
    search: ctx.search ?? '',
    publicUrl: ctx.publicUrl,
    appLinks: ctx.appLinks,
  };
  const fallback = () =>
    pageHead(headCtx, { title: ctx.t('common|meta>default_title'), description: ctx.t('common|meta>default_description') });
  let head: HeadTags;
  try {
    head = def.head ? def.head(headCtx) : fallback();
  } catch {
    // A head without its page's data: in the browser (no status known) that is the route's error page.
    if (ctx.status === undefined) return errorHead(ctx.t, ctx.lng, 404);
    head = fallback();
  }
  if (!isIndexable(def.name) || isNoindex(head.robots)) head = withoutIndexing(head);
  const fitted = {
    ...head,
    title: fitTitle(head.title, ctx.t('common|meta>site_name'), ctx.lng),
    description: head.description === undefined ? undefined : fitDescription(head.description, ctx.lng),
  };
  // Share images are for crawlers and link previews, which read the server's HTML: the browser never builds them.
  return __SERVER__ && hasShareImage(def) ? withShareImage(fitted, headCtx) : fitted;
}

/** Sets, replaces or removes one head element. */
function upsert(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  const el = document.head.querySelector(selector);
  if (value === undefined) {
    el?.remove();
    return;
  }
  const target = el ?? document.head.appendChild(create());
  target.setAttribute(attr, value);
}

function element(tag: string, attrs: Record<string, string>): () => HTMLElement {
  return () => {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    return el;
  };
}

/** Keeps document.title and the indexing tags (description, robots, canonical, hreflang) in step on client navigation. */
export function useHeadSync(): void {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const data = useDataClient();
  const env = useEnv();
  const servedPath = useRef(pathname);
  useEffect(() => {
    // The server-rendered page's JSON-LD describes that page only: gone once the visitor navigates (never rebuilt here).
    if (pathname !== servedPath.current) document.head.querySelectorAll('script[type="application/ld+json"]').forEach((el) => el.remove());
    const head = headFor(matches, {
      t,
      lng: i18n.language as Language,
      pathname,
      search,
      queryClient,
      data,
      publicUrl: env.PUBLIC_URL,
      appLinks: env.appLinks,
    });
    document.title = head.title;
    upsert('meta[name="description"]', element('meta', { name: 'description' }), 'content', head.description);
    upsert('meta[name="robots"]', element('meta', { name: 'robots' }), 'content', head.robots);
    upsert('link[rel="canonical"]', element('link', { rel: 'canonical' }), 'href', head.canonical);
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
    for (const a of head.alternates ?? [])
      document.head.appendChild(element('link', { rel: 'alternate', hreflang: a.hreflang, href: a.href })());
  }, [matches, pathname, search, t, i18n.language, queryClient, data, env.PUBLIC_URL, env.appLinks]);
}
