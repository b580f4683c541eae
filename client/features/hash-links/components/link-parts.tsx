/**
 * What both link pages share: the card, the sign-in offer, the page of a link that is used, expired or unknown, and what
 * an action's refusal says.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@client/ui/card';
import { ButtonLink } from '@client/ui/button';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { isServerError } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';

export function LinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container css={containerStyles}>
      <Card>
        <h1 css={titleStyles}>{title}</h1>
        {children}
      </Card>
    </Container>
  );
}

/** Signing in shows everything; the link showed one thing. `landing` is where to go after signing in. */
export function SignInOffer({ landing, primary }: { landing: string; primary?: boolean }) {
  const { t } = useTranslation('requests');
  const href = useHref();
  return (
    <div css={offerStyles}>
      <p css={mutedStyles}>{t('hash_link>sign_in_hint')}</p>
      <ButtonLink to={`${href('login')}?from=${encodeURIComponent(landing)}`} variant={primary ? 'primary' : 'secondary'} block>
        {t('hash_link>sign_in_all')}
      </ButtonLink>
    </div>
  );
}

/** A link that no longer works (or never did): says which, and offers to sign in. */
export function LinkGone({ status, title, landing }: { status: 'used' | 'expired' | 'invalid'; title: string; landing: string }) {
  const { t } = useTranslation('requests');
  const href = useHref();
  return (
    <LinkCard title={title}>
      <EmptyState
        title={t(`hash_link>${status}_title`)}
        body={t(`hash_link>${status}_body`)}
        action={
          <ButtonLink to={`${href('login')}?from=${encodeURIComponent(landing)}`} size="lg">
            {t('hash_link>sign_in_all')}
          </ButtonLink>
        }
      />
    </LinkCard>
  );
}

/** What the page says after the link's action: done, nothing to do, or a failure. */
export type LinkOutcome = { tone: 'success' | 'info' | 'error'; text: string } | null;

/** A refused action: a 409 (already done, no longer possible) is news, anything else an error; `fallback` when offline. */
export function refusedOutcome(err: unknown, fallback: string): NonNullable<LinkOutcome> {
  return {
    tone: isServerError(err) && err.status === 409 ? 'info' : 'error',
    text: isServerError(err) ? err.message : fallback,
  };
}

export const mutedStyles = css`
  color: ${theme.color.textSecondary};
  margin: 0;
`;

export const actionStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
`;

const containerStyles = css`
  max-width: 560px;
  padding-top: ${theme.space[8]};
  padding-bottom: ${theme.space[8]};
`;

const titleStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[4]};
`;

const offerStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.color.border};
`;
