/**
 * Asks for a password-reset e-mail. The answer never says whether the address has an account: after any accepted
 * submit the same "if an account exists, we sent a link" notice is shown.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { Button, ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { useHref } from '@client/lib/paths';
import { useForgotPassword } from '../api/password-reset.mutations';

const actions = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('common');
  const href = useHref();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(defaultEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = email.trim();
    setFormError(null);
    if (!value) return setFieldError(t('errors>required'));
    if (!EMAIL_PATTERN.test(value)) return setFieldError(t('errors>invalid_email'));
    setFieldError(undefined);
    try {
      await forgot.mutateAsync(value);
      setSentTo(value);
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setFieldError(err.fields.email);
      else setFormError(err instanceof ApiError ? err.message : t('errors>network'));
    }
  }

  if (sentTo) {
    return (
      <div role="status">
        <h2
          css={css`
            font-size: ${theme.font.size.lg};
            margin: 0 0 ${theme.space[2]};
          `}
        >
          {t('recovery>sent_title')}
        </h2>
        <p>{t('recovery>sent_body', { email: sentTo })}</p>
        <p
          css={css`
            color: ${theme.color.textSecondary};
          `}
        >
          {t('recovery>sent_hint')}
        </p>
        <div css={actions}>
          <ButtonLink to={href('login')} block size="lg">
            {t('recovery>back_to_login')}
          </ButtonLink>
          <Button variant="ghost" block onClick={() => setSentTo(null)}>
            {t('recovery>send_again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('auth>email')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldError}
        required
      />
      <Button type="submit" block size="lg" loading={forgot.isPending}>
        {t('recovery>submit')}
      </Button>
      <p
        css={css`
          margin-top: ${theme.space[4]};
          text-align: center;
          color: ${theme.color.textSecondary};
        `}
      >
        {t('recovery>remembered')} <Link to={href('login')}>{t('recovery>back_to_login')}</Link>
      </p>
    </form>
  );
}
