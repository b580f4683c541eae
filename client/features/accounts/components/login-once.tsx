/**
 * The page behind a one-time login link (SPEC §7 users/login_once: hash, device_id). Opening it does nothing (mail
 * scanners open links); the button POSTs the hash, which signs this browser in and goes to the role's landing page.
 * A used or expired link says so and offers a new one.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/api/api-error';
import { Button, ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { useHref } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useLoginOnce } from '../api/sign-in-codes.mutations';
import { useLandSignedIn } from './auth-form-parts';

export function LoginOnce({ hash }: { hash: string }) {
  const { t } = useTranslation('common');
  const href = useHref();
  const landSignedIn = useLandSignedIn();
  const login = useLoginOnce();
  const [invalid, setInvalid] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function logIn() {
    setFormError(null);
    try {
      const user = await login.mutateAsync(hash);
      track({ name: 'login', path: '/login/once' });
      landSignedIn(user.role, t('login_link>done_toast'));
    } catch (err) {
      if (isServerError(err) && (err.code === ERROR_CODES.LOGIN_LINK_INVALID || err.status === 404 || err.status === 400)) setInvalid(true);
      else setFormError(errorMessageOf(err, t('errors>network')));
    }
  }

  if (invalid) {
    return (
      <EmptyState
        title={t('login_link>invalid_title')}
        body={t('login_link>invalid_body')}
        action={
          <ButtonLink to={`${href('login')}?mode=link`} size="lg">
            {t('login_link>request_new')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <p css={introStyles}>{t('login_link>page_intro')}</p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button block size="lg" loading={login.isPending} onClick={() => void logIn()}>
        {t('login_link>page_submit')}
      </Button>
    </>
  );
}

const introStyles = css`
  color: ${theme.color.textSecondary};
`;
