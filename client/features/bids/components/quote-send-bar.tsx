/** The foot of the quote composer: the quote fee (with the price before a discount) and the wallet balance beside Send, and a note when the balance is short. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { QuoteFeePreview } from '@shared/schemas/bids.schema';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export function QuoteSendBar({
  fee: f,
  edit,
  sending,
  disabled,
}: {
  fee: QuoteFeePreview | undefined;
  edit: boolean;
  sending: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation('quotes');
  return (
    <>
      <div css={sendBar}>
        <dl css={feeStyles} aria-live="polite">
          <div>
            <dt>{t('composer>fee')}</dt>
            <dd data-testid="quote-fee">
              {f ? (f.already_charged ? t('composer>fee_paid') : formatHkd(f.fee)) : '…'}
              {f && !f.already_charged && f.discount_percent > 0 ? (
                <span
                  css={css`
                    margin-left: 4px;
                    text-decoration: line-through;
                    color: ${theme.color.textMuted};
                  `}
                >
                  {formatHkd(f.original_fee)}
                </span>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>{t('composer>balance')}</dt>
            <dd
              data-testid="wallet-balance-composer"
              css={
                f && !f.is_enough && !f.already_charged
                  ? css`
                      color: ${theme.color.danger};
                    `
                  : undefined
              }
            >
              {f ? formatHkd(f.balance) : '…'}
            </dd>
          </div>
        </dl>
        <Button
          type="submit"
          size="lg"
          loading={sending}
          disabled={disabled}
          css={css`
            flex: 1;
          `}
          data-testid="send-quote"
        >
          <Icon name="send" size={20} />
          {edit ? t('composer>update') : t('composer>send')}
        </Button>
      </div>
      {f && !f.is_enough && !f.already_charged ? (
        <p
          css={css`
            margin: ${theme.space[2]} 0 0;
            color: ${theme.color.warningDark};
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('composer>low_balance')}
        </p>
      ) : null}
    </>
  );
}

const sendBar = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  margin-top: ${theme.space[4]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.color.border};
`;

const feeStyles = css`
  margin: 0;
  display: grid;
  gap: 2px;
  font-size: ${theme.font.size.sm};
  flex-shrink: 0;
  div {
    display: flex;
    gap: ${theme.space[2]};
    justify-content: space-between;
  }
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;
