/** A price-guide figure as text, the same in page bodies and head tags. */
import type { TFunction } from 'i18next';
import type { RatingType } from '@shared/domain/catalog';
import { formatHkd } from '@shared/utils/format';

/** "HK$880" or "HK$300 / hour" (no amount counts as 0). */
export function priceLabel(t: TFunction, amount: number | null, type: RatingType): string {
  const price = formatHkd(amount ?? 0);
  return type === 'hourly' ? t('catalog|price>per_hour', { price }) : price;
}
