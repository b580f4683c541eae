/** Public catalogue pages (SPEC §2 public routes): home, genres, categories, price guides, near-me and the SEO directory. */
import loadable from '@loadable/component';
import { genresQuery, priceIndexQuery } from '@client/features/catalog/api/catalog.queries';
import { priceLabel } from '@client/lib/price-label';
import { categoryFaq } from '@client/features/catalog/lib/category-faq';
import { prefetchStrip } from '@client/features/shop/api/shop-catalog.queries';
import { categoryReads } from '@client/pages/category.reads';
import { genreReads } from '@client/pages/genre.reads';
import { homeReads } from '@client/pages/home.reads';
import { seoGenreReads, seoReads } from '@client/pages/seo.reads';
import type { HeadContext, LoaderContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, faqLd, ld, organizationLd, serviceLd, websiteLd, withCanonical } from './seo-ld';
import { notFound, paged } from './route-helpers';

const HomePage = loadable(() => import(/* webpackChunkName: "home" */ '@client/pages/home.page'), { fallback: <PageFallback /> });
const GenreAllPage = loadable(() => import(/* webpackChunkName: "genre-all" */ '@client/pages/genre-all.page'), {
  fallback: <PageFallback />,
});
const GenrePage = loadable(() => import(/* webpackChunkName: "genre" */ '@client/pages/genre.page'), { fallback: <PageFallback /> });
const CategoryPage = loadable(() => import(/* webpackChunkName: "category" */ '@client/pages/category.page'), {
  fallback: <PageFallback />,
});
const PriceIndexPage = loadable(() => import(/* webpackChunkName: "price-index" */ '@client/pages/price-index.page'), {
  fallback: <PageFallback />,
});
const SeoPage = loadable(() => import(/* webpackChunkName: "seo" */ '@client/pages/seo.page'), { fallback: <PageFallback /> });
const SeoGenrePage = loadable(() => import(/* webpackChunkName: "seo-genre" */ '@client/pages/seo-genre.page'), {
  fallback: <PageFallback />,
});

/** The home page's blog posts (flag homeBlogs): their loader comes with their own code, never in this chunk. */
const prefetchHomeBlogs = (ctx: LoaderContext) =>
  ctx.env.featureFlags.homeBlogs
    ? import(/* webpackChunkName: "home-blogs" */ '@client/features/content/components/home-blogs-island').then((m) =>
        m.prefetchHomeBlogs(ctx),
      )
    : undefined;

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });

function categoryHead(ctx: HeadContext, slug: string) {
  const { category, guide } = categoryReads.cached(ctx);
  const c = category!;
  const band = guide?.bands.find((b) => b.median !== null);
  const head = pageHead(ctx, {
    title: ctx.t('catalog|meta>category_title', { name: c.name }),
    card: __SERVER__ && {
      title: c.name,
      label: c.genre.name,
      icon: c.icon,
      rating: c.avg_rating && c.review_count ? { average: c.avg_rating, count: c.review_count } : undefined,
      price: band ? { low: band.low, median: band.median, high: band.high, hourly: band.rating_type === 'hourly' } : undefined,
      pros: c.pro_count,
    },
    description: band
      ? ctx.t('catalog|meta>category_description_price', {
          name: c.name,
          count: c.pro_count,
          median: priceLabel(ctx.t, band.median, band.rating_type),
          samples: band.samples,
        })
      : ctx.t('catalog|meta>category_description', { name: c.name, count: c.pro_count }),
    jsonLd:
      __SERVER__ &&
      ld(
        breadcrumbLd(ctx, [
          home(ctx),
          { name: c.genre.name, route: 'genre', params: { genreName: c.genre.slug } },
          { name: c.name, route: 'category', params: { slug } },
        ]),
        serviceLd(ctx, { name: c.name, description: c.description, route: 'category', params: { slug }, guide }),
        faqLd(guide ? categoryFaq(ctx.t, c.faq, guide) : c.faq),
      ),
  });
  return paged(withCanonical(head, ctx, 'category', { slug }), ctx);
}

const categoryPage: Omit<RouteDef, 'name'> = {
  layout: 'public',
  page: CategoryPage,
  cache: true,
  ns: ['catalog'],
  prefetch: async (ctx) => {
    await Promise.all([categoryReads.prefetch(ctx), prefetchStrip(ctx, { category: ctx.params.slug ?? '' })]);
    const { category } = categoryReads.cached(ctx);
    if (ctx.params.genreName !== undefined && ctx.params.genreName !== category?.genre.slug) throw notFound();
  },
  head: (ctx) => categoryHead(ctx, ctx.params.slug ?? ''),
};

