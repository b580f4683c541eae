/** Purchase history rows: what was bought, how, when, the amount and credit, the state; each opens payment/{hash}. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { OrderStatusBadge } from './order-status-badge';

export function PurchaseList({ items }: { items: PaymentOrder[] }) {
  const { t, i18n } = useTranslation('pricing');
  const href = useHref();
  return (
    <ul css={listStyles}>
      {items.map((o) => (
        <li key={o.hash}>
          <Link to={href('payment', { hash: o.hash })} css={rowStyles} data-testid="purchase-row">
            <span css={iconStyles}>
              <Icon name={o.pay_type === 'card' ? 'credit-card' : 'receipt'} size={20} />
            </span>
            <span css={mainStyles}>
              <strong>{o.package_name ?? t(o.quote_bid_id ? 'purchases>for_quote' : 'purchases>custom')}</strong>
              <span css={metaStyles}>
                {formatDateTime(o.created, i18n.language as Language)} · {t(`buy>pay_${o.pay_type}`)}
              </span>
              <OrderStatusBadge status={o.status} />
            </span>
            <span css={amountStyles}>
              <strong>{formatHkd(o.amount)}</strong>
              <span css={metaStyles}>{t('purchases>credit', { credit: formatHkd(o.credit) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function PurchaseListSkeleton() {
  return (
    <div css={{ display: 'grid', gap: theme.space[2] }} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={84} />
      ))}
    </div>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  li + li {
    border-top: 1px solid ${theme.color.border};
  }
`;

const rowStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
  padding: ${theme.space[3]} ${theme.space[4]};
  color: ${theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${theme.color.background};
    color: ${theme.color.text};
  }
`;

const iconStyles = css`
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
`;

const mainStyles = css`
  flex: 1;
  min-width: 0;
  display: grid;
  gap: 2px;
  justify-items: start;
`;

const metaStyles = css`
  display: block;
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
`;

const amountStyles = css`
  text-align: right;
  font-variant-numeric: tabular-nums;
`;
