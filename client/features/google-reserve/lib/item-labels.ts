/** How an item's length and price read (price on request, a fixed price, or "from" a price), in whole HKD. */
import type { TFunction } from 'i18next';
import { formatHkd } from '@shared/utils/format';

export function durationLabel(t: TFunction, minutes: number): string {
  return t('google_reserve>duration', { minutes });
}

export function priceLabel(t: TFunction, item: { price: number | null; is_price_from: boolean }): string {
  if (item.price === null) return t('google_reserve>price_on_request');
  return item.is_price_from ? t('google_reserve>price_from', { price: formatHkd(item.price) }) : formatHkd(item.price);
}