export const catalogRoutes: RouteDef[] = [
  {
    name: 'home',
    layout: 'public',
    page: HomePage,
    cache: true,
    ns: ['catalog'],
    prefetch: (ctx) => Promise.all([homeReads.prefetch(ctx), prefetchHomeBlogs(ctx)]),
    head: (ctx) => {
      const stats = homeReads.cached(ctx).home?.stats;
      return pageHead(ctx, {
        title: ctx.t('common|meta>home_title'),
        description: ctx.t('common|meta>home_description'),
        card: __SERVER__ && {
          title: ctx.t('common|meta>home_card_title'),
          rating: stats?.avg_rating && stats.review_count ? { average: stats.avg_rating, count: stats.review_count } : undefined,
          pros: stats?.pro_count,
        },
        jsonLd: __SERVER__ && [websiteLd(ctx), organizationLd(ctx), breadcrumbLd(ctx, [home(ctx)])],
      });
    },
  },
  {
    name: 'genreAll',
    layout: 'public',
    page: GenreAllPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng }) => queryClient.ensureQueryData(genresQuery(data, lng)),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>genre_all_title'),
        description: ctx.t('catalog|meta>genre_all_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>all_services'), route: 'genreAll' }])],
      }),
  },
  {
    name: 'genre',
    layout: 'public',
    page: GenrePage,
    cache: true,
    ns: ['catalog'],
    prefetch: genreReads.prefetch,
    head: (ctx) => {
      const g = genreReads.cached(ctx).genre!;
      return paged(
        pageHead(ctx, {
          title: ctx.t('catalog|meta>genre_title', { name: g.name }),
          description: ctx.t('catalog|meta>genre_description', { name: g.name, description: g.description, count: g.categories.length }),
          card: __SERVER__ && { title: g.name, subtitle: g.description, label: ctx.t('catalog|breadcrumb>all_services'), icon: g.icon },
          jsonLd: __SERVER__ && [
            breadcrumbLd(ctx, [
              home(ctx),
              { name: ctx.t('catalog|breadcrumb>all_services'), route: 'genreAll' },
              { name: g.name, route: 'genre', params: { genreName: g.slug } },
            ]),
          ],
        }),
        ctx,
      );
    },
  },
  // genre/{genreName}/{slug} is the same page as category/{slug} (its canonical points there).
  { name: 'genreCategory', ...categoryPage },
  { name: 'category', ...categoryPage },
  {
    name: 'priceIndex',
    layout: 'public',
    page: PriceIndexPage,
    cache: true,
    ns: ['catalog'],
    prefetch: ({ queryClient, data, lng }) => queryClient.ensureQueryData(priceIndexQuery(data, lng)),
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>price_index_title'),
        description: ctx.t('catalog|meta>price_index_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>prices'), route: 'priceIndex' }])],
      }),
  },
  // price/{slug} and price/methodology: ./price-routes.tsx (the cost guides).
  // nearMe/{slug}[/{city}[/{district}]]: ./near-me-routes.tsx (its own chunk: a near-me page needs none of these).
  {
    name: 'seo',
    layout: 'public',
    page: SeoPage,
    cache: true,
    ns: ['catalog'],
    prefetch: seoReads.prefetch,
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|meta>seo_title'),
        description: ctx.t('catalog|meta>seo_description'),
        jsonLd: __SERVER__ && [breadcrumbLd(ctx, [home(ctx), { name: ctx.t('catalog|breadcrumb>directory'), route: 'seo' }])],
      }),
  },
  {
    name: 'seoGenre',
    layout: 'public',
    page: SeoGenrePage,
    cache: true,
    ns: ['catalog'],
    prefetch: seoGenreReads.prefetch,
    head: (ctx) => {
      const g = seoGenreReads.cached(ctx).genre!;
      return pageHead(ctx, {
        title: ctx.t('catalog|meta>seo_genre_title', { name: g.name }),
        description: ctx.t('catalog|meta>seo_genre_description', { name: g.name }),
        jsonLd: __SERVER__ && [
          breadcrumbLd(ctx, [
            home(ctx),
            { name: ctx.t('catalog|breadcrumb>directory'), route: 'seo' },
            { name: g.name, route: 'seoGenre', params: { genreName: g.slug } },
          ]),
        ],
      });
    },
  },
];
