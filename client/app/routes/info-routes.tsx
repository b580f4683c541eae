/**
 * "Before you hire" (SPEC §2 info/all, info/{slug}): the information variants of genre and category pages. An
 * info/{slug} that is neither but names an article answers 301 to blog/{slug}, where articles moved (language
 * prefix and query kept); anything else is a 404 decided from cached lists.
 */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { isArticleKind } from '@shared/domain/articles';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { contentPageQuery } from '@client/features/content/api/content.queries';
import { infoAllReads, infoReads } from '@client/pages/info.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, type LdCrumb } from './seo-ld';

const InfoAllPage = loadable(() => import(/* webpackChunkName: "info-all" */ '@client/pages/info-all.page'), {
  fallback: <PageFallback />,
});
const InfoPage = loadable(() => import(/* webpackChunkName: "info" */ '@client/pages/info.page'), { fallback: <PageFallback /> });

const crumbs = (ctx: HeadContext): LdCrumb[] => [
  { name: ctx.t('catalog|breadcrumb>home'), route: 'home' },
  { name: ctx.t('catalog|breadcrumb>before_you_hire'), route: 'infoAll' },
];

const isNotFound = (e: unknown) => (e as { status?: unknown } | null)?.status === 404;

/** Articles lived at info/{slug} until they moved to blog/{slug}: send old links there for good. */
async function redirectMovedArticle({ queryClient, data, lng, params, url }: LoaderContext): Promise<void> {
  const page = await queryClient.fetchQuery(contentPageQuery(data, lng, params.slug ?? '')).catch(() => null);
  if (page && isArticleKind(page.kind)) {
    throw redirect(buildPath('blog', { slug: page.slug }, splitLanguagePrefix(url.pathname).prefix) + url.search, 301);
  }
}

function infoHead(ctx: HeadContext) {
  const guide = infoReads.cached(ctx).guide!;
  if (guide.kind === 'genre') {
    return pageHead(ctx, {
      title: ctx.t('catalog|meta>info_genre_title', { name: guide.name }),
      description: ctx.t('catalog|meta>info_genre_description', { name: guide.name, count: guide.categories.length }),
      jsonLd: __SERVER__ && [breadcrumbLd(ctx, [...crumbs(ctx), { name: guide.name, route: 'info', params: { slug: guide.info_slug } }])],
    });
  }
  return pageHead(ctx, {
    title: ctx.t('catalog|meta>info_category_title', { name: guide.name }),
    description: ctx.t('catalog|meta>info_category_description', { name: guide.name }),
    jsonLd: __SERVER__ && [
      breadcrumbLd(ctx, [
        ...crumbs(ctx),
        { name: guide.genre.name, route: 'info', params: { slug: guide.genre.info_slug } },
        { name: guide.name, route: 'info', params: { slug: guide.slug } },
      ]),
    ],
  });
}

export const infoRoutes: RouteDef[] = [
  {
    name: 'infoAll',
    layout: 'public',
    page: InfoAllPage,
    cache: true,
    ns: ['catalog'],
    prefetch: infoAllReads.prefetch,
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>info_all_title'),
        description: ctx.t('catalog|meta>info_all_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, crumbs(ctx))],
      }),
  },
  {
    name: 'info',
    layout: 'public',
    page: InfoPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      try {
        await infoReads.prefetch(ctx);
      } catch (e) {
        if (isNotFound(e)) await redirectMovedArticle(ctx);
        throw e;
      }
    },
    head: infoHead,
  },
];
