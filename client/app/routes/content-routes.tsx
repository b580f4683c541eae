/** CMS and static public pages (SPEC §2 public routes, ADR 0004): guides and blog posts, feature collections, contact, app download. */
import loadable from '@loadable/component';
import { PRIVACY_POLICY_SLUG } from '@shared/domain/privacy';
import { contentListQuery, contentPageQuery } from '@client/features/content/api/content.queries';
import { genresQuery } from '@client/features/catalog/api/catalog.queries';
import type { HeadContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { articleLd, breadcrumbLd } from './seo-ld';
import { notFound } from './route-helpers';

const InfoAllPage = loadable(() => import(/* webpackChunkName: "info-all" */ '@client/pages/info-all.page'), {
  fallback: <PageFallback />,
});
const InfoPage = loadable(() => import(/* webpackChunkName: "info" */ '@client/pages/info.page'), { fallback: <PageFallback /> });
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

/** download/{target?}: the consumer app, the pro app, or both. */
export const DOWNLOAD_TARGETS = ['consumer', 'pro'] as const;

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });

function articleHead(ctx: HeadContext, kind: 'info' | 'feature') {
  const page = ctx.queryClient.getQueryData(contentPageQuery(ctx.data, ctx.lng, ctx.params.slug ?? '').queryKey)!;
  const parent =
    kind === 'feature'
      ? { name: ctx.t('catalog|breadcrumb>features'), route: 'featureAll' as const }
      : { name: ctx.t('catalog|breadcrumb>guides'), route: 'infoAll' as const };
  return pageHead(ctx, {
    title: page.title,
    description: page.summary,
    og: { 'og:type': 'article' },
    jsonLd: [breadcrumbLd(ctx, [home(ctx), parent, { name: page.title, route: kind, params: { slug: page.slug } }]), articleLd(ctx, page)],
  });
}

export const contentRoutes: RouteDef[] = [
  {
    name: 'infoAll',
    layout: 'public',
    page: InfoAllPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async ({ queryClient, data, lng }) => {
      await Promise.all([queryClient.ensureQueryData(contentListQuery(data, lng)), queryClient.ensureQueryData(genresQuery(data, lng))]);
    },
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>info_all_title'),
        description: ctx.t('catalog|meta>info_all_description'),
        jsonLd: [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>guides'), route: 'infoAll' }])],
      }),
  },
  {
    name: 'info',
    layout: 'public',
    page: InfoPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async ({ queryClient, data, lng, params }) => {
      const page = await queryClient.ensureQueryData(contentPageQuery(data, lng, params.slug ?? ''));
      // Legal pages have their own path (/privacy).
      if (page.kind === 'feature' || page.kind === 'legal') throw notFound();
    },
    head: (ctx) => articleHead(ctx, 'info'),
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
        jsonLd: [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>features'), route: 'featureAll' }])],
      }),
  },
  {
    name: 'feature',
    layout: 'public',
    page: FeaturePage,
    cache: true,
    ns: ['catalog'],
    prefetch: async ({ queryClient, data, lng, params }) => {
      const page = await queryClient.ensureQueryData(contentPageQuery(data, lng, params.slug ?? ''));
      if (page.kind !== 'feature') throw notFound();
    },
    head: (ctx) => articleHead(ctx, 'feature'),
  },
  // The privacy policy (issue 11 item 7; PDPO): a CMS page of kind 'legal', linked from sign-up and the privacy settings.
  {
    name: 'privacyPolicy',
    layout: 'public',
    page: PrivacyPolicyPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng }) => queryClient.ensureQueryData(contentPageQuery(data, lng, PRIVACY_POLICY_SLUG)),
    head: (ctx) => {
      const page = ctx.queryClient.getQueryData(contentPageQuery(ctx.data, ctx.lng, PRIVACY_POLICY_SLUG).queryKey)!;
      return pageHead(ctx, {
        title: page.title,
        description: page.summary,
        jsonLd: [breadcrumbLd(ctx, [home(ctx), { name: page.title, route: 'privacyPolicy' }])],
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
        jsonLd: [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>contact'), route: 'contact' }])],
      }),
  },
  {
    name: 'download',
    layout: 'public',
    page: DownloadPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async ({ params }) => {
      if (params.target !== undefined && !(DOWNLOAD_TARGETS as readonly string[]).includes(params.target)) throw notFound();
    },
    head: (ctx) => {
      const target = ctx.params.target ?? 'all';
      return pageHead(ctx, {
        title: ctx.t(`catalog|meta>download_title_${target}`),
        description: ctx.t(`catalog|meta>download_description_${target}`),
        jsonLd: [
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
