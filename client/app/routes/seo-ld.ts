/**
 * Head helpers of the public pages (STYLE §3.9 head tags): absolute URLs, canonical overrides, and the JSON-LD
 * (schema.org) objects: BreadcrumbList everywhere, FAQPage, LocalBusiness with AggregateRating, Service with
 * an AggregateOffer from the price guide, WebSite with a SearchAction, Article.
 */
import type { HeadTags } from '@shared/api/ssr-contract';
import type { Language } from '@shared/i18n/i18n-config';
import { buildPath, type RouteName, type RouteParams } from '@shared/routes/route-paths';
import type { FaqItem, PriceGuide } from '@shared/schemas/catalog.schema';
import type { ProProfile } from '@shared/schemas/pro-services.schema';
import type { ReviewItem } from '@shared/schemas/reviews.schema';
import type { ContentPage } from '@shared/schemas/content.schema';
import { isoDate } from '@shared/utils/hk-dates';
import { LOGO_PNG_PATH, LOGO_PNG_SIZE } from '@shared/domain/share-image';
import { priceLabel } from '@client/lib/price-label';
import type { HeadContext } from '../route-types';
import { hreflangAlternates } from '../head';

const base = (ctx: HeadContext) => ctx.publicUrl.replace(/\/$/, '');

/** Absolute URL of a route in the page language. */
export function absUrl(ctx: HeadContext, name: RouteName, params?: RouteParams): string {
  return base(ctx) + buildPath(name, params, ctx.lng);
}

/** Points canonical, hreflang alternates and og:url at another route (e.g. a duplicate path's original). */
export function withCanonical(head: HeadTags, ctx: HeadContext, name: RouteName, params?: RouteParams): HeadTags {
  const b = base(ctx);
  return {
    ...head,
    canonical: b + buildPath(name, params, ctx.lng),
    alternates: hreflangAlternates((l) => b + buildPath(name, params, l as Language)),
    og: { ...head.og, 'og:url': b + buildPath(name, params, ctx.lng) },
  };
}

export interface LdCrumb {
  name: string;
  route: RouteName;
  params?: RouteParams;
}

export function breadcrumbLd(ctx: HeadContext, crumbs: LdCrumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absUrl(ctx, c.route, c.params) })),
  };
}

export function faqLd(items: FaqItem[]): object | null {
  if (!items.length) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

export function websiteLd(ctx: HeadContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: ctx.t('common|meta>site_name'),
    url: absUrl(ctx, 'home'),
    inLanguage: ctx.lng,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absUrl(ctx, 'proSearch')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** No sameAs: the configuration names no official social profiles, and a guessed one would mislead. */
export function organizationLd(ctx: HeadContext): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ctx.t('common|meta>site_name'),
    url: absUrl(ctx, 'home'),
    logo: { '@type': 'ImageObject', url: `${base(ctx)}${LOGO_PNG_PATH}`, width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE },
    areaServed: { '@type': 'Country', name: 'Hong Kong' },
  };
}

