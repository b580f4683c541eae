/**
 * The page behind an e-mailed reset link: checks the link first (SPEC §8 quirk), then asks for the new password.
 * Saving it ends every other session and signs this browser in; the user lands on their dashboard with a toast.
 * An expired or used link says so and offers a new one.
 */
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@shared/api/api-error';
import { PASSWORD_MIN_LENGTH } from '@shared/domain/password-strength';
import { Button, ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { EmptyState } from '@client/ui/empty-state';
import { SkeletonText } from '@client/ui/skeleton';
import { useApiForm } from '@client/ui/use-api-form';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useResetLinkState } from '../api/password-reset.queries';
import { useResetPassword } from '../api/password-reset.mutations';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { NewPasswordField } from './new-password-field';
import { useLandSignedIn } from './auth-form-parts';

export function ResetPasswordForm({ hash }: { hash: string }) {
  const { t } = useTranslation('common');
  const href = useHref();
  const landSignedIn = useLandSignedIn();
  const link = useResetLinkState(hash);
  const reset = useResetPassword();
  const [usedUp, setUsedUp] = useState(false);
  const form = useApiForm({ network: t('errors>network'), known: ['password'], withFields: null });
  const passwordField = useRef<HTMLInputElement>(null);
  // The page does not know whose link it is: the server also refuses passwords derived from the account's details.
  const strength = usePasswordStrength(() => ({ password: passwordField.current?.value ?? '', userInputs: [] }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!password) return form.validate({ password: t('errors>required') });
    if ([...password].length < PASSWORD_MIN_LENGTH) return form.validate({ password: t('errors>password_too_short') });
    const res = await form.run(() => reset.mutateAsync({ hash, password }));
    if (!res.ok) return setUsedUp(isServerError(res.error) && res.error.code === ERROR_CODES.RESET_LINK_INVALID);
    landSignedIn(res.data.user.role, t('recovery>done_toast'));
  }

  if (link.isPending) {
    return (
      <div role="status" aria-live="polite">
        <p
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {t('recovery>checking')}
        </p>
        <SkeletonText lines={2} />
      </div>
    );
  }

  if (link.isError) {
    return (
      <>
        <Alert tone="error">{t('errors>network')}</Alert>
        <Button block onClick={() => void link.refetch()}>
          {t('recovery>try_again')}
        </Button>
      </>
    );
  }

  if (link.data === 'invalid' || usedUp) {
    return (
      <EmptyState
        title={t('recovery>invalid_title')}
        body={t('recovery>invalid_body')}
        action={
          <ButtonLink to={href('resetpass')} size="lg">
            {t('recovery>request_new')}
          </ButtonLink>
        }
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p
        css={css`
          color: ${theme.color.textSecondary};
        `}
      >
        {t('recovery>link_intro')}
      </p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <NewPasswordField
        name="password"
        label={t('recovery>new_password')}
        error={form.fields.password}
        ref={passwordField}
        onFocus={strength.load}
        onChange={strength.update}
        required
        verdict={strength.verdict}
      />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t('recovery>link_submit')}
      </Button>
    </form>
  );
}
