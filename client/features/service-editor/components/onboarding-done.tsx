/** After publishing: the profile is live; next steps are the full editor, the public page and the leads. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';

export interface OnboardingDoneProps {
  businessName: string;
  editorHref: string;
  publicHref: string;
  leadsHref: string;
}

export function OnboardingDone({ businessName, editorHref, publicHref, leadsHref }: OnboardingDoneProps) {
  const { t } = useTranslation('onboarding');
  return (
    <section
      aria-labelledby="onboarding-done-title"
      data-testid="onboarding-done"
      css={css`
        max-width: 560px;
        margin: 0 auto;
        text-align: center;
        display: grid;
        gap: ${theme.space[4]};
        justify-items: center;
        padding-top: ${theme.space[6]};
      `}
    >
      <span
        aria-hidden="true"
        css={css`
          display: inline-flex;
          width: 72px;
          height: 72px;
          border-radius: 50%;
          align-items: center;
          justify-content: center;
          background: ${theme.color.successSoft};
          color: ${theme.color.success};
        `}
      >
        <Icon name="check-circle" size={32} />
      </span>
      <h1
        id="onboarding-done-title"
        css={css`
          margin: 0;
          font-size: ${theme.font.size.xxl};
        `}
      >
        {t('done>title')}
      </h1>
      <p
        css={css`
          margin: 0;
          color: ${theme.color.textSecondary};
        `}
      >
        {t('done>body', { name: businessName })}
      </p>
      <ul
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          text-align: left;
          display: grid;
          gap: ${theme.space[2]};
          color: ${theme.color.textSecondary};
        `}
      >
        {(['photos', 'hours', 'licence'] as const).map((k) => (
          <li
            key={k}
            css={css`
              display: flex;
              gap: ${theme.space[2]};
            `}
          >
            <Icon name="check" size={20} />
            {t(`done>tip_${k}`)}
          </li>
        ))}
      </ul>
      <div
        css={css`
          display: grid;
          gap: ${theme.space[2]};
          width: 100%;
        `}
      >
        <ButtonLink to={editorHref} size="lg" block data-testid="onboarding-done-editor">
          {t('done>editor')}
        </ButtonLink>
        <ButtonLink to={publicHref} variant="secondary" block>
          <Icon name="eye" size={20} />
          {t('done>public')}
        </ButtonLink>
        <ButtonLink to={leadsHref} variant="ghost" block>
          {t('done>leads')}
        </ButtonLink>
      </div>
    </section>
  );
}
