/**
 * payment/{hash}: the order's real state, read again every 2 s while it waits for the gateway and a little longer
 * while a paid order's quote is being sent. It never credits anything: only the verified webhook does; when the
 * order turns paid, the wallet and the session (the header's balance) are read again.
 */
import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BID_READS as BidReads } from '@shared/api/bids.contract';
import { BALANCE_READS } from '@shared/api/payments.contract';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Icon, type IconName } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { row, rowTop, stack, disc } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { refetchUnder } from '@client/lib/endpoint-query';
import { isOrderOpen, useOrder } from '../api/payments.queries';
import { OrderPaid } from './order-paid';
import { OrderWaiting } from './order-waiting';
import { OrderUnpaid } from './order-unpaid';
import { OrderStatusBadge } from './order-status-badge';

/** How long a paid order is read again while its quote is being sent (follow_up still empty). */
const FOLLOW_UP_WAIT_MS = 20_000;

/** The bids' reads, as the bids contract lists them (not imported: this public page does not load that contract). */
const BID_READS: typeof BidReads = ['/quote_bid', '/quote_templates'];

function useFollowUpWait() {
  const since = useRef<number | null>(null);
  return (o: PaymentOrder) => {
    if (o.status !== 'paid' || o.quote_bid_id === null || o.follow_up !== null) return false;
    since.current ??= Date.now();
    return Date.now() - since.current < FOLLOW_UP_WAIT_MS;
  };
}

export function PaymentStatus({ hash }: { hash: string }) {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const qc = useQueryClient();
  const keepPolling = useFollowUpWait();
  const order = useOrder(hash, keepPolling);
  const o = order.data;
  const paid = o?.status === 'paid';
  const followUp = o?.follow_up ?? null;
  useEffect(() => {
    if (!paid) return;
    void refetchUnder(qc, followUp ? [...BALANCE_READS, ...BID_READS] : BALANCE_READS);
  }, [paid, followUp, qc]);

  if (!o) {
    return order.isError ? (
      <EmptyState
        title={t('status>not_found_title')}
        body={t('status>not_found_body')}
        action={<ButtonLink to={href('pricing')}>{t('status>to_pricing')}</ButtonLink>}
      />
    ) : (
      <Skeleton height={360} />
    );
  }
  const look = headOf(o);
  return (
    <Card css={cardStyles}>
      <div css={headStyles}>
        <span css={[iconStyles, look.tint]}>
          <Icon name={look.icon} size={32} />
        </span>
        <div role="status" aria-live="polite">
          <h1 css={titleStyles}>{t(`status>title_${look.key}`)}</h1>
          <OrderStatusBadge status={o.status} />
        </div>
      </div>
      {o.test_payment_url && isOrderOpen(o) ? (
        <a href={o.test_payment_url} css={sandboxStyles}>
          <Icon name="external-link" size={16} />
          <span>
            <strong>{t('status>sandbox_pay')}</strong> {t('status>sandbox_note')}
          </span>
        </a>
      ) : null}
      {o.status === 'paid' ? <OrderPaid order={o} /> : isOrderOpen(o) ? <OrderWaiting order={o} /> : <OrderUnpaid order={o} />}
    </Card>
  );
}

function headOf(o: PaymentOrder): { key: string; icon: IconName; tint: ReturnType<typeof css> } {
  if (o.status === 'paid') return { key: 'paid', icon: 'check-circle', tint: tints.success };
  if (o.status === 'failed') return { key: 'failed', icon: 'error', tint: tints.danger };
  if (!isOrderOpen(o)) return { key: o.status, icon: 'timer', tint: tints.neutral };
  return { key: `waiting_${o.pay_type}`, icon: o.pay_type === 'card' ? 'credit-card' : 'receipt', tint: tints.warning };
}

const tints = {
  success: css`
    background: ${theme.color.successSoft};
    color: ${theme.color.successDark};
  `,
  danger: css`
    background: ${theme.color.dangerSoft};
    color: ${theme.color.dangerDark};
  `,
  warning: css`
    background: ${theme.color.warningSoft};
    color: ${theme.color.warningDark};
  `,
  neutral: css`
    background: ${theme.color.neutralSoft};
    color: ${theme.color.neutralText};
  `,
};

const cardStyles = css`
  ${stack(4)};
  max-width: 560px;
  margin: 0 auto;
  width: 100%;
`;

const headStyles = row(3);

const iconStyles = css`
  flex-shrink: 0;
  ${disc(56)};
`;

const titleStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.xl};
  line-height: ${theme.font.lineHeight.heading};
`;

const sandboxStyles = css`
  ${rowTop(2)};
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 2px dashed ${theme.color.warning};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  font-size: ${theme.font.size.sm};
  text-decoration: none;
  min-height: ${theme.layout.touchTarget};
  svg {
    flex-shrink: 0;
    margin-top: 4px;
  }
`;
