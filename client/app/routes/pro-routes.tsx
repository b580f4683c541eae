/** Public pro pages (SPEC §2 public routes): lists, search, featured, profiles, the review link, and the pro landing pages. */
import loadable from '@loadable/component';
import { redirect } from 'react-router';
import { pageFrom, resolveProFilter } from '@shared/domain/catalog';
import { listingRobots } from '@shared/domain/listing-thresholds';
import { buildPath } from '@shared/routes/route-paths';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { normalizeSearch } from '@shared/domain/search-query';
import { catalogHomeQuery, proStatsQuery } from '@client/features/catalog/api/catalog.queries';
import { searchResultsQuery } from '@client/features/catalog/api/search.queries';
import { proProfileQuery } from '@client/features/pro-services/api/pro-services.queries';
import { featuredReads } from '@client/pages/featured-pros.reads';
import { filteredProsQuery, proListReads } from '@client/pages/pro-list.reads';
import { proSignupReads } from '@client/pages/pro-signup.reads';
import { reviewLinkReads } from '@client/pages/review-service.reads';
import { proSearchReads, searchOf, searchProsQuery, searchWordsOf } from '@client/pages/pro-search.reads';
import { prefetchProfileExtras, serviceReads } from '@client/pages/service.reads';
import type * as ChargeConfigQueriesModule from '@client/features/payments/api/charge-configs.queries';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, faqLd, ld, localBusinessLd, withCanonical } from './seo-ld';
import { idOf, notFound, paged } from './route-helpers';

type ChargeConfigQueries = typeof ChargeConfigQueriesModule;

const opts = { fallback: <PageFallback /> };
const ProListPage = loadable(() => import(/* webpackChunkName: "pro-list" */ '@client/pages/pro-list.page'), opts);
const ProSearchPage = loadable(() => import(/* webpackChunkName: "pro-search" */ '@client/pages/pro-search.page'), opts);
const FeaturedProsPage = loadable(() => import(/* webpackChunkName: "featured-pros" */ '@client/pages/featured-pros.page'), opts);
const ServicePage = loadable(() => import(/* webpackChunkName: "service" */ '@client/pages/service.page'), opts);
const ReviewServicePage = loadable(() => import(/* webpackChunkName: "review-service" */ '@client/pages/review-service.page'), opts);
const ProLandingPage = loadable(() => import(/* webpackChunkName: "pro-landing" */ '@client/pages/pro-landing.page'), opts);
const ProSignupPage = loadable(() => import(/* webpackChunkName: "pro-signup" */ '@client/pages/pro-signup.page'), opts);

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });

async function prefetchSearch(ctx: LoaderContext) {
  const { queryClient, data, lng, params, url } = ctx;
  await proSearchReads.prefetch(ctx);
  const { genres = [], districts = [] } = proSearchReads.cached(ctx);
  const categories = genres.flatMap((g) => g.categories);
  const category = params.slug ? categories.find((c) => c.slug === params.slug) : undefined;
  if (params.slug && !category) throw notFound();
  const { q, district, page } = searchOf(url.searchParams, districts);
  if (!params.slug && normalizeSearch(q)) {
    // Typed words are searched; the home search (?go=quote) goes straight to the questionnaire
    // when they clearly name one service (通渠, plumber), otherwise the results offer the best match's quotes.
    const result = await queryClient.ensureQueryData(searchResultsQuery(data, lng, { q, page, district }));
    if (url.searchParams.get('go') === 'quote' && result.confident && result.best) {
      const { prefix } = splitLanguagePrefix(url.pathname);
      throw redirect(buildPath('form', { slug: result.best.slug }, prefix), 302);
    }
    return;
  }
  await queryClient.ensureQueryData(searchProsQuery(data, lng, { category: category?.slug, district, q, page }));
}

function searchHead(ctx: HeadContext) {
  const q = searchWordsOf(new URLSearchParams(ctx.search ?? ''));
  const { genres = [] } = proSearchReads.cached(ctx);
  const category = ctx.params.slug ? genres.flatMap((g) => g.categories).find((c) => c.slug === ctx.params.slug) : undefined;
  const keyword = !category && normalizeSearch(q) !== '';
  // pro-search and pro-search/{slug} are never indexed (results of typed words, thin lists); no
  // canonical and no alternates then (pageHead leaves them out of a page that is not indexable).
  return pageHead(ctx, {
    robots: 'noindex, follow',
    indexable: false,
    title: category
      ? ctx.t('catalog|meta>search_category_title', { name: category.name })
      : keyword
        ? ctx.t('catalog|search>meta_title', { q })
        : ctx.t('catalog|meta>search_title'),
    description: category
      ? ctx.t('catalog|meta>search_category_description', { name: category.name })
      : ctx.t('catalog|meta>search_description'),
    jsonLd: __SERVER__ && [
      breadcrumbLd(ctx, [
        home(ctx),
        { name: ctx.t('catalog|breadcrumb>search'), route: 'proSearch' },
        ...(category ? [{ name: category.name, route: 'proSearchCategory' as const, params: { slug: category.slug } }] : []),
      ]),
    ],
  });
}

