/**
 * The lead list of a pro without a published service: no lead can arrive yet, so say why and lead to
 * onboarding (or back into an unfinished one), instead of an empty list.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { theme } from '@client/styles/theme';

export interface OnboardingNudgeProps {
  /** An unfinished service to continue, if the pro has one. */
  unfinished: { business_name: string } | null;
  /** Onboarding: the unfinished service's next screen, or a new service. */
  onboardingHref: string;
  servicesHref: string;
}

export function OnboardingNudge({ unfinished, onboardingHref, servicesHref }: OnboardingNudgeProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div data-testid="onboarding-nudge">
      <EmptyState
        title={unfinished ? t('nudge>unfinished_title', { name: unfinished.business_name }) : t('nudge>title')}
        body={unfinished ? t('nudge>unfinished_body') : t('nudge>body')}
        action={
          <div
            css={css`
              display: grid;
              gap: ${theme.space[2]};
              justify-items: center;
            `}
          >
            <ButtonLink to={onboardingHref} size="lg">
              {unfinished ? t('nudge>continue') : t('nudge>start')}
            </ButtonLink>
            <Link to={servicesHref}>{t('nudge>services')}</Link>
          </div>
        }
      />
    </div>
  );
}
