/**
 * SPEC §2 content pages on Sifu's own domain (ADR 0023): CMS pages of kind 'site' (and the terms, kind 'legal'),
 * each answering 301 to its CONTENT_URL_* link when that is set; the ibon partner pages; pro-newyear.
 */
import loadable from '@loadable/component';
import { CONTENT_LINKS, isProCentreTopic, SITE_PAGE_ROUTES, type ContentLink } from '@shared/domain/site-pages';
import type { RouteName } from '@shared/routes/route-paths';
import type { ContentPage } from '@shared/schemas/content.schema';
import { sitePageKey } from '@client/features/site/api/site-keys';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import type * as SitePrefetch from './site-prefetch';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, faqLd, type LdCrumb } from './seo-ld';
import { notFound } from './route-helpers';
import { faqOfBlocks } from './site-faq';
import { throwIfMovedByEnv } from './content-overrides';

/** The loaders come with the first of these pages, not with the other public pages' initial JavaScript. */
const loaders = (): Promise<typeof SitePrefetch> => import(/* webpackChunkName: "site-prefetch" */ './site-prefetch');

const SitePage = loadable(() => import(/* webpackChunkName: "site-page" */ '@client/pages/site-page.page'), { fallback: <PageFallback /> });
const ProNewYearPage = loadable(() => import(/* webpackChunkName: "pro-newyear" */ '@client/pages/pro-newyear.page'), {
  fallback: <PageFallback />,
});
const IbonAppPage = loadable(() => import(/* webpackChunkName: "ibon-app" */ '@client/pages/ibon-app.page'), {
  fallback: <PageFallback />,
});
const IbonJoinPage = loadable(() => import(/* webpackChunkName: "ibon-joinme" */ '@client/pages/ibon-joinme.page'), {
  fallback: <PageFallback />,
});

/** The CMS link a route shows: the route's own, or the pro centre topic of /pro-center/{topic}. */
function linkOf(name: RouteName, params: Record<string, string | undefined>): ContentLink | undefined {
  if (name === 'proCentreTopic') {
    if (!isProCentreTopic(params.topic)) return undefined;
    return Object.values(CONTENT_LINKS).find((l) => l.route === name && l.params?.topic === params.topic);
  }
  return Object.values(CONTENT_LINKS).find((l) => l.route === name && l.slug);
}

const home = (ctx: HeadContext): LdCrumb => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' });

function siteHead(name: RouteName) {
  return (ctx: HeadContext) => {
    const link = linkOf(name, ctx.params)!;
    const page = ctx.queryClient.getQueryData<ContentPage>(sitePageKey(ctx.lng, link.slug!))!;
    const parent: LdCrumb[] = name === 'proCentreTopic' ? [{ name: ctx.t('site|nav>pro_centre'), route: 'proCentre' }] : [];
    return pageHead(ctx, {
      title: page.title,
      description: page.summary,
      jsonLd: [
        breadcrumbLd(ctx, [home(ctx), ...parent, { name: page.title, route: name, params: link.params }]),
        ...(link.key === 'help_center' ? [faqLd(faqOfBlocks(page.blocks))].filter(Boolean) : []),
      ],
    });
  };
}

function sitePageRoute(name: RouteName): RouteDef {
  return {
    name,
    layout: 'public',
    page: SitePage,
    cache: true,
    ns: ['site', 'catalog'],
    prefetch: async (ctx: LoaderContext) => {
      const link = linkOf(name, ctx.params);
      if (!link?.slug) throw notFound();
      throwIfMovedByEnv(ctx.env, link.key);
      await (await loaders()).prefetchSitePage(ctx, link.slug, link.key === 'pro_story');
    },
    head: siteHead(name),
  };
}

export const siteRoutes: RouteDef[] = [
  ...SITE_PAGE_ROUTES.map(sitePageRoute),
  {
    name: 'proNewYear',
    layout: 'public',
    page: ProNewYearPage,
    cache: true,
    ns: ['site', 'catalog', 'onboarding'],
    prefetch: async (ctx) => (await loaders()).prefetchNewYear(ctx),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('site|newyear>meta_title'),
        description: ctx.t('site|newyear>meta_description'),
        jsonLd: [
          breadcrumbLd(ctx, [
            home(ctx),
            { name: ctx.t('catalog|breadcrumb>for_pros'), route: 'proLanding' },
            { name: ctx.t('site|newyear>crumb'), route: 'proNewYear' },
          ]),
        ],
      }),
  },
  {
    name: 'ibonApp',
    layout: 'public',
    page: IbonAppPage,
    cache: true,
    ns: ['site', 'catalog'],
    prefetch: async (ctx) => (await loaders()).prefetchIbonApp(ctx),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('site|ibon>meta_title'),
        description: ctx.t('site|ibon>meta_description'),
        jsonLd: [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('site|ibon>crumb'), route: 'ibonApp' }])],
      }),
  },
  {
    name: 'ibonJoin',
    layout: 'public',
    page: IbonJoinPage,
    cache: true,
    ns: ['site', 'catalog', 'onboarding'],
    prefetch: async (ctx) => (await loaders()).prefetchIbonJoin(ctx),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('site|ibon_join>meta_title'),
        description: ctx.t('site|ibon_join>meta_description'),
        jsonLd: [
          breadcrumbLd(ctx, [
            home(ctx),
            { name: ctx.t('site|ibon>crumb'), route: 'ibonApp' },
            { name: ctx.t('site|ibon_join>crumb'), route: 'ibonJoin' },
          ]),
        ],
      }),
  },
];
