/** nearme/{slug}[/{city}[/{district}]] (SPEC §2; ADR 0018): Hong Kong, region and district pages of a category. */
import loadable from '@loadable/component';
import { isRegion } from '@shared/domain/catalog';
import { DISTRICT_NOINDEX } from '@shared/domain/district-pages';
import { listingRobots } from '@shared/domain/listing-thresholds';
import { nearMeReads } from '@client/pages/near-me.reads';
import { districtFaq, districtMetaDescription } from '@client/features/catalog/components/near-me-faq';
import type { HeadContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { breadcrumbLd, faqLd, ld, serviceLd } from './seo-ld';
import { notFound, paged } from './route-helpers';

const NearMePage = loadable(() => import(/* webpackChunkName: "near-me" */ '@client/pages/near-me.page'), { fallback: <PageFallback /> });

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });

export const nearMeRoutes: RouteDef[] = [
  {
    name: 'nearMe',
    layout: 'public',
    page: NearMePage,
    cache: true,
    ns: ['catalog'],
    prefetch: async (ctx) => {
      if (ctx.params.city !== undefined && !isRegion(ctx.params.city)) throw notFound();
      await nearMeReads.prefetch(ctx);
    },
    head: (ctx) => {
      const { slug = '', city, district } = ctx.params;
      const { near, local, guide, pros } = nearMeReads.cached(ctx);
      const n = near!;
      const place = n.district?.name ?? (n.region ? ctx.t(`catalog|region>${n.region}`) : ctx.t('catalog|region>hong-kong'));
      const crumbs = [
        home(ctx),
        { name: n.category.name, route: 'category' as const, params: { slug } },
        { name: ctx.t('catalog|breadcrumb>near_me', { name: n.category.name }), route: 'nearMe' as const, params: { slug } },
        ...(n.region ? [{ name: ctx.t(`catalog|region>${n.region}`), route: 'nearMe' as const, params: { slug, city: n.region } }] : []),
        ...(n.district
          ? [{ name: n.district.name, route: 'nearMe' as const, params: { slug, city: n.region ?? undefined, district: n.district.slug } }]
          : []),
      ];
      const description = local
        ? districtMetaDescription(ctx.t, local)
        : ctx.t('catalog|meta>near_me_description', { name: n.category.name, place });
      const localPrice = local?.prices.find((p) => p.median !== null);
      const price = localPrice ?? guide?.bands.find((b) => b.median !== null);
      const head = paged(
        pageHead(ctx, {
          title: ctx.t('catalog|meta>near_me_title', { name: n.category.name, place }),
          description,
          card: __SERVER__ && {
            title: n.category.name,
            label: place,
            icon: n.category.icon,
            rating: local?.review_avg && local.counts.reviews ? { average: local.review_avg, count: local.counts.reviews } : undefined,
            price: price ? { low: price.low, median: price.median, high: price.high, hourly: price.rating_type === 'hourly' } : undefined,
            pros: local ? local.counts.pros : n.region ? undefined : n.category.pro_count,
          },
          jsonLd:
            __SERVER__ &&
            ld(
              breadcrumbLd(ctx, crumbs),
              serviceLd(ctx, { name: n.category.name, description, route: 'nearMe', params: { slug, city, district }, area: place }),
              local ? faqLd(districtFaq(ctx.t, local)) : null,
            ),
        }),
        ctx,
      );
      // A district page below the data threshold stays out of the index and the sitemap; its links are followed.
      if (local && !local.indexable) return { ...head, robots: DISTRICT_NOINDEX };
      // A region page listing too few pros likewise (the listing threshold, ADR 0046).
      const regionRobots = n.region && pros ? listingRobots({ type: 'region', pros: pros.total }) : undefined;
      return regionRobots ? { ...head, robots: regionRobots } : head;
    },
  },
];
