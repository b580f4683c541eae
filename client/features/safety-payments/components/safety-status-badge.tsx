/** A part's status as a badge: waiting in amber, held in brand teal, questioned in red, finished in green or grey. */
import { useTranslation } from 'react-i18next';
import type { SafetyPaymentStatus } from '@shared/domain/safety-payments';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';

const LOOK: StatusLooks<SafetyPaymentStatus> = {
  awaiting_payment: { tone: 'warning', icon: 'clock' },
  held: { tone: 'brand', icon: 'shield' },
  cancel_requested: { tone: 'danger', icon: 'warning' },
  refund_requested: { tone: 'danger', icon: 'warning' },
  refund_countered: { tone: 'warning', icon: 'reply' },
  disputed: { tone: 'danger', icon: 'users' },
  released: { tone: 'success', icon: 'check-circle' },
  refunded: { tone: 'neutral', icon: 'arrow-left' },
  settled: { tone: 'neutral', icon: 'check' },
  void: { tone: 'neutral', icon: 'close' },
};

export function SafetyStatusBadge({ status }: { status: SafetyPaymentStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <StatusBadge looks={LOOK} status={status}>
      {t(`safety_payments>status>${status}`)}
    </StatusBadge>
  );
}
