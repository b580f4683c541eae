/**
 * An order waiting for money: a card payment being confirmed, a convenience-store bill (code, barcode, 72 h
 * deadline, how to pay at 7-Eleven or Circle K) or an FPS transfer (account number, exact amount, deadline).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { PaymentOrder } from '@shared/schemas/payments.schema';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { formatHkd } from '@shared/utils/format';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { Barcode } from './barcode';
import { CopyValue } from './copy-value';

export function OrderWaiting({ order }: { order: PaymentOrder }) {
  const { t, i18n } = useTranslation('pricing');
  const now = useNow();
  const amount = formatHkd(order.amount);
  const deadline = order.expires_at
    ? t('status>deadline_value', { at: dueText(t, order.expires_at, i18n.language as Language, now) })
    : null;
  const facts = [
    { term: t('status>to_pay'), description: <strong>{amount}</strong> },
    { term: t('status>credit_to_add'), description: formatHkd(order.credit) },
    ...(deadline ? [{ term: t('status>deadline'), description: deadline }] : []),
  ];
  if (order.pay_type === 'card') {
    return (
      <>
        <p css={textStyles}>{t(order.status === 'requires_action' ? 'status>card_action' : 'status>card_waiting')}</p>
        <DescriptionList layout="inline" divided items={facts} />
      </>
    );
  }
  const cvs = order.pay_type === 'cvs';
  const code = cvs ? order.payment_code : order.virtual_account;
  return (
    <>
      {code ? <CopyValue label={t(cvs ? 'status>payment_code' : 'status>virtual_account')} value={code} /> : null}
      {cvs && order.barcode ? (
        <Barcode value={order.barcode} label={t('status>barcode_label', { code: order.payment_code ?? order.barcode })} />
      ) : null}
      <DescriptionList layout="inline" divided items={facts} />
      <h2 css={headingStyles}>{t(cvs ? 'status>cvs_how' : 'status>bank_how')}</h2>
      <ol css={stepsStyles}>
        {[1, 2, 3, 4].map((n) => (
          <li key={n}>{t(`status>${cvs ? 'cvs' : 'bank'}_step${n}`, { amount })}</li>
        ))}
      </ol>
      <p css={textStyles}>
        <Icon name="clock" size={16} /> {t('status>updates_itself')}
      </p>
    </>
  );
}

const textStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const headingStyles = css`
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.font.size.lg};
`;

const stepsStyles = css`
  margin: 0;
  padding-left: ${theme.space[6]};
  ${stack(2)};
`;
