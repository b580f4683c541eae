/** The wallet balance with what it is for: each quote's fee is paid from it (SPEC §1). */
import { css } from '@emotion/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Card } from '@client/ui/card';
import { Icon } from '@client/ui/icon';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { row } from '@client/styles/layout';
import { useBalance } from '../api/wallet.queries';

export function BalanceCard() {
  const { t } = useTranslation('pricing');
  const { data } = useBalance();
  const titleId = useId();
  return (
    <Card
      aria-labelledby={titleId}
      css={css`
        background: linear-gradient(135deg, ${theme.color.brand}, ${theme.color.brandDark});
        color: #fff;
        border: 0;
      `}
    >
      <p
        id={titleId}
        css={css`
          margin: 0;
          ${row(2)};
          opacity: 0.9;
        `}
      >
        <Icon name="wallet" size={20} />
        {t('credit>balance')}
      </p>
      <p
        css={css`
          margin: ${theme.space[1]} 0 0;
          font-size: ${theme.font.size.xxxl};
          font-weight: ${theme.font.weight.bold};
          font-variant-numeric: tabular-nums;
          line-height: 1.2;
        `}
        data-testid="credit-balance"
      >
        {data ? formatHkd(data.balance) : <Skeleton width={160} height={40} />}
      </p>
      <p
        css={css`
          margin: ${theme.space[2]} 0 0;
          font-size: ${theme.font.size.sm};
          opacity: 0.9;
        `}
      >
        {t('credit>balance_help')}
      </p>
    </Card>
  );
}
