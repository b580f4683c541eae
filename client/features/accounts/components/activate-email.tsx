/**
 * The page behind an e-mail verification link (SPEC §2 activate/{userId}/{hash}). Nothing happens on GET (mail
 * scanners open links): the user confirms with the button, which POSTs the hash. Then: confirmed, already confirmed,
 * expired (a new e-mail for a signed-in user; else log in first) or not valid.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/api/api-error';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { Button, ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { useHref, usePrefixed } from '@client/lib/paths';
import { useSession } from '../api/accounts.queries';
import { useActivateEmail, useResendEmailVerification } from '../api/sign-in-codes.mutations';

type Outcome = { kind: 'verified' | 'already_verified'; email: string } | { kind: 'expired' | 'invalid' };

export function ActivateEmail({ userId, hash }: { userId: number; hash: string }) {
  const { t } = useTranslation('common');
  const activate = useActivateEmail();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  async function confirm() {
    setFormError(null);
    try {
      const res = await activate.mutateAsync({ user_id: userId, hash });
      setOutcome({ kind: res.result, email: res.email });
    } catch (err) {
      if (isServerError(err) && err.code === ERROR_CODES.EMAIL_LINK_EXPIRED) setOutcome({ kind: 'expired' });
      else if (isServerError(err) && (err.code === ERROR_CODES.EMAIL_LINK_INVALID || err.status === 404 || err.status === 400)) {
        setOutcome({ kind: 'invalid' });
      } else setFormError(errorMessageOf(err, t('errors>network')));
    }
  }

  if (outcome?.kind === 'verified' || outcome?.kind === 'already_verified') {
    const key = outcome.kind === 'verified' ? 'done' : 'already';
    return (
      <EmptyState
        title={t(`email_verify>${key}_title`)}
        body={t(`email_verify>${key}_body`, { email: outcome.email })}
        action={<Onward />}
      />
    );
  }
  if (outcome?.kind === 'expired') return <ExpiredLink userId={userId} />;
  if (outcome?.kind === 'invalid') {
    return <EmptyState title={t('email_verify>invalid_title')} body={t('email_verify>invalid_body')} action={<Onward />} />;
  }

  return (
    <>
      <p css={introStyles}>{t('email_verify>page_intro')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button block size="lg" loading={activate.isPending} onClick={() => void confirm()}>
        {t('email_verify>confirm')}
      </Button>
    </>
  );
}

/** Signed in: the dashboard; a visitor: log in. */
function Onward() {
  const { t } = useTranslation('common');
  const href = useHref();
  const prefixed = usePrefixed();
  const { data: me } = useSession();
  return me ? (
    <ButtonLink to={prefixed(ROLE_LANDING[me.role])} size="lg">
      {t('email_verify>to_dashboard')}
    </ButtonLink>
  ) : (
    <ButtonLink to={href('login')} size="lg">
      {t('email_verify>to_login')}
    </ButtonLink>
  );
}

/** A new e-mail can be asked for by the link's own user, signed in; anyone else is sent to log in. */
function ExpiredLink({ userId }: { userId: number }) {
  const { t } = useTranslation('common');
  const { data: session } = useSession();
  const me = session?.id === userId ? session : null;
  const resend = useResendEmailVerification();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  async function onResend() {
    try {
      const res = await resend.mutateAsync();
      setNotice({
        tone: 'success',
        text: res.sent ? t('email_verify>resent', { email: me?.email ?? '' }) : t('email_verify>already_title'),
      });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessageOf(err, t('errors>network')) });
    }
  }

  return (
    <>
      <EmptyState
        title={t('email_verify>expired_title')}
        body={t(me ? 'email_verify>expired_body_signed_in' : 'email_verify>expired_body_visitor')}
        action={
          me ? (
            <Button size="lg" loading={resend.isPending} disabled={notice?.tone === 'success'} onClick={() => void onResend()}>
              {t('email_verify>resend')}
            </Button>
          ) : (
            <Onward />
          )
        }
      />
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
    </>
  );
}

const introStyles = css`
  color: ${theme.color.textSecondary};
`;
