/** An order's state as a badge: paid, waiting for payment, failed, expired, cancelled, refunded. */
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@shared/domain/payments';
import { Badge, type BadgeTone } from '@client/ui/badge';
import type { IconName } from '@client/ui/icon';

const LOOK: Record<OrderStatus, { tone: BadgeTone; icon: IconName }> = {
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
    <Badge tone={LOOK[status].tone} icon={LOOK[status].icon}>
      {t(`status>badge_${status}`)}
    </Badge>
  );
}
