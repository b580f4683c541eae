/** The figures an item's row shows: its lowest plan price ("from HK$380") and how much stock is left. */
import type { TFunction } from 'i18next';
import type { ShopItemCard } from '@shared/schemas/shop.schema';
import { formatHkd } from '@shared/utils/format';

export function priceFromText(t: TFunction, price: number | null): string {
  return price === null ? t('shop|item>no_plans') : t('shop|item>price_from', { price: formatHkd(price) });
}

export function stockText(t: TFunction, item: Pick<ShopItemCard, 'quantity' | 'remaining_quantity'>): string {
  if (item.quantity === null || item.remaining_quantity === null) return t('shop|item>stock_unlimited');
  if (item.remaining_quantity === 0) return t('shop|item>sold_out');
  return t('shop|item>stock_left', { left: item.remaining_quantity, total: item.quantity });
}
