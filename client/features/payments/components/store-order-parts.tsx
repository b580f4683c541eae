/**
 * Pieces of a convenience-store bill shared by its list row and its page: the state badge, what was bought, and the
 * link to the credit purchase or the shop order it pays for.
 */
import { useTranslation } from 'react-i18next';
import type { StoreOrder, StoreOrderState } from '@shared/schemas/store-orders.schema';
import { formatHkd } from '@shared/utils/format';
import { StatusBadge, type StatusLooks } from '@client/ui/status-badge';
import { Link } from '@client/ui/link';
import { Icon } from '@client/ui/icon';
import { useHref } from '@client/lib/paths';

const LOOK: StatusLooks<StoreOrderState> = {
  waiting: { tone: 'warning', icon: 'clock' },
  paid: { tone: 'success', icon: 'check-circle' },
  expired: { tone: 'neutral', icon: 'timer' },
  refunded: { tone: 'neutral', icon: 'reply' },
  cancelled: { tone: 'neutral', icon: 'close' },
};

export function StoreOrderStateBadge({ state }: { state: StoreOrderState }) {
  const { t } = useTranslation('pricing');
  return (
    <StatusBadge looks={LOOK} status={state}>
      {t(`ibon>state_${state}`)}
    </StatusBadge>
  );
}

/** "Standard package" / "HK$600 credit" / "Deep cleaning (3 hours) × 2". */
export function useStoreOrderName() {
  const { t } = useTranslation('pricing');
  return (o: StoreOrder): string => {
    if (o.source === 'credit') return o.name ?? t('ibon>credit_name', { credit: formatHkd(o.credit ?? o.amount) });
    const name = o.plan_name ? t('ibon>shop_name', { item: o.name, plan: o.plan_name }) : (o.name ?? '');
    return o.quantity > 1 ? t('ibon>times', { name, count: o.quantity }) : name;
  };
}

/** The credit purchase's page (payment/{hash}) or the consumer's shop order page. */
export function StoreOrderSourceLink({ order }: { order: StoreOrder }) {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const to =
    order.source === 'credit' && order.credit_hash
      ? href('payment', { hash: order.credit_hash })
      : order.shop_order_id
        ? href('consumerShopOrder', { orderId: order.shop_order_id })
        : null;
  if (!to) return null;
  return (
    <Link to={to}>
      <Icon name={order.source === 'credit' ? 'coins' : 'tag'} size={16} />{' '}
      {t(order.source === 'credit' ? 'ibon>to_credit' : 'ibon>to_shop')}
    </Link>
  );
}
