/** An item's status as a badge (client/ui/status-badge SHOP_ITEM_LOOKS), in the shop namespace's words. */
import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@shared/domain/shop';
import { SHOP_ITEM_LOOKS, StatusBadge } from '@client/ui/status-badge';

export function ItemStatusBadge({ status }: { status: ItemStatus }) {
  const { t } = useTranslation('shop');
  return (
    <StatusBadge looks={SHOP_ITEM_LOOKS} status={status}>
      {t(`item>status>${status}`)}
    </StatusBadge>
  );
}