function profileHead(ctx: HeadContext) {
  const read = serviceReads.cached(ctx);
  const pro = read.pro!;
  const first = pro.categories[0];
  const head = pageHead(ctx, {
    title: ctx.t('catalog|meta>service_title', {
      name: pro.business_name,
      category: first?.name ?? '',
      district: pro.base_district?.name ?? '',
    }),
    description: ctx.t('catalog|meta>service_description', {
      name: pro.business_name,
      rating: pro.rating.toFixed(1),
      count: pro.review_count,
      hires: pro.hired_count,
      summary: pro.summary,
    }),
    og: { 'og:type': 'profile' },
    card: __SERVER__ && {
      title: pro.business_name,
      label:
        first && pro.base_district
          ? ctx.t('common|share>pro_label', { category: first.name, district: pro.base_district.name })
          : (first?.name ?? pro.base_district?.name),
      avatar: { name: pro.business_name, logo: pro.logo?.display.jpeg ?? pro.logo_url },
      rating: pro.review_count ? { average: pro.rating, count: pro.review_count } : undefined,
      price: pro.starting_price ? { from: pro.starting_price, hourly: pro.starting_price_type === 'hourly' } : undefined,
      verified: pro.is_verified,
      hires: pro.hired_count,
    },
    jsonLd:
      __SERVER__ &&
      ld(
        breadcrumbLd(ctx, [
          home(ctx),
          ...(first ? [{ name: first.name, route: 'category' as const, params: { slug: first.slug } }] : []),
          { name: pro.business_name, route: 'serviceSlug', params: { serviceId: pro.quote_service_id, slug: pro.slug } },
        ]),
        localBusinessLd(ctx, pro, read.reviews?.items ?? []),
        faqLd(pro.faqs),
      ),
  });
  return paged(withCanonical(head, ctx, 'serviceSlug', { serviceId: pro.quote_service_id, slug: pro.slug }), ctx);
}

async function prefetchProfile(ctx: LoaderContext) {
  const { queryClient, data, lng, params, url } = ctx;
  const id = idOf(params.serviceId);
  // A wrong slug redirects before the reviews are read: their ?page= is the right URL's to answer.
  const pro = await queryClient.ensureQueryData(proProfileQuery(data, lng, id));
  if (params.slug !== undefined && params.slug !== pro.slug) {
    const { prefix } = splitLanguagePrefix(url.pathname);
    throw redirect(buildPath('serviceSlug', { serviceId: id, slug: pro.slug }, prefix) + url.search, 301);
  }
  await Promise.all([serviceReads.prefetch(ctx), prefetchProfileExtras(ctx, id)]);
}

