/** A paid order: what was paid and added, with which card, the way to the new balance and the quote sent after it. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button';
import { DescriptionList } from '@client/ui/description-list';
import { secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { cardInfoLabel } from '../lib/card-label';

export function OrderPaid({ order }: { order: PaymentOrder }) {
  const { t, i18n } = useTranslation('pricing');
  const href = useHref();
  const card = cardInfoLabel(order.card_info);
  const lead = order.quote_bid_id ? href('leadDetail', { bidId: order.quote_bid_id }) : null;
  const followUp = order.follow_up ?? '';
  return (
    <>
      <DescriptionList
        layout="inline"
        divided
        items={[
          { term: t('status>paid_amount'), description: formatHkd(order.amount) },
          { term: t('status>credit_added'), description: <strong>{formatHkd(order.credit)}</strong> },
          ...(order.package_name ? [{ term: t('status>package'), description: order.package_name }] : []),
          ...(card ? [{ term: t('status>card'), description: card }] : []),
          ...(order.paid_at ? [{ term: t('status>paid_at'), description: formatDateTime(order.paid_at, i18n.language as Language) }] : []),
        ]}
      />
      {lead && followUp === 'sent' ? (
        <Alert tone="success">
          <strong>{t('status>quote_sent')}</strong> <Link to={lead}>{t('status>open_lead')}</Link>
        </Alert>
      ) : null}
      {lead && followUp === 'already_sent' ? (
        <Alert tone="info">
          {t('status>quote_already_sent')} <Link to={lead}>{t('status>open_lead')}</Link>
        </Alert>
      ) : null}
      {lead && followUp.startsWith('failed:') ? (
        <Alert tone="warning">
          <strong>{t('status>quote_failed_title')}</strong> {t('status>quote_failed')} <Link to={lead}>{t('status>send_from_lead')}</Link>
        </Alert>
      ) : null}
      {lead && !followUp ? (
        <p css={mutedStyles}>
          {t('status>lead_ready')} <Link to={lead}>{t('status>open_lead')}</Link>
        </p>
      ) : null}
      <ButtonLink to={href('credit')} size="lg" block>
        {t('status>see_balance')}
      </ButtonLink>
    </>
  );
}

const mutedStyles = css`
  margin: 0;
  ${secondarySmall};
`;
