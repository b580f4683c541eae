/** An order's state as a badge: paid, waiting for payment, failed, expired, cancelled, refunded. */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shared/domain/payments';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';

const LOOK: StatusLooks<OrderStatus> = {
  paid: { tone: 'success', icon: 'check-circle' },
  pending: { tone: 'warning', icon: 'clock' },
  requires_action: { tone: 'warning', icon: 'clock' },
  failed: { tone: 'danger', icon: 'error' },
  expired: { tone: 'neutral', icon: 'timer' },
  cancelled: { tone: 'neutral', icon: 'close' },
  refunded: { tone: 'neutral', icon: 'reply' },
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('pricing');
  return (
    <StatusBadge looks={LOOK} status={status}>
      {t(`status>badge_${status}`)}
    </StatusBadge>
  );
}
