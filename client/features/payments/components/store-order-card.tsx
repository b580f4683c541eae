/**
 * A convenience-store bill in the list: what it pays for, the amount, the state, the payment code and its barcode
 * while it can still be paid, the deadline as people say it, and links to the bill's page and to what it pays for.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { StoreOrder } from '@shared/schemas/store-orders.schema';
import { formatSpokenDateTime } from '@shared/utils/spoken-time';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { Link } from '@client/ui/link';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { cluster, stack } from '@client/styles/layout';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { useHref } from '@client/lib/paths';
import { Barcode } from './barcode';
import { StoreOrderSourceLink, StoreOrderStateBadge, useStoreOrderName } from './store-order-parts';

export function StoreOrderCard({ order }: { order: StoreOrder }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const href = useHref();
  const now = useNow();
  const nameOf = useStoreOrderName();
  const waiting = order.state === 'waiting';
  const facts = [
    { term: t('ibon>kind'), description: t(`ibon>kind_${order.source}`) },
    ...(order.payment_code ? [{ term: t('status>payment_code'), description: <span css={codeStyles}>{order.payment_code}</span> }] : []),
    ...(waiting && order.expires_at
      ? [{ term: t('status>deadline'), description: t('status>deadline_value', { at: dueText(t, order.expires_at, lng, now) }) }]
      : []),
    ...(order.paid_at ? [{ term: t('ibon>paid_at'), description: formatSpokenDateTime(order.paid_at, lng, now) }] : []),
    { term: t('ibon>created'), description: formatSpokenDateTime(order.created, lng, now) },
  ];
  return (
    <Card css={cardStyles} data-testid="store-order">
      <div css={headStyles}>
        <h2 css={titleStyles}>
          <Link to={href('ibonOrder', { orderId: order.id })}>{nameOf(order)}</Link>
        </h2>
        <strong css={amountStyles}>{formatHkd(order.amount)}</strong>
      </div>
      <div>
        <StoreOrderStateBadge state={order.state} />
      </div>
      <DescriptionList layout="inline" items={facts} />
      {waiting && order.barcode ? (
        <Barcode size="small" value={order.barcode} label={t('status>barcode_label', { code: order.payment_code ?? order.barcode })} />
      ) : null}
      <div css={cluster(4)}>
        <Link to={href('ibonOrder', { orderId: order.id })}>{t(waiting ? 'ibon>open_waiting' : 'ibon>open')}</Link>
        <StoreOrderSourceLink order={order} />
      </div>
    </Card>
  );
}

const cardStyles = css`
  ${stack(3)};
  align-items: start;
`;
const headStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${theme.space[2]};
  width: 100%;
`;
const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  overflow-wrap: anywhere;
`;
const amountStyles = css`
  font-size: ${theme.font.size.lg};
`;
const codeStyles = css`
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
`;
