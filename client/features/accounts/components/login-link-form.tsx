/**
 * "E-mail me a login link": the answer never says whether the address has an account, so after
 * any accepted submit the same "if an account uses it" notice is shown.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { useRequestLoginLink } from '../api/sign-in-codes.mutations';

export function LoginLinkForm() {
  const { t } = useTranslation('common');
  const request = useRequestLoginLink();
  const [email, setEmail] = useState('');
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
      await request.mutateAsync(value);
      setSentTo(value);
    } catch (err) {
      if (err instanceof ApiError && err.fields.email) setFieldError(err.fields.email);
      else setFormError(err instanceof ApiError ? err.message : t('errors>network'));
    }
  }

  if (sentTo) {
    return (
      <div role="status">
        <h2 css={headingStyles}>{t('login_link>sent_title')}</h2>
        <p>{t('login_link>sent_body', { email: sentTo })}</p>
        <p css={hintStyles}>{t('login_link>sent_hint')}</p>
        <Button variant="secondary" block onClick={() => setSentTo(null)}>
          {t('login_link>send_again')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p css={hintStyles}>{t('login_link>intro')}</p>
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
      <Button type="submit" block size="lg" loading={request.isPending}>
        {t('login_link>submit')}
      </Button>
    </form>
  );
}

const headingStyles = css`
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[2]};
`;

const hintStyles = css`
  color: ${theme.color.textSecondary};
`;
