/** Small text helpers shared by pro cards and profiles. */
import type { TFunction } from 'i18next';
import { formatHkd } from '@shared/utils/format';

/** "From HK$880", "From HK$300 / hour" or "Quote after an on-site visit". */
export function startingPriceText(t: TFunction, price: number | null, type: 'flat' | 'hourly' | 'onsite' | null): string | null {
  if (type === 'onsite') return t('catalog|pro>price_onsite');
  if (price === null) return null;
  return type === 'hourly'
    ? t('catalog|pro>price_from_hourly', { price: formatHkd(price) })
    : t('catalog|pro>price_from', { price: formatHkd(price) });
}

/** "4.6 out of 5, 23 reviews" for screen readers. */
export function ratingLabel(t: TFunction, rating: number, count: number): string {
  return t('catalog|rating>label', { value: rating.toFixed(1), count });
}
