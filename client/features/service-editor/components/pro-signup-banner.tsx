/**
 * On signup and login opened from pro-signup/{slug} (?role=pro&category=…): says that the account will be a pro
 * one and that onboarding for the chosen service comes next. A user who is already signed in continues with
 * their account instead of signing up again.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export interface ProSignupBannerProps {
  mode: 'signup' | 'login';
  categoryName: string | null;
  /** The signed-in user's name, when there is a session. */
  signedInAs?: string | null;
  onContinue?: () => void;
  continuing?: boolean;
}

export function ProSignupBanner({ mode, categoryName, signedInAs, onContinue, continuing }: ProSignupBannerProps) {
  const { t } = useTranslation('onboarding');
  return (
    <div
      data-testid="pro-signup-banner"
      css={css`
        display: grid;
        gap: ${theme.space[2]};
        padding: ${theme.space[3]} ${theme.space[4]};
        margin-bottom: ${theme.space[4]};
        border-radius: ${theme.radius.control};
        background: ${theme.color.brandSoft};
        color: ${theme.color.brandDark};
      `}
    >
      <p
        css={css`
          margin: 0;
          display: flex;
          gap: ${theme.space[2]};
          align-items: flex-start;
          font-weight: ${theme.font.weight.medium};
        `}
      >
        <Icon name="briefcase" size={20} />
        <span>{categoryName ? t(`signup>${mode}_category`, { name: categoryName }) : t(`signup>${mode}`)}</span>
      </p>
      {signedInAs && onContinue ? (
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: ${theme.space[2]};
            font-size: ${theme.font.size.sm};
          `}
        >
          <span>{t('signup>signed_in_as', { name: signedInAs })}</span>
          <Button size="sm" loading={continuing} onClick={onContinue} data-testid="pro-signup-continue">
            {t('signup>continue')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
