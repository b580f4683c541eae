/**
 * The item page's structured data (docs/decisions/0038): a schema.org Product with one Offer per plan in HKD, its
 * availability from the stock, the pro as the seller, the feedback's AggregateRating when there is any and the newest
 * feedback as reviews; and the og:image tags of its first photo (display size, JPEG). Server only (route heads build
 * JSON-LD under __SERVER__).
 */
import { itemSlug } from '@shared/domain/shop-catalog';
import type { ShopFeedback, ShopItem } from '@shared/schemas/shop.schema';
import { isoDate } from '@shared/utils/hk-dates';
import type { HeadContext } from '../route-types';
import { absUrl } from './seo-ld';

const absolute = (ctx: HeadContext, url: string) => (url.startsWith('http') ? url : `${ctx.publicUrl.replace(/\/$/, '')}${url}`);

/** The canonical route params of an item. */
export const itemParams = (item: Pick<ShopItem, 'id' | 'name'>) => ({ itemId: item.id, slug: itemSlug(item.name) });

/** The photos as images for structured data and sharing: the display size in JPEG, which every reader takes. */
function photoUrls(ctx: HeadContext, item: ShopItem): string[] {
  return item.photos.map((p) => absolute(ctx, p.image?.display.jpeg ?? p.url));
}

function availability(item: ShopItem): string {
  return `https://schema.org/${item.sold_out ? 'SoldOut' : item.remaining_quantity !== null && item.remaining_quantity <= 5 ? 'LimitedAvailability' : 'InStock'}`;
}

export function productLd(ctx: HeadContext, item: ShopItem, feedbacks: ShopFeedback[]): object {
  const url = absUrl(ctx, 'shopItem', itemParams(item));
  const seller = {
    '@type': 'LocalBusiness',
    name: item.service.business_name,
    url: absUrl(ctx, 'serviceSlug', { serviceId: item.service.quote_service_id, slug: item.service.slug }),
  };
  const images = photoUrls(ctx, item);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: item.name,
    description: item.description || item.service_info || item.name,
    url,
    sku: String(item.id),
    category: item.category.name,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: item.service.business_name },
    offers: item.plans.map((p) => ({
      '@type': 'Offer',
      name: p.name,
      price: p.price,
      priceCurrency: 'HKD',
      availability: availability(item),
      url,
      seller,
      areaServed: item.areas.length
        ? item.areas.map((a) => ({ '@type': 'AdministrativeArea', name: a.name }))
        : { '@type': 'Country', name: 'Hong Kong' },
    })),
    ...(item.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: item.rating.score.toFixed(2),
            reviewCount: item.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: feedbacks.slice(0, 5).map((f) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: f.reviewer_name },
            datePublished: isoDate(f.created),
            ...(f.feedback ? { reviewBody: f.feedback } : {}),
            reviewRating: { '@type': 'Rating', ratingValue: f.score, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** og:image of the first photo (its display size), or nothing: the page's share card is drawn instead. */
export function photoOg(ctx: HeadContext, item: ShopItem): Record<string, string> {
  const first = item.photos[0];
  if (!first) return {};
  const display = first.image?.display;
  return {
    'og:image': absolute(ctx, display?.jpeg ?? first.url),
    ...(display
      ? { 'og:image:type': 'image/jpeg', 'og:image:width': String(display.width), 'og:image:height': String(display.height) }
      : {}),
    'og:image:alt': item.name,
  };
}
