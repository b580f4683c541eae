/** Purchase history rows: what was bought, how, when, the amount and credit, the state; each opens payment/{hash}. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Icon } from '@client/ui/icon';
import { ListRow, ListSkeleton, RowAside, RowIcon, RowList, RowMain, RowMeta } from '@client/ui/list-row';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { OrderStatusBadge } from './order-status-badge';

export function PurchaseList({ items }: { items: PaymentOrder[] }) {
  const { t, i18n } = useTranslation('pricing');
  const href = useHref();
  return (
    <RowList>
      {items.map((o) => (
        <ListRow key={o.hash} to={href('payment', { hash: o.hash })} align="start" css={rowStyles} testId="purchase-row">
          <RowIcon>
            <Icon name={o.pay_type === 'card' ? 'credit-card' : 'receipt'} size={20} />
          </RowIcon>
          <RowMain css={mainStyles}>
            <strong>{o.package_name ?? t(o.quote_bid_id ? 'purchases>for_quote' : 'purchases>custom')}</strong>
            <RowMeta>
              {formatDateTime(o.created, i18n.language as Language)} · {t(`buy>pay_${o.pay_type}`)}
            </RowMeta>
            <OrderStatusBadge status={o.status} />
          </RowMain>
          <RowAside>
            <strong>{formatHkd(o.amount)}</strong>
            <RowMeta>{t('purchases>credit', { credit: formatHkd(o.credit) })}</RowMeta>
          </RowAside>
        </ListRow>
      ))}
    </RowList>
  );
}

export function PurchaseListSkeleton() {
  return <ListSkeleton rowHeight={84} />;
}

/** The text keeps its colour when the row is hovered. */
const rowStyles = css`
  &:hover {
    color: ${theme.color.text};
  }
`;

const mainStyles = css`
  display: grid;
  gap: 2px;
  justify-items: start;
`;
