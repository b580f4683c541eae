/** What a pro pays (pro landing): nothing to join, a per-quote fee by category shown before sending, starter credit. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export interface ProSignupFeesProps {
  feeMin: number;
  feeMax: number;
  starterCredit: number;
}

export function ProSignupFees({ feeMin, feeMax, starterCredit }: ProSignupFeesProps) {
  const { t } = useTranslation('onboarding');
  const fee = feeMin === feeMax ? formatHkd(feeMin) : t('landing>fee_range', { min: formatHkd(feeMin), max: formatHkd(feeMax) });
  const items: { key: string; icon: IconName; value: string }[] = [
    { key: 'join', icon: 'check-circle', value: formatHkd(0) },
    { key: 'quote', icon: 'send', value: fee },
    { key: 'starter', icon: 'wallet', value: formatHkd(starterCredit) },
  ];
  return (
    <ul css={listStyles} data-testid="pro-fees">
      {items.map((i) => (
        <li key={i.key} css={tileStyles}>
          <span css={iconStyles} aria-hidden="true">
            <Icon name={i.icon} size={20} />
          </span>
          <span css={labelStyles}>{t(`landing>fee_${i.key}_label`)}</span>
          <strong css={valueStyles}>{i.value}</strong>
          <span css={bodyStyles}>{t(`landing>fee_${i.key}_body`)}</span>
        </li>
      ))}
    </ul>
  );
}

const listStyles = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space[3]};
  ${theme.breakpoint.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const tileStyles = css`
  display: grid;
  gap: ${theme.space[1]};
  align-content: start;
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  box-shadow: ${theme.shadow.card};
`;

const iconStyles = css`
  color: ${theme.color.brand};
`;

const labelStyles = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

const valueStyles = css`
  font-size: ${theme.font.size.xl};
  color: ${theme.color.brandDark};
  font-variant-numeric: tabular-nums;
`;

const bodyStyles = css`
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;
