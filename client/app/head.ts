/**
 * Builds head tags with canonical URL and hreflang alternates for a page. Canonical URLs carry the language prefix
 * (/zh-HK/…, /en-HK/…); x-default is the zh-HK canonical (the default language), never the unprefixed duplicate.
 * Every page's head also describes its share card (by default its title); public pages get the image tags that
 * point at the server's drawing of it (withShareImage).
 */
import type { TFunction } from 'i18next';
import type { HeadTags } from '@shared/api/ssr-contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/i18n/i18n-config';
import { isIndexable, NOINDEX } from '@shared/routes/indexability';
import { SITE_SEPARATOR } from '@shared/utils/head-text';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareCardVersion, shareImagePath, type ShareCard } from '@shared/domain/share-image';
import type { HeadContext, RouteDef } from './route-types';

/** hreflang alternates of a page: one per language and x-default → the default language's URL. */
export function hreflangAlternates(urlOf: (lng: string) => string): { hreflang: string; href: string }[] {
  return [...LANGUAGES.map((l) => ({ hreflang: l, href: urlOf(l) })), { hreflang: 'x-default', href: urlOf(DEFAULT_LANGUAGE) }];
}

export function pageHead(
  ctx: HeadContext,
  tags: {
    title: string;
    description?: string;
    robots?: string;
    jsonLd?: unknown[] | false;
    og?: Record<string, string>;
    indexable?: boolean;
    /** The share image's content beyond the title (rating, prices, icon…), or another title for it. */
    card?: Partial<ShareCard> | false;
  },
): HeadTags {
  const base = ctx.publicUrl.replace(/\/$/, '');
  const url = (prefix: string) => `${base}/${prefix}${ctx.path === '/' ? '/' : ctx.path}`;
  const indexable = tags.indexable !== false;
  const siteName = ctx.t('common|meta>site_name');
  const title = ctx.path === '/' ? tags.title : `${tags.title}${SITE_SEPARATOR}${siteName}`;
  return {
    title,
    description: tags.description,
    robots: tags.robots ?? (indexable ? undefined : NOINDEX),
    canonical: indexable ? url(ctx.lng) : undefined,
    alternates: indexable ? hreflangAlternates(url) : undefined,
    og: {
      'og:site_name': siteName,
      'og:title': tags.title,
      ...(tags.description ? { 'og:description': tags.description } : {}),
      'og:type': 'website',
      'og:locale': ctx.lng.replace('-', '_'),
      ...(indexable ? { 'og:url': url(ctx.lng) } : {}),
      ...tags.og,
    },
    jsonLd: tags.jsonLd || undefined,
    card: __SERVER__ ? { title: tags.title, ...(tags.card || {}) } : undefined,
  };
}

/** Pages with a share image: public, the same for every visitor (whole-page cached) and meant to be found. */
export function hasShareImage(def: Pick<RouteDef, 'layout' | 'cache' | 'name'>): boolean {
  return def.layout === 'public' && def.cache === true && isIndexable(def.name);
}

/**
 * og:image (with its size and alt) and the Twitter card of a page: the URL names the language, the page path and the
 * card's version; the server draws the card from the same page data (server/ssr/share-image.router.ts).
 */
const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle']);

/** An Article block without an image gets the page's share image (its cover when it names one): rich results need one. */
function withArticleImage(block: unknown, image: string): unknown {
  if (!block || typeof block !== 'object') return block;
  const b = block as Record<string, unknown>;
  return typeof b['@type'] === 'string' && ARTICLE_TYPES.has(b['@type']) && !b.image ? { ...b, image: [image] } : block;
}

export function withShareImage(head: HeadTags, ctx: { t: TFunction; lng: Language; path: string; publicUrl: string }): HeadTags {
  if (!head.card) return head;
  // A page that names its own image (a cover photo) keeps it.
  const own = head.og?.['og:image'];
  const image = own ?? `${ctx.publicUrl.replace(/\/$/, '')}${shareImagePath(ctx.lng, ctx.path)}?v=${shareCardVersion(head.card)}`;
  const title = head.og?.['og:title'] ?? head.title;
  return {
    ...head,
    // JSON-LD is written by the server only.
    jsonLd: __SERVER__ ? head.jsonLd?.map((x) => withArticleImage(x, image)) : head.jsonLd,
    og: own
      ? head.og
      : {
          ...head.og,
          'og:image': image,
          'og:image:type': 'image/png',
          'og:image:width': String(SHARE_IMAGE_WIDTH),
          'og:image:height': String(SHARE_IMAGE_HEIGHT),
          'og:image:alt': ctx.t('common|meta>share_image_alt', { title: head.card.title }),
        },
    twitter: {
      'twitter:card': 'summary_large_image',
      'twitter:title': title,
      ...(head.description ? { 'twitter:description': head.description } : {}),
      'twitter:image': image,
      'twitter:image:alt': ctx.t('common|meta>share_image_alt', { title: head.card.title }),
    },
  };
}