export const proRoutes: RouteDef[] = [
  {
    name: 'proList',
    layout: 'public',
    page: ProListPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      await proListReads.prefetch(ctx);
      const { genres = [], districts = [] } = proListReads.cached(ctx);
      const f = resolveProFilter(ctx.params.filter, genres, districts);
      if (!f) throw notFound();
      await ctx.queryClient.ensureQueryData(filteredProsQuery(ctx.data, ctx.lng, f, pageFrom(ctx.url.search)));
    },
    head: (ctx) => {
      const { genres = [], districts = [] } = proListReads.cached(ctx);
      const f = resolveProFilter(ctx.params.filter, genres, districts) ?? { kind: 'all' as const };
      const what = f.kind === 'all' ? ctx.t('catalog|pros>all') : f.kind === 'region' ? ctx.t(`catalog|region>${f.slug}`) : f.name;
      // A category's list below the listing threshold (ADR 0046) stays out of the index; its links are followed.
      const category = f.kind === 'category' ? genres.flatMap((g) => g.categories).find((c) => c.slug === f.slug) : undefined;
      return paged(
        pageHead(ctx, {
          robots: category ? listingRobots({ type: 'pro-list', pros: category.pro_count }) : undefined,
          title: ctx.t(`catalog|meta>pro_list_title_${f.kind}`, { name: what }),
          description: ctx.t(`catalog|meta>pro_list_description_${f.kind}`, { name: what }),
          jsonLd: __SERVER__ && [
            breadcrumbLd(ctx, [
              home(ctx),
              { name: ctx.t('catalog|breadcrumb>pros'), route: 'proList' },
              ...(f.kind === 'all' ? [] : [{ name: what, route: 'proList' as const, params: { filter: ctx.params.filter } }]),
            ]),
          ],
        }),
        ctx,
      );
    },
  },
  { name: 'proSearch', layout: 'public', page: ProSearchPage, cache: true, ns: ['catalog'], prefetch: prefetchSearch, head: searchHead },
  {
    name: 'proSearchCategory',
    layout: 'public',
    page: ProSearchPage,
    cache: true,
    ns: ['catalog'],
    prefetch: prefetchSearch,
    head: searchHead,
  },
  {
    name: 'featuredPros',
    layout: 'public',
    page: FeaturedProsPage,
    cache: true,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      await featuredReads.prefetch(ctx);
      // SPEC §6: the featured list exists only when at least 50 pros qualify.
      if (!featuredReads.cached(ctx).featured?.show) throw notFound();
    },
    head: (ctx) =>
      paged(
        pageHead(ctx, {
          title: ctx.t('catalog|meta>featured_title'),
          description: ctx.t('catalog|meta>featured_description'),
          card: __SERVER__ && {
            title: ctx.t('catalog|meta>featured_title'),
            pros: featuredReads.cached(ctx).featured?.qualifying_count,
          },
          jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>featured'), route: 'featuredPros' }])],
        }),
        ctx,
      ),
  },
  // The profile by id and by its slug.
  ...(['service', 'serviceSlug'] as const).map((name): RouteDef => ({
    name,
    layout: 'public',
    page: ServicePage,
    cache: true,
    ns: ['catalog', 'media', 'requests', 'bookings'],
    prefetch: prefetchProfile,
    head: profileHead,
  })),
  {
    name: 'reviewService',
    layout: 'public',
    page: ReviewServicePage,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      if (!/^[a-f0-9]{32}$/.test(ctx.params.hash ?? '')) throw notFound();
      idOf(ctx.params.serviceId); // a 404 for an id that cannot exist
      await reviewLinkReads.prefetch(ctx);
    },
    head: (ctx) => {
      const link = reviewLinkReads.cached(ctx).link!;
      return pageHead(ctx, { title: ctx.t('catalog|meta>review_title', { name: link.business_name }), indexable: false });
    },
  },
  {
    name: 'proLanding',
    layout: 'public',
    page: ProLandingPage,
    cache: true,
    ns: ['catalog', 'onboarding'],
    prefetch: ({ queryClient, data, lng }) =>
      Promise.all([queryClient.ensureQueryData(catalogHomeQuery(data, lng)), queryClient.ensureQueryData(proStatsQuery(data))]),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>pro_landing_title'),
        description: ctx.t('catalog|meta>pro_landing_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>for_pros'), route: 'proLanding' }])],
      }),
  },
  {
    name: 'proSignup',
    layout: 'public',
    page: ProSignupPage,
    cache: true,
    ns: ['catalog'],
    prefetch: (ctx) =>
      Promise.all([
        proSignupReads.prefetch(ctx),
        // The FAQ's top-up amounts, for the server's render only (`require` in a branch webpack drops from the browser's
        // bundle): the route group every profile loads first stays without the payments contract.
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        __SERVER__ && (require('@client/features/payments/api/charge-configs.queries') as ChargeConfigQueries).prefetchChargeConfigs(ctx),
      ]),
    head: (ctx) => {
      const c = proSignupReads.cached(ctx).category!;
      return pageHead(ctx, {
        // Mostly template text: indexed only where the category shows real demand (ADR 0046).
        robots: listingRobots({ type: 'pro-signup', recentRequests: c.recent_request_count }),
        title: ctx.t('catalog|meta>pro_signup_title', { name: c.name }),
        description: ctx.t('catalog|meta>pro_signup_description', { name: c.name, count: c.recent_request_count }),
        jsonLd: __SERVER__ && [
          breadcrumbLd(ctx, [
            home(ctx),
            { name: ctx.t('catalog|breadcrumb>for_pros'), route: 'proLanding' },
            { name: c.name, route: 'proSignup', params: { slug: c.slug } },
          ]),
        ],
      });
    },
  },
];
