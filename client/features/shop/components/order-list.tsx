/**
 * One side's shop orders: the item and its photo, the plan and quantity, the other party, when it was ordered, the
 * booked slot, "protected" when Sifu holds the money, the status and the amount; each row opens the order. With none
 * yet, what the shop is for this side and where to start.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '@shared/domain/shop';
import type { Language } from '@shared/i18n/i18n-config';
import type { ShopOrder } from '@shared/schemas/shop.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { formatHkDate } from '@shared/utils/hk-dates';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { ListRow, ListSkeleton, RowAside, RowList, RowMain, RowMeta } from '@client/ui/list-row';
import { cluster, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { otherPartyOf } from '../lib/order-steps';
import { OrderPhoto } from './order-photo';
import { OrderStatusBadge, ProtectedBadge } from './order-status-badge';

export function OrderList({ items }: { items: ShopOrder[] }) {
  const { t, i18n } = useTranslation('shop');
  const href = useHref();
  const lng = i18n.language as Language;
  return (
    <RowList aria-label={t('orders>list_label')}>
      {items.map((o) => (
        <ListRow
          key={o.id}
          to={href(o.role === 'pro' ? 'proShopOrder' : 'consumerShopOrder', { orderId: o.id })}
          align="start"
          testId="shop-order-row"
        >
          <OrderPhoto photo={o.item.photo} size={56} />
          <RowMain css={mainStyles}>
            <strong>{o.item.name}</strong>
            <RowMeta>
              {t('orders>plan_quantity', { plan: o.plan_name, count: o.quantity })} ·{' '}
              {t(`orders>other_${o.role}`, { name: otherPartyOf(o) })}
            </RowMeta>
            <RowMeta>
              {t('orders>ordered_on', { date: formatHkDate(o.created, lng) })}
              {o.reservation && !o.reservation.cancelled
                ? ` · ${t('orders>slot', { at: formatDateTime(o.reservation.begin_time, lng) })}`
                : null}
            </RowMeta>
            <span css={cluster(1)}>
              <OrderStatusBadge status={o.status} />
              {o.is_held && o.status !== 'void' ? <ProtectedBadge /> : null}
            </span>
          </RowMain>
          <RowAside>
            <strong>{formatHkd(o.role === 'consumer' ? o.total : o.amount)}</strong>
          </RowAside>
        </ListRow>
      ))}
    </RowList>
  );
}

export function OrderListSkeleton() {
  return <ListSkeleton rowHeight={104} />;
}

/** No order (in this filter): what comes here, and where to find something to order or to sell. */
export function OrderListEmpty({ role, filtered }: { role: OrderSide; filtered: boolean }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  return (
    <EmptyState
      title={t(filtered ? 'orders>empty>title_filtered' : 'orders>empty>title')}
      body={t(`orders>empty>body_${role}`)}
      action={
        <ButtonLink variant="secondary" to={href(role === 'pro' ? 'proShop' : 'shopList')}>
          {t(`orders>empty>action_${role}`)}
        </ButtonLink>
      }
    />
  );
}

/** The row's lines stack, each as wide as its content. */
const mainStyles = css`
  ${stack(1)};
  justify-items: start;
`;
