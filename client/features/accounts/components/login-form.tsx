/** Login with username or email and password; errors in place; returns to `from` (SPEC §2). */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useApiForm } from '@client/ui/use-api-form';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { ERROR_CODES } from '@shared/api/api-error';
import { useHref } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useLogin } from '../api/accounts.mutations';
import { AuthSwitchLine, useContinueAfterAuth, type AuthFormProps } from './auth-form-parts';

/** The query values the other auth page keeps (the return path and a pro sign-up's role and category). */
export function authCarry(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const k of ['from', 'role', 'category']) {
    const v = params.get(k);
    if (v) kept.set(k, v);
  }
  const s = kept.toString();
  return s ? `?${s}` : '';
}

/** The same query with the phone-code way of logging in chosen (login-methods.tsx reads `mode`). */
function phoneModeQuery(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.set('mode', 'phone');
  return next.toString();
}

export function LoginForm({ afterAuth }: AuthFormProps = {}) {
  const { t } = useTranslation('common');
  const href = useHref();
  const [params] = useSearchParams();
  const login = useLogin();
  const form = useApiForm({ network: t('errors>network') });
  const continueAfterAuth = useContinueAfterAuth(afterAuth);
  // The fraud check asked for a phone code instead of the password: offer that way in.
  const [phoneNeeded, setPhoneNeeded] = useState(false);
  // A suspended account: the message says why and until when; the way to appeal is the contact page.
  const [suspended, setSuspended] = useState(false);
  const [loginName, setLoginName] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const passwd = String(data.get('passwd') ?? '');
    const missing: Record<string, string> = {};
    if (!username) missing.username = t('errors>required');
    if (!passwd) missing.passwd = t('errors>required');
    setPhoneNeeded(false);
    setSuspended(false);
    if (!form.validate(missing)) return;
    const res = await form.run(() => login.mutateAsync({ username, passwd }));
    if (!res.ok) {
      setSuspended(isServerError(res.error) && res.error.code === ERROR_CODES.ACCOUNT_SUSPENDED);
      return setPhoneNeeded(isServerError(res.error) && res.error.code === ERROR_CODES.PHONE_VERIFICATION_NEEDED);
    }
    track({ name: 'login', path: '/login' });
    await continueAfterAuth(res.data.user);
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {form.formError ? (
        <Alert tone="error">
          {form.formError}
          {phoneNeeded ? (
            <>
              {' '}
              <Link to={`?${phoneModeQuery(params)}`}>{t('phone_login>use_phone')}</Link>
            </>
          ) : null}
          {suspended ? (
            <>
              {' '}
              <Link to={href('contact')}>{t('auth>appeal_suspension')}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        name="username"
        label={t('auth>username_or_email')}
        autoComplete="username"
        error={form.fields.username}
        onChange={(e) => setLoginName(e.target.value.trim())}
        required
      />
      <TextField
        name="passwd"
        type="password"
        label={t('auth>password')}
        autoComplete="current-password"
        error={form.fields.passwd}
        required
      />
      <p
        css={css`
          margin: calc(-1 * ${theme.space[2]}) 0 ${theme.space[4]};
          text-align: right;
          font-size: ${theme.font.size.sm};
        `}
      >
        {/* An e-mail typed in the login field goes along, prefilled (SPEC §2 resetpass/email/{email}). */}
        <Link to={EMAIL_PATTERN.test(loginName) ? href('resetpassEmail', { email: loginName }) : href('resetpass')}>
          {t('recovery>forgot_link')}
        </Link>
      </p>
      <Button type="submit" block size="lg" loading={login.isPending}>
        {t('auth>login_submit')}
      </Button>
      <AuthSwitchLine text={t('auth>no_account')} to={href('signup') + authCarry(params)} label={t('auth>signup_link')} />
    </form>
  );
}
