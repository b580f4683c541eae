/**
 * The frame of every onboarding screen (SPEC §2 onboarding steps): progress, title and intro, the content, and
 * one primary action in a bar that sticks to the bottom of a phone screen, with "back" beside it.
 */
import { css } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from '@client/ui/progress';
import { theme } from '@client/styles/theme';

/** The screens in order: Welcome 0, Basic 1, Logo 2, Description 3, then the areas to publish (part of step 3). */
export const ONBOARDING_SCREENS = ['welcome', 'basic', 'logo', 'description', 'areas'] as const;
export type OnboardingScreen = (typeof ONBOARDING_SCREENS)[number];

export interface OnboardingShellProps {
  screen: OnboardingScreen;
  title: string;
  intro?: string;
  children: ReactNode;
  /** The bottom bar: usually a back button and the one primary action. */
  actions?: ReactNode;
}

export function OnboardingShell({ screen, title, intro, children, actions }: OnboardingShellProps) {
  const { t } = useTranslation('onboarding');
  const index = ONBOARDING_SCREENS.indexOf(screen);
  // Welcome and Basic are mounted together (dashboard/onboarding), so the title's id is made per shell.
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`onboarding-${screen}`}
      css={css`
        max-width: 640px;
        margin: 0 auto;
      `}
    >
      <Progress
        value={index + 1}
        max={ONBOARDING_SCREENS.length}
        label={t('progress>label')}
        valueText={t('progress>value', { n: index + 1, total: ONBOARDING_SCREENS.length, name: t(`progress>${screen}`) })}
      />
      <h1
        id={titleId}
        css={css`
          font-size: ${theme.font.size.xl};
          line-height: ${theme.font.lineHeight.heading};
          margin: 0 0 ${theme.space[2]};
          ${theme.breakpoint.sm} {
            font-size: ${theme.font.size.xxl};
          }
        `}
      >
        {title}
      </h1>
      {intro ? (
        <p
          css={css`
            margin: 0 0 ${theme.space[4]};
            color: ${theme.color.textSecondary};
          `}
        >
          {intro}
        </p>
      ) : null}
      {children}
      {actions ? <div css={actionBarStyles}>{actions}</div> : null}
    </section>
  );
}

const actionBarStyles = css`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space[3]};
  margin: ${theme.space[6]} -${theme.space[4]} 0;
  padding: ${theme.space[3]} ${theme.space[4]} calc(${theme.space[3]} + env(safe-area-inset-bottom, 0px));
  background: ${theme.color.surface};
  border-top: 1px solid ${theme.color.border};
  & > :last-child {
    flex: 1;
    max-width: 320px;
    margin-left: auto;
  }
  & > :only-child {
    max-width: none;
  }
  ${theme.breakpoint.sm} {
    & > :only-child {
      max-width: 320px;
    }
  }
  ${theme.breakpoint.sm} {
    margin: ${theme.space[6]} 0 0;
    padding: ${theme.space[4]} 0 0;
    background: transparent;
    position: static;
  }
`;
