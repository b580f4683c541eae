/**
 * One convenience-store bill: while it can be paid, the payment code, a barcode the width of a phone for the
 * counter's scanner, the deadline, how to pay at the store and what happens at the deadline; afterwards what became
 * of it. Links to the credit purchase or the shop order it pays for.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { StoreOrder } from '@shared/schemas/store-orders.schema';
import { formatSpokenDateTime } from '@shared/utils/spoken-time';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { Alert } from '@client/ui/alert';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { Barcode } from './barcode';
import { CopyValue } from './copy-value';
import { StoreOrderSourceLink, StoreOrderStateBadge, useStoreOrderName } from './store-order-parts';

export function StoreOrderDetail({ order }: { order: StoreOrder }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  const now = useNow();
  const nameOf = useStoreOrderName();
  const amount = formatHkd(order.amount);
  const waiting = order.state === 'waiting';
  const deadline = order.expires_at ? t('status>deadline_value', { at: dueText(t, order.expires_at, lng, now) }) : null;
  const facts = [
    { term: t('ibon>what'), description: nameOf(order) },
    { term: t('status>to_pay'), description: <strong>{amount}</strong> },
    ...(order.source === 'credit' && order.credit ? [{ term: t('status>credit_to_add'), description: formatHkd(order.credit) }] : []),
    ...(waiting && deadline ? [{ term: t('status>deadline'), description: deadline }] : []),
    ...(order.paid_at ? [{ term: t('ibon>paid_at'), description: formatSpokenDateTime(order.paid_at, lng, now) }] : []),
    { term: t('ibon>created'), description: formatSpokenDateTime(order.created, lng, now) },
  ];
  return (
    <>
      <Card css={stack(4)}>
        <div>
          <StoreOrderStateBadge state={order.state} />
        </div>
        {waiting && order.payment_code ? <CopyValue label={t('status>payment_code')} value={order.payment_code} /> : null}
        {waiting && order.barcode ? (
          <div css={stack(2)}>
            <Barcode size="scan" value={order.barcode} label={t('status>barcode_label', { code: order.payment_code ?? order.barcode })} />
            <p css={hintStyles}>{t('ibon>barcode_hint')}</p>
          </div>
        ) : null}
        {waiting ? null : <Alert tone={order.state === 'paid' ? 'success' : 'info'}>{t(`ibon>${order.state}_body_${order.source}`)}</Alert>}
        <DescriptionList layout="inline" divided items={facts} />
        <StoreOrderSourceLink order={order} />
      </Card>
      {waiting ? (
        <>
          <Card css={stack(3)}>
            <h2 css={headingStyles}>{t('status>cvs_how')}</h2>
            <ol css={stepsStyles}>
              <li>{t('status>cvs_step1')}</li>
              <li>{t('status>cvs_step2')}</li>
              <li>{t('status>cvs_step3', { amount })}</li>
              <li>{t(`ibon>step4_${order.source}`)}</li>
            </ol>
          </Card>
          <Card css={stack(3)}>
            <h2 css={headingStyles}>{t('ibon>deadline_heading')}</h2>
            <p css={textStyles}>{t(`ibon>deadline_${order.source}`, { at: deadline ?? '' })}</p>
          </Card>
        </>
      ) : null}
    </>
  );
}

const headingStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
const stepsStyles = css`
  margin: 0;
  padding-left: ${theme.space[6]};
  ${stack(2)};
`;
const textStyles = css`
  margin: 0;
`;
const hintStyles = css`
  margin: 0;
  text-align: center;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
