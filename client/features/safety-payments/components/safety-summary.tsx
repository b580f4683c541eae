/**
 * A bid's safety payment at a glance, where both sides work on the bid (its column and its chat): what Sifu holds and
 * the status that needs somebody first, or, before anything is paid, what the consumer can pay or the pro can set up;
 * it links to the bid's safety payments. Nothing shows without the flag or while there is nothing to say.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { mostPressing } from '@shared/domain/safety-payments';
import { QUOTE_STATUS } from '@shared/domain/request-lifecycle';
import type { SafetyBid } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { row } from '@client/styles/layout';
import { useSafetyBid } from '../api/safety-payments.queries';
import { SafetyStatusBadge } from './safety-status-badge';

/** Bid states in which money can be asked for, held or owed. */
const PAYABLE: number[] = [QUOTE_STATUS.InProgress, QUOTE_STATUS.Hired, QUOTE_STATUS.WorkCompleted, QUOTE_STATUS.PaymentCompleted];

type Summary =
  | { kind: 'payment'; held: number; price: number; status: ReturnType<typeof mostPressing> }
  | { kind: 'pay'; title: string; body: string; action: string }
  | { kind: 'setup'; title: string; body: string; action: string };

function useSummary(data: SafetyBid | undefined): Summary | null {
  const { t } = useTranslation('dashboard');
  if (!data) return null;
  const live = data.payments.filter((p) => p.parts.some((x) => x.status !== 'void'));
  if (live.length > 0) {
    const parts = live.flatMap((p) => p.parts);
    return {
      kind: 'payment',
      held: parts.reduce((s, x) => s + x.held, 0),
      price: live.reduce((s, p) => s + p.price, 0),
      status: mostPressing(parts.map((x) => x.status)),
    };
  }
  const offer = data.suggestions[0];
  if (data.role === 'consumer' && offer) {
    return {
      kind: 'pay',
      title: t(`safety_payments>suggestion>title_${offer.kind}`, { amount: formatHkd(offer.price) }),
      body: t('safety_payments>summary>pay_body'),
      action: t('safety_payments>summary>pay'),
    };
  }
  const hired = data.bid.quote_status_id === QUOTE_STATUS.Hired || data.bid.quote_status_id === QUOTE_STATUS.WorkCompleted;
  if (data.role === 'pro' && hired) {
    return {
      kind: 'setup',
      title: t('safety_payments>summary>setup_title'),
      body: t('safety_payments>summary>setup_body'),
      action: t('safety_payments>summary>setup'),
    };
  }
  return null;
}

export interface SafetySummaryProps {
  bidId: number;
  /** The bid's status as the page knows it: nothing is read before the pro has quoted. */
  quoteStatusId: number;
  /** 'card' in the bid's column, 'line' under the chat's header. */
  variant: 'card' | 'line';
}

export function SafetySummary({ bidId, quoteStatusId, variant }: SafetySummaryProps) {
  const enabled = useEnv().featureFlags.safetyPayment && PAYABLE.includes(quoteStatusId);
  return enabled ? <SafetySummaryOf bidId={bidId} variant={variant} /> : null;
}

function SafetySummaryOf({ bidId, variant }: { bidId: number; variant: 'card' | 'line' }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const summary = useSummary(useSafetyBid(bidId).data);
  if (!summary) return null;
  const to = href('safetyPayments', { bidId });
  if (variant === 'line') {
    return (
      <div css={lineStyles} data-testid="safety-summary-line">
        <Icon name="shield" size={18} />
        <span css={lineTextStyles}>
          {summary.kind === 'payment' ? (
            <>
              {summary.held > 0
                ? t('safety_payments>summary>held', { amount: formatHkd(summary.held) })
                : t(`safety_payments>status>${summary.status}`)}
            </>
          ) : (
            summary.title
          )}
        </span>
        <Link to={to}>{summary.kind === 'payment' ? t('safety_payments>summary>open') : summary.action}</Link>
      </div>
    );
  }
  return (
    <section css={cardStyles} aria-labelledby={`safety-summary-${bidId}`} data-testid="safety-summary">
      <div css={headStyles}>
        <Icon name="shield" size={20} />
        <h2 id={`safety-summary-${bidId}`} css={titleStyles}>
          {summary.kind === 'payment' ? t('safety_payments>summary>title') : summary.title}
        </h2>
        {summary.kind === 'payment' ? <SafetyStatusBadge status={summary.status} /> : null}
      </div>
      {summary.kind === 'payment' ? (
        <p css={bodyStyles}>
          {summary.held > 0
            ? t('safety_payments>summary>held', { amount: formatHkd(summary.held) })
            : t('safety_payments>summary>price', { amount: formatHkd(summary.price) })}
        </p>
      ) : (
        <p css={bodyStyles}>{summary.body}</p>
      )}
      <ButtonLink to={to} variant={summary.kind === 'payment' ? 'secondary' : 'primary'} size="sm">
        {summary.kind === 'payment' ? t('safety_payments>summary>open') : summary.action}
      </ButtonLink>
    </section>
  );
}

const cardStyles = css`
  display: grid;
  gap: ${theme.space[2]};
  justify-items: start;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.color.brandSoft};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
`;

const headStyles = css`
  ${row(2)};
  flex-wrap: wrap;
  color: ${theme.color.brandDark};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.md};
  color: ${theme.color.text};
`;

const bodyStyles = css`
  margin: 0;
  color: ${theme.color.textMuted};
`;

const lineStyles = css`
  ${row(2)};
  padding: ${theme.space[2]} ${theme.space[4]};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  font-size: ${theme.font.size.sm};
  & > svg {
    flex-shrink: 0;
  }
`;

const lineTextStyles = css`
  flex: 1;
  min-width: 0;
  color: ${theme.color.text};
`;
