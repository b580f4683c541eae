/** Builds head tags with canonical URL and hreflang alternates (zh-HK, en-HK, x-default) for a page. */
import type { HeadTags } from '@shared/api/ssr-contract';
import { LANGUAGES } from '@shared/i18n/i18n-config';
import type { HeadContext } from './route-types';

export function pageHead(
  ctx: HeadContext,
  tags: { title: string; description?: string; robots?: string; jsonLd?: unknown[]; og?: Record<string, string>; indexable?: boolean },
): HeadTags {
  const base = ctx.publicUrl.replace(/\/$/, '');
  const rest = ctx.path === '/' ? '/' : ctx.path;
  const url = (prefix?: string) => `${base}${prefix ? `/${prefix}` : ''}${prefix && rest === '/' ? '/' : prefix ? rest : rest}`;
  const indexable = tags.indexable !== false;
  const siteName = ctx.t('common|meta>site_name');
  const title = ctx.path === '/' ? tags.title : `${tags.title} | ${siteName}`;
  return {
    title,
    description: tags.description,
    robots: tags.robots ?? (indexable ? undefined : 'noindex, nofollow'),
    canonical: indexable ? url(ctx.lng) : undefined,
    alternates: indexable ? [...LANGUAGES.map((l) => ({ hreflang: l, href: url(l) })), { hreflang: 'x-default', href: url() }] : undefined,
    og: {
      'og:site_name': siteName,
      'og:title': tags.title,
      ...(tags.description ? { 'og:description': tags.description } : {}),
      'og:type': 'website',
      'og:locale': ctx.lng.replace('-', '_'),
      ...(indexable ? { 'og:url': url(ctx.lng) } : {}),
      ...tags.og,
    },
    jsonLd: tags.jsonLd,
  };
}
