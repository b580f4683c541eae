/** CMS and static public pages (SPEC §2 public routes, ADR 0004): the blog (guides and posts), feature collections, contact, app download. */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { isDownloadTarget, platformsWithApps, type DownloadTarget } from '@shared/config/app-links';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { buildPath } from '@shared/routes/route-paths';
import { pageFrom } from '@shared/domain/catalog';
import { isArticleKind } from '@shared/domain/articles';
import type { ContentKind } from '@shared/schemas/content.schema';
import { blogQuery, contentListQuery, contentPageQuery } from '@client/features/content/api/content.queries';
import { articleReads } from '@client/pages/article.reads';
import { costGuideQuery } from '@client/features/catalog/api/price-guide.queries';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { articleLd, breadcrumbLd } from './seo-ld';
import { notFound, paged } from './route-helpers';
import { throwIfMovedByEnv } from './content-overrides';

const BlogAllPage = loadable(() => import(/* webpackChunkName: "blog-all" */ '@client/pages/blog-all.page'), {
  fallback: <PageFallback />,
});
const BlogPage = loadable(() => import(/* webpackChunkName: "blog" */ '@client/pages/blog.page'), { fallback: <PageFallback /> });
const FeatureAllPage = loadable(() => import(/* webpackChunkName: "feature-all" */ '@client/pages/feature-all.page'), {
  fallback: <PageFallback />,
});
const FeaturePage = loadable(() => import(/* webpackChunkName: "feature" */ '@client/pages/feature.page'), { fallback: <PageFallback /> });
const ContactPage = loadable(() => import(/* webpackChunkName: "contact" */ '@client/pages/contact.page'), { fallback: <PageFallback /> });
const PrivacyPolicyPage = loadable(() => import(/* webpackChunkName: "privacy-policy" */ '@client/pages/privacy-policy.page'), {
  fallback: <PageFallback />,
});
const DownloadPage = loadable(() => import(/* webpackChunkName: "download" */ '@client/pages/download.page'), {
  fallback: <PageFallback />,
});

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });

/** A CMS page at the path of its kinds (`shows`): features and legal pages have their own paths (feature/{slug}, /privacy). */
async function prefetchArticle(ctx: LoaderContext, shows: (kind: ContentKind) => boolean) {
  await articleReads.prefetch(ctx);
  const { page } = articleReads.cached(ctx);
  if (!shows(page!.kind)) throw notFound();
}

function articleHead(ctx: HeadContext, kind: 'blog' | 'feature') {
  const page = articleReads.cached(ctx).page!;
  const parent =
    kind === 'feature'
      ? { name: ctx.t('catalog|breadcrumb>features'), route: 'featureAll' as const }
      : { name: ctx.t('catalog|breadcrumb>blog'), route: 'blogAll' as const };
  return pageHead(ctx, {
    title: page.title,
    description: page.summary,
    og: { 'og:type': 'article' },
    card: __SERVER__ && { title: page.title, subtitle: page.summary, label: parent.name },
    jsonLd: __SERVER__ && [
      breadcrumbLd(ctx, [home(ctx), parent, { name: page.title, route: kind, params: { slug: page.slug } }]),
      articleLd(ctx, page),
    ],
  });
}

export const contentRoutes: RouteDef[] = [
  {
    name: 'blogAll',
    layout: 'public',
    page: BlogAllPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng, url }) => queryClient.ensureQueryData(blogQuery(data, lng, pageFrom(url.search))),
    head: (ctx) =>
      paged(
        pageHead(ctx, {
          title: ctx.t('catalog|meta>blog_all_title'),
          description: ctx.t('catalog|meta>blog_all_description'),
          jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>blog'), route: 'blogAll' }])],
        }),
        ctx,
      ),
  },
  {
    name: 'blog',
    layout: 'public',
    page: BlogPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      await prefetchArticle(ctx, isArticleKind);
      // The live figures of the main service's cost guide: an article without them still renders.
      const main = articleReads.cached(ctx).page?.categories[0];
      if (main) await ctx.queryClient.prefetchQuery(costGuideQuery(ctx.data, ctx.lng, main.slug));
    },
    head: (ctx) => articleHead(ctx, 'blog'),
  },
  {
    name: 'featureAll',
    layout: 'public',
    page: FeatureAllPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng }) => queryClient.ensureQueryData(contentListQuery(data, lng, { kind: 'feature' })),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>feature_all_title'),
        description: ctx.t('catalog|meta>feature_all_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>features'), route: 'featureAll' }])],
      }),
  },
  {
    name: 'feature',
    layout: 'public',
    page: FeaturePage,
    cache: true,
    ns: ['catalog'],
    prefetch: (ctx) => prefetchArticle(ctx, (kind) => kind === 'feature'),
    head: (ctx) => articleHead(ctx, 'feature'),
  },
  // The privacy policy (PDPO): a CMS page of kind 'legal', linked from sign-up and the privacy settings.
  {
    name: 'privacyPolicy',
    layout: 'public',
    page: PrivacyPolicyPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng, env }) => {
      throwIfMovedByEnv(env, 'privacy');
      return queryClient.ensureQueryData(contentPageQuery(data, lng, PRIVACY_POLICY_SLUG));
    },
    head: (ctx) => {
      const page = ctx.queryClient.getQueryData(contentPageQuery(ctx.data, ctx.lng, PRIVACY_POLICY_SLUG).queryKey)!;
      return pageHead(ctx, {
        title: page.title,
        description: page.summary,
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: page.title, route: 'privacyPolicy' }])],
      });
    },
  },
  {
    name: 'contact',
    layout: 'public',
    page: ContactPage,
    cache: true,
    ns: ['catalog'],
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>contact_title'),
        description: ctx.t('catalog|meta>contact_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>contact'), route: 'contact' }])],
      }),
  },
  {
    name: 'download',
    layout: 'public',
    page: DownloadPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async ({ params, env, url }) => {
      if (!env.featureFlags.appDownload) throw notFound();
      // The per-app pages of earlier versions: both apps are now on each platform's page.
      if (params.target === 'consumer' || params.target === 'pro') {
        throw redirect(buildPath('download', {}, splitLanguagePrefix(url.pathname).prefix), 301);
      }
      if (params.target !== undefined && !isDownloadTarget(params.target)) throw notFound();
    },
    head: (ctx) => {
      const target = ctx.params.target ?? 'all';
      // Without a store link for its platforms the page only points to the web: it stays out of the index and sitemap.
      const platforms = platformsWithApps(ctx.appLinks);
      const hasApps = ctx.params.target === undefined ? platforms.length > 0 : platforms.includes(target as DownloadTarget);
      return pageHead(ctx, {
        ...(hasApps ? {} : { robots: 'noindex' }),
        title: ctx.t(`catalog|meta>download_title_${target}`),
        description: ctx.t(`catalog|meta>download_description_${target}`),
        jsonLd: __SERVER__ && [
          breadcrumbLd(ctx, [
            home(ctx),
            { name: ctx.t('catalog|breadcrumb>download'), route: 'download' },
            ...(ctx.params.target
              ? [{ name: ctx.t(`catalog|download>target_${target}`), route: 'download' as const, params: { target } }]
              : []),
          ]),
        ],
      });
    },
  },
];
