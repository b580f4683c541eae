/**
 * A part's pay-in: how and when it was paid, or, while it waits, what the consumer needs to pay it (the store code and
 * barcode, or the account number, with the deadline and the steps; the card page to go back to). The codes are drawn
 * by the page (`codes`, the payments feature's copy and barcode components); the sandbox's own counter or bank is
 * linked only when the server gives its link.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import type { SafetyPayIn } from '@shared/schemas/safety-payments.schema';
import { formatDateTime } from '@shared/utils/dates';
import { dueText } from '@client/lib/due-text';
import { useNow } from '@client/lib/use-now';
import { formatHkd } from '@shared/utils/format';
import { Alert } from '@client/ui/alert';
import { Badge, type BadgeTone } from '@client/ui/badge';
import { DescriptionList } from '@client/ui/description-list';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { inlineRow, stack } from '@client/styles/layout';
import { Money } from './money';

const TONE: Record<SafetyPayIn['status'], BadgeTone> = {
  pending: 'warning',
  requires_action: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
  refunded: 'neutral',
};

export interface PayInSectionProps {
  payIn: SafetyPayIn;
  /** The store code and barcode, or the account number, drawn with copy buttons (the page's composition). */
  codes: (payIn: SafetyPayIn) => ReactNode;
  /** "Visa •••• 4242" for the pay-in's card_info, or null. */
  cardLabel: (info: string | null) => string | null;
}

export function PayInSection({ payIn, codes, cardLabel }: PayInSectionProps) {
  const { t, i18n } = useTranslation('dashboard');
  const lng = i18n.language as Language;
  const now = useNow();
  const open = payIn.status === 'pending' || payIn.status === 'requires_action';
  const card = cardLabel(payIn.card_info);
  const amount = formatHkd(payIn.amount);
  const facts = [
    { term: t('safety_payments>pay_in>way'), description: t(`safety_payments>pay>pay_${payIn.pay_type}`) },
    { term: t('safety_payments>pay_in>amount'), description: <Money amount={payIn.amount} strong /> },
    ...(card ? [{ term: t('safety_payments>pay_in>card'), description: card }] : []),
    ...(payIn.paid_at ? [{ term: t('safety_payments>pay_in>paid_at'), description: formatDateTime(payIn.paid_at, lng) }] : []),
    ...(open && payIn.expires_at
      ? [
          {
            term: t('safety_payments>pay_in>deadline'),
            description: dueText(t, payIn.expires_at, lng, now),
          },
        ]
      : []),
  ];
  return (
    <div css={stack(3)} data-testid="pay-in">
      <div>
        <Badge tone={TONE[payIn.status]}>{t(`safety_payments>pay_in>status>${payIn.status}`)}</Badge>
      </div>
      {open && payIn.test_payment_url ? (
        <a href={payIn.test_payment_url} css={sandboxStyles}>
          <Icon name="external-link" size={16} />
          <span>
            <strong>{t(`safety_payments>pay_in>sandbox_${payIn.pay_type === 'cvs' ? 'counter' : 'bank'}`)}</strong>{' '}
            {t('safety_payments>pay_in>sandbox_note')}
          </span>
        </a>
      ) : null}
      {open && payIn.pay_type !== 'card' ? codes(payIn) : null}
      <DescriptionList layout="inline" divided items={facts} />
      {open && payIn.pay_type === 'card' ? (
        <p css={textStyles}>
          {t('safety_payments>pay_in>card_waiting')}{' '}
          {payIn.checkout_url ? <a href={payIn.checkout_url}>{t('safety_payments>pay_in>card_continue')}</a> : null}
        </p>
      ) : null}
      {open && payIn.pay_type !== 'card' ? (
        <div>
          <h3 css={headingStyles}>{t(`safety_payments>pay_in>${payIn.pay_type}_how`)}</h3>
          <ol css={stepsStyles}>
            {[1, 2, 3].map((n) => (
              <li key={n}>{t(`safety_payments>pay_in>${payIn.pay_type}_step${n}`, { amount })}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {payIn.status === 'failed' ? (
        <Alert tone="error">{t('safety_payments>pay_in>failed', { code: payIn.failure_code ?? '' })}</Alert>
      ) : null}
      {open ? (
        <p css={[textStyles, inlineRow(1)]}>
          <Icon name="clock" size={16} /> {t('safety_payments>pay_in>updates_itself')}
        </p>
      ) : null}
    </div>
  );
}

const textStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const headingStyles = css`
  margin: 0 0 ${theme.space[2]};
  font-size: ${theme.font.size.md};
`;

const stepsStyles = css`
  margin: 0;
  padding-left: ${theme.space[6]};
  ${stack(2)};
`;

const sandboxStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  align-items: flex-start;
  padding: ${theme.space[3]} ${theme.space[4]};
  border: 1.5px dashed ${theme.color.warning};
  border-radius: ${theme.radius.control};
  background: ${theme.color.warningSoft};
  color: ${theme.color.warningDark};
  text-decoration: none;
  & > svg {
    flex-shrink: 0;
    margin-top: 3px;
  }
`;
