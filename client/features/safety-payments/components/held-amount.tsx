/** "Held by Sifu HK$X": the money Sifu keeps for both sides until the work is done, large and first. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { row } from '@client/styles/layout';

export function HeldAmount({ amount, note }: { amount: number; note?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <div css={boxStyles} data-testid="held-amount">
      <Icon name="shield" size={24} />
      <div>
        <p css={labelStyles}>{t('safety_payments>held_by_sifu')}</p>
        <p css={amountStyles}>{formatHkd(amount)}</p>
        {note ? <p css={noteStyles}>{note}</p> : null}
      </div>
    </div>
  );
}

const boxStyles = css`
  ${row(3)};
  align-items: flex-start;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.card};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandDark};
  p {
    margin: 0;
  }
  & > svg {
    flex-shrink: 0;
    margin-top: 4px;
  }
`;

const labelStyles = css`
  font-weight: ${theme.font.weight.medium};
`;

const amountStyles = css`
  font-size: ${theme.font.size.xxl};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: ${theme.font.lineHeight.heading};
  color: ${theme.color.text};
`;

const noteStyles = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.neutralText};
`;