/** A category as a Service offered in Hong Kong, with the price guide's main band as an AggregateOffer. */
export function serviceLd(
  ctx: HeadContext,
  p: { name: string; description: string; route: RouteName; params: RouteParams; guide?: PriceGuide; area?: string },
): object {
  const band = p.guide?.bands.find((b) => b.median !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: p.name,
    serviceType: p.name,
    description: p.description,
    url: absUrl(ctx, p.route, p.params),
    areaServed: p.area ? { '@type': 'AdministrativeArea', name: p.area } : { '@type': 'Country', name: 'Hong Kong' },
    provider: { '@type': 'Organization', name: ctx.t('common|meta>site_name'), url: absUrl(ctx, 'home') },
    ...(band && band.low !== null && band.high !== null
      ? { offers: { '@type': 'AggregateOffer', priceCurrency: 'HKD', lowPrice: band.low, highPrice: band.high, offerCount: band.samples } }
      : {}),
  };
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The pro's address as far as it is known: district, region (from the areas it serves), Hong Kong. */
function postalAddress(ctx: HeadContext, pro: ProProfile): object {
  const region = pro.base_district ? pro.areas.find((a) => a.slug === pro.base_district!.slug)?.region : undefined;
  return {
    '@type': 'PostalAddress',
    ...(pro.base_district ? { addressLocality: pro.base_district.name } : {}),
    ...(region ? { addressRegion: ctx.t(`catalog|region>${region}`) } : {}),
    addressCountry: 'HK',
  };
}

/** Business hours (SPEC §3; weekday 1 = Monday … 7 = Sunday, SPEC §9) as schema.org opening hours. */
function openingHoursLd(pro: ProProfile): object[] {
  return pro.business_hours
    .filter((h) => WEEKDAYS[h.weekday - 1] && h.open && h.close)
    .map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${WEEKDAYS[h.weekday - 1]}`,
      opens: h.open,
      closes: h.close,
    }));
}

/** "From HK$300" from the pro's starting price; unknown for an on-site-inspection price. */
function priceRange(ctx: HeadContext, pro: ProProfile): string | undefined {
  if (pro.starting_price === null || !pro.starting_price_type || pro.starting_price_type === 'onsite') return undefined;
  return ctx.t('catalog|meta>price_range', { price: priceLabel(ctx.t, pro.starting_price, pro.starting_price_type) });
}

const absolute = (ctx: HeadContext, url: string) => (url.startsWith('http') ? url : `${base(ctx)}${url}`);

/**
 * A pro's profile as a LocalBusiness: address, opening hours, image (logo, else the first work photo), price range
 * from the starting price, AggregateRating and the newest reviews. No geo: profiles have no coordinates.
 */
export function localBusinessLd(ctx: HeadContext, pro: ProProfile, reviews: ReviewItem[]): object {
  // The display size in JPEG: the format every consumer of structured data reads.
  const image = pro.logo?.display.jpeg ?? pro.logo_url ?? pro.media[0]?.image?.display.jpeg ?? pro.media[0]?.url;
  const hours = openingHoursLd(pro);
  const price = priceRange(ctx, pro);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': absUrl(ctx, 'serviceSlug', { serviceId: pro.quote_service_id, slug: pro.slug }),
    name: pro.business_name,
    description: pro.summary,
    url: absUrl(ctx, 'serviceSlug', { serviceId: pro.quote_service_id, slug: pro.slug }),
    ...(image ? { image: absolute(ctx, image) } : {}),
    ...(pro.year_founded ? { foundingDate: String(pro.year_founded) } : {}),
    address: postalAddress(ctx, pro),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(price ? { priceRange: price } : {}),
    areaServed: pro.areas.map((a) => ({ '@type': 'AdministrativeArea', name: a.name })),
    knowsAbout: pro.categories.map((c) => c.name),
    ...(pro.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: pro.rating.toFixed(2),
            reviewCount: pro.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.reviewer_name },
      datePublished: isoDate(r.created),
      reviewBody: r.note,
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
    })),
  };
}

export function articleLd(ctx: HeadContext, page: ContentPage): object {
  return {
    '@context': 'https://schema.org',
    '@type': page.kind === 'blog' ? 'BlogPosting' : 'Article',
    headline: page.title,
    description: page.summary,
    inLanguage: ctx.lng,
    datePublished: isoDate(page.published_on),
    dateModified: isoDate(page.modified),
    mainEntityOfPage: absUrl(ctx, page.kind === 'feature' ? 'feature' : 'blog', { slug: page.slug }),
    author: { '@type': 'Organization', name: ctx.t('common|meta>site_name') },
    publisher: {
      '@type': 'Organization',
      name: ctx.t('common|meta>site_name'),
      logo: { '@type': 'ImageObject', url: `${base(ctx)}${LOGO_PNG_PATH}`, width: LOGO_PNG_SIZE, height: LOGO_PNG_SIZE },
    },
  };
}

/** Drops the nulls of optional JSON-LD blocks. */
export const ld = (...items: (object | null | undefined)[]): object[] => items.filter((x): x is object => Boolean(x));
