/**
 * A shop order's status as a badge: waiting in amber, paid and confirmed in brand teal, a request to answer in red,
 * completed in green, cancelled or never paid in grey. "Protected" marks an order whose money Sifu holds.
 */
import { useTranslation } from 'react-i18next';
import type { ShopOrderStatus } from '@shared/domain/shop';
import { Badge } from '@client/ui/badge';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';

const SHOP_ORDER_LOOK: StatusLooks<ShopOrderStatus> = {
  awaiting_payment: { tone: 'warning', icon: 'clock' },
  paid: { tone: 'brand', icon: 'wallet' },
  confirmed: { tone: 'brand', icon: 'check' },
  complete_requested: { tone: 'warning', icon: 'check-circle' },
  completed: { tone: 'success', icon: 'check-circle' },
  cancel_requested: { tone: 'danger', icon: 'warning' },
  cancelled: { tone: 'neutral', icon: 'close' },
  void: { tone: 'neutral', icon: 'close' },
};

export function OrderStatusBadge({ status }: { status: ShopOrderStatus }) {
  const { t } = useTranslation('shop');
  return (
    <StatusBadge looks={SHOP_ORDER_LOOK} status={status}>
      {t(`orders>status>${status}`)}
    </StatusBadge>
  );
}

/** The order's money is held by Sifu until completion (the safety payment flag when it was placed). */
export function ProtectedBadge() {
  const { t } = useTranslation('shop');
  return (
    <Badge tone="brand" icon="shield">
      {t('orders>protected')}
    </Badge>
  );
}
