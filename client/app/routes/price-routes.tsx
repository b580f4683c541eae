/**
 * The cost guides: price/{slug}, a cost guide per category with its own cost-guide head
 * (title, description, BreadcrumbList, Dataset and FAQPage JSON-LD), and price/methodology, how they are computed.
 */
import loadable from '@loadable/component';
import type { CostGuide } from '@shared/schemas/price-guide.schema';
import { hkDateParts } from '@shared/utils/hk-dates';
import { priceFaq } from '@client/features/catalog/lib/price-faq';
import { priceLabel } from '@client/lib/price-label';
import { priceReads } from '@client/pages/price.reads';
import type { HeadContext, RouteDef } from '../route-types';
import { pageHead } from '../head';
import { PageFallback } from '../page-fallback';
import { absUrl, breadcrumbLd, faqLd, ld } from './seo-ld';

const PricePage = loadable(() => import(/* webpackChunkName: "price" */ '@client/pages/price.page'), { fallback: <PageFallback /> });
const PriceMethodologyPage = loadable(() => import(/* webpackChunkName: "price-methodology" */ '@client/pages/price-methodology.page'), {
  fallback: <PageFallback />,
});

const home = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>home'), route: 'home' as const });
const prices = (ctx: HeadContext) => ({ name: ctx.t('catalog|breadcrumb>prices'), route: 'priceIndex' as const });

/** "2026-11-24": the Hong Kong calendar date of a server date (JSON-LD dates). */
function hkIso(serverDate: string): string {
  const p = hkDateParts(serverDate);
  return p ? `${p.y}-${String(p.m).padStart(2, '0')}-${String(p.d).padStart(2, '0')}` : serverDate.slice(0, 10);
}

/** The guide as a schema.org Dataset: what was measured, over which period, in Hong Kong, by whom. */
function datasetLd(ctx: HeadContext, g: CostGuide): object | null {
  if (!g.first_quote_on || !g.last_quote_on) return null;
  const org = { '@type': 'Organization', name: ctx.t('common|meta>site_name'), url: absUrl(ctx, 'home') };
  const from = hkIso(g.first_quote_on);
  const to = hkIso(g.last_quote_on);
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: ctx.t('catalog|price_guide>ld>name', { name: g.category.name }),
    description: ctx.t('catalog|price_guide>ld>description', { name: g.category.name, count: g.total_quotes, from, to }),
    url: absUrl(ctx, 'price', { slug: g.category.slug }),
    inLanguage: ctx.lng,
    isAccessibleForFree: true,
    creator: org,
    publisher: org,
    dateModified: to,
    temporalCoverage: `${from}/${to}`,
    spatialCoverage: {
      '@type': 'Place',
      name: ctx.t('catalog|region>hong-kong'),
      address: { '@type': 'PostalAddress', addressCountry: 'HK' },
    },
    measurementTechnique: ctx.t('catalog|price_guide>ld>technique', { min: g.min_samples }),
    variableMeasured: g.split
      .filter((s) => s.median !== null)
      .map((s) => ({
        '@type': 'PropertyValue',
        name: ctx.t('catalog|price_guide>ld>variable', { type: ctx.t(`catalog|price_guide>type_lower>${s.rating_type}`) }),
        unitText: 'HKD',
        minValue: s.low,
        maxValue: s.high,
        value: s.median,
      })),
  };
}

/** How the category is priced, read from its own quotes: an hourly rate where most priced quotes are hourly, else a price per job. */
export const pricingUnit = (g: Pick<CostGuide, 'main_type'>): 'flat' | 'hourly' => (g.main_type === 'hourly' ? 'hourly' : 'flat');

function priceHead(ctx: HeadContext) {
  const slug = ctx.params.slug ?? '';
  const g = priceReads.cached(ctx).guide!;
  const name = g.category.name;
  const main = g.split.find((s) => s.rating_type === g.main_type && s.median !== null);
  const year = g.last_quote_on ? (hkDateParts(g.last_quote_on)?.y ?? '') : new Date().getUTCFullYear();
  const price = (v: number | null) => priceLabel(ctx.t, v, main?.rating_type ?? 'flat');
  return pageHead(ctx, {
    title: ctx.t(`catalog|price_guide>meta>title_${pricingUnit(g)}`, { name, year }),
    card: __SERVER__ && {
      title: name,
      label: ctx.t('common|share>cost_guide', { year }),
      icon: g.category.icon,
      price: main ? { low: main.low, median: main.median, high: main.high, hourly: main.rating_type === 'hourly' } : undefined,
      quotes: g.total_quotes,
    },
    description:
      main && g.last_quote_on
        ? ctx.t('catalog|price_guide>meta>description', {
            name,
            median: price(main.median),
            low: price(main.low),
            high: price(main.high),
            count: main.samples,
          })
        : ctx.t('catalog|price_guide>meta>description_few', { name, count: g.total_quotes }),
    jsonLd:
      __SERVER__ &&
      ld(
        breadcrumbLd(ctx, [home(ctx), prices(ctx), { name, route: 'price', params: { slug } }]),
        datasetLd(ctx, g),
        faqLd(priceFaq(ctx.t, g, ctx.lng)),
      ),
  });
}

export const priceRoutes: RouteDef[] = [
  {
    name: 'price',
    layout: 'public',
    page: PricePage,
    cache: true,
    ns: ['catalog'],
    prefetch: priceReads.prefetch,
    head: priceHead,
  },
  {
    name: 'priceMethodology',
    layout: 'public',
    page: PriceMethodologyPage,
    cache: true,
    ns: ['catalog'],
    head: (ctx) =>
      pageHead(ctx, {
        title: ctx.t('catalog|price_methodology>meta>title'),
        description: ctx.t('catalog|price_methodology>meta>description'),
        jsonLd: __SERVER__ && [
          breadcrumbLd(ctx, [home(ctx), prices(ctx), { name: ctx.t('catalog|price_methodology>crumb'), route: 'priceMethodology' }]),
        ],
      }),
  },
];
