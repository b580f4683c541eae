/** Onboarding Welcome (step 0): what happens next and what it costs, before anything is asked. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { Button } from '@client/ui/button';
import { Icon, type IconName } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { bareList, stack, disc } from '@client/styles/layout';
import { OnboardingShell } from './onboarding-shell';

const NEXT: { key: string; icon: IconName }[] = [
  { key: 'basic', icon: 'user' },
  { key: 'logo', icon: 'image' },
  { key: 'description', icon: 'edit' },
  { key: 'areas', icon: 'map-pin' },
];

export interface OnboardingWelcomeProps {
  /** Free credit a new pro starts with (HKD). */
  starterCredit: number;
  /** The per-quote fee range over all categories, when known. */
  feeRange: { min: number; max: number } | null;
  /** The category chosen on pro-signup/{slug}, when there is one. */
  category: { name: string; quote_fee: number } | null;
  onStart: () => void;
}

export function OnboardingWelcome({ starterCredit, feeRange, category, onStart }: OnboardingWelcomeProps) {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingShell
      screen="welcome"
      title={t('welcome>title')}
      intro={category ? t('welcome>intro_category', { name: category.name }) : t('welcome>intro')}
      actions={
        <Button size="lg" onClick={onStart} data-testid="onboarding-start">
          {t('welcome>start')}
          <Icon name="arrow-right" size={20} />
        </Button>
      }
    >
      <h2 css={h2}>{t('welcome>next_title')}</h2>
      <ol css={listStyles}>
        {NEXT.map((s) => (
          <li key={s.key} css={itemStyles}>
            <span aria-hidden="true" css={iconStyles}>
              <Icon name={s.icon} size={20} />
            </span>
            <span>
              <strong>{t(`welcome>next_${s.key}_title`)}</strong>
              <br />
              <span css={muted}>{t(`welcome>next_${s.key}_body`)}</span>
            </span>
          </li>
        ))}
      </ol>
      <h2 css={h2}>{t('welcome>fees_title')}</h2>
      <ul css={listStyles} data-testid="onboarding-fees">
        <li css={itemStyles}>
          <span aria-hidden="true" css={iconStyles}>
            <Icon name="check-circle" size={20} />
          </span>
          <span>{t('welcome>fee_free')}</span>
        </li>
        <li css={itemStyles}>
          <span aria-hidden="true" css={iconStyles}>
            <Icon name="send" size={20} />
          </span>
          <span>
            {category
              ? t('welcome>fee_per_quote_category', { name: category.name, fee: formatHkd(category.quote_fee) })
              : feeRange
                ? t('welcome>fee_per_quote_range', { min: formatHkd(feeRange.min), max: formatHkd(feeRange.max) })
                : t('welcome>fee_per_quote')}
          </span>
        </li>
        <li css={itemStyles}>
          <span aria-hidden="true" css={iconStyles}>
            <Icon name="wallet" size={20} />
          </span>
          <span>{t('welcome>fee_starter', { amount: formatHkd(starterCredit) })}</span>
        </li>
      </ul>
    </OnboardingShell>
  );
}

const h2 = css`
  font-size: ${theme.font.size.lg};
  margin: ${theme.space[6]} 0 ${theme.space[3]};
`;

const listStyles = [bareList, stack(3)];

const itemStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  align-items: flex-start;
`;

const iconStyles = css`
  flex-shrink: 0;
  ${disc(36)};
  background: ${theme.color.brandSoft};
  color: ${theme.color.brand};
`;

const muted = css`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;
