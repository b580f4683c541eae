/**
 * The free credit a pro holds (events and coupons), what expires next and when (Asia/Hong_Kong), and the rule that
 * free credit is spent before credit bought.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkd } from '@shared/utils/format';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { rowTop, secondarySmall } from '@client/styles/layout';
import type { FreeCreditsResult } from '../api/payments.queries';
import { formatHkDate } from '../lib/hk-date';

export function FreeCreditSummary({ summary }: { summary: FreeCreditsResult['summary'] }) {
  const { t, i18n } = useTranslation('pricing');
  const lng = i18n.language as Language;
  return (
    <div css={boxStyles} data-testid="free-credit-summary">
      <Icon name="gift" size={24} />
      <div>
        <p css={amountStyles}>
          {summary.free_balance > 0 ? t('free>summary_balance', { amount: formatHkd(summary.free_balance) }) : t('free>summary_none')}
        </p>
        {summary.free_balance > 0 && summary.next_expiry ? (
          <p css={lineStyles}>
            {t('free>summary_expiry', {
              amount: formatHkd(summary.next_expiry_amount),
              date: formatHkDate(summary.next_expiry, lng),
            })}
          </p>
        ) : null}
        <p css={lineStyles}>{t('free>summary_rule')}</p>
      </div>
    </div>
  );
}

const boxStyles = css`
  ${rowTop(3)};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.accentSoft};
  color: ${theme.color.text};
  & > svg {
    flex-shrink: 0;
    color: ${theme.color.warningDark};
  }
`;

const amountStyles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

const lineStyles = css`
  margin: ${theme.space[1]} 0 0;
  ${secondarySmall};
`;
