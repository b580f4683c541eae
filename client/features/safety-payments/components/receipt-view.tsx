/**
 * dashboard/safety-payments/{bidId}/{pid}/receipt: the consumer's receipt of a part paid into safety, laid out to print
 * (the site's header, menu and footer are left off the paper), with the PDF the server makes of it.
 */
import { css, Global } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { urlOf } from '@shared/api/endpoint';
import { safetyPaymentsContract } from '@shared/api/safety-payments.contract';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyBid, SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Button, buttonClass } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { DescriptionList } from '@client/ui/description-list';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { BackLink } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { cluster, stack } from '@client/styles/layout';
import { useEnv } from '@client/lib/env';
import { useHref } from '@client/lib/paths';
import { partLabel } from '../lib/part-label';

export interface ReceiptViewProps {
  bid: SafetyBid;
  part: SafetyPart;
  cardLabel: (info: string | null) => string | null;
}

export function ReceiptView({ bid, part, cardLabel }: ReceiptViewProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const href = useHref();
  const env = useEnv();
  const payment = bid.payments.find((p) => p.parts.some((x) => x.id === part.id));
  const payIn = part.pay_in;
  const back = href('safetyPayments', { bidId: bid.bid.id, pid: part.id });
  if (bid.role !== 'consumer' || !payment || payIn?.status !== 'paid') {
    return (
      <Card>
        <EmptyState
          title={t('safety_payments>receipt>none_title')}
          body={t(bid.role === 'consumer' ? 'safety_payments>receipt>none_body' : 'safety_payments>receipt>consumer_only')}
          action={<BackLink to={back}>{t('safety_payments>back_to_part')}</BackLink>}
        />
      </Card>
    );
  }
  const card = cardLabel(payIn.card_info);
  const site = env.PUBLIC_URL.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return (
    <div css={pageStyles}>
      <Global styles={printStyles} />
      <div css={cluster(2)} className="receipt-tools">
        <BackLink to={back}>{t('safety_payments>back_to_part')}</BackLink>
      </div>
      <Card css={paperStyles} aria-labelledby="safety-receipt-title">
        <header css={headStyles} data-receipt="">
          <div>
            <p css={issuerStyles}>{t('safety_payments>receipt>issuer')}</p>
            <p css={mutedStyles}>{site}</p>
          </div>
          <h1 id="safety-receipt-title" css={titleStyles}>
            {t('safety_payments>receipt>title')}
          </h1>
        </header>
        <DescriptionList
          layout="inline"
          divided
          items={[
            { term: t('safety_payments>receipt>number'), description: <span translate="no">{payIn.hash}</span> },
            { term: t('safety_payments>receipt>date'), description: payIn.paid_at ? formatDateTime(payIn.paid_at, lng) : '—' },
            { term: t('safety_payments>receipt>received_from'), description: bid.bid.consumer_name },
            {
              term: t('safety_payments>receipt>for'),
              description: t('safety_payments>receipt>for_value', {
                part: partLabel(t, payment, part.position),
                category: bid.bid.category_name,
                pro: bid.bid.pro_name,
              }),
            },
            {
              term: t('safety_payments>receipt>method'),
              description: card
                ? `${t(`safety_payments>pay>pay_${payIn.pay_type}`)} (${card})`
                : t(`safety_payments>pay>pay_${payIn.pay_type}`),
            },
            { term: t('safety_payments>receipt>amount'), description: <strong css={amountStyles}>{formatHkd(payIn.amount)}</strong> },
          ]}
        />
        <p css={mutedStyles}>{t('safety_payments>receipt>note')}</p>
      </Card>
      <div css={cluster(2)} className="receipt-tools">
        <Button variant="secondary" onClick={() => window.print()}>
          <Icon name="file" size={16} />
          {t('safety_payments>receipt>print')}
        </Button>
        <a
          className={buttonClass({ variant: 'secondary' })}
          href={urlOf(safetyPaymentsContract.receipt, { params: { id: part.id } })}
          download
        >
          <Icon name="download" size={16} />
          {t('safety_payments>receipt>pdf')}
        </a>
      </div>
    </div>
  );
}

/** On paper: only the receipt (no site header, menu, footer or buttons), without the card's shadow. */
const printStyles = css`
  @media print {
    body header:not([data-receipt]),
    body nav,
    body footer,
    .receipt-tools {
      display: none !important;
    }
  }
`;

const pageStyles = css`
  ${stack(4)};
  max-width: 640px;
`;

const paperStyles = css`
  ${stack(4)};
  @media print {
    box-shadow: none;
    border: 0;
    padding: 0;
  }
`;

const headStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding-bottom: ${theme.space[3]};
  border-bottom: 2px solid ${theme.color.text};
  p {
    margin: 0;
  }
`;

const issuerStyles = css`
  font-weight: ${theme.font.weight.bold};
  font-size: ${theme.font.size.lg};
`;

const titleStyles = css`
  margin: 0;
  font-size: ${theme.font.size.xl};
`;

const mutedStyles = css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const amountStyles = css`
  font-size: ${theme.font.size.lg};
`;
