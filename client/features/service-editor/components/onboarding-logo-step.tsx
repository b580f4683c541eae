/**
 * Onboarding Logo (step 2): the page passes the logo editor (the service-media feature) as `editor`; a logo is
 * optional to publish, so the pro may continue without one and add it later from the service editor.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { OnboardingShell } from './onboarding-shell';

export interface OnboardingLogoStepProps {
  hasLogo: boolean;
  editor: ReactNode;
  busy?: boolean;
  onBack: () => void;
  onNext: () => void;
}

export function OnboardingLogoStep({ hasLogo, editor, busy, onBack, onNext }: OnboardingLogoStepProps) {
  const { t } = useTranslation('onboarding');
  return (
    <OnboardingShell
      screen="logo"
      title={t('logo>title')}
      intro={t('logo>intro')}
      actions={
        <>
          <Button variant="ghost" size="lg" onClick={onBack}>
            <Icon name="arrow-left" size={20} />
            {t('back')}
          </Button>
          <Button size="lg" loading={busy} onClick={onNext} data-testid="onboarding-logo-next">
            {hasLogo ? t('next') : t('logo>skip')}
          </Button>
        </>
      }
    >
      {editor}
      <p
        css={css`
          margin: ${theme.space[4]} 0 0;
          color: ${theme.color.textMuted};
          font-size: ${theme.font.size.sm};
        `}
      >
        {t('logo>later')}
      </p>
    </OnboardingShell>
  );
}
