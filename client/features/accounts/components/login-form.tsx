/** Login with username or email and password; errors in place; returns to `from` (SPEC §2). */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Me } from '@shared/schemas/accounts.schema';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { ERROR_CODES } from '@shared/api/api-error';
import { useHref, usePrefixed } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useLogin } from '../api/accounts.mutations';

/** Only same-site relative paths are accepted as a return target. */
export function safeFrom(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return from;
}

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

export interface AuthFormProps {
  /**
   * Runs after a successful sign-up or log-in; answers the (prefixed, same-site) path to go to, or null for the
   * default (`from`, else the role's landing page). Pages use it for the pro sign-up (role switch, onboarding).
   */
  afterAuth?: (user: Me) => Promise<string | null>;
}

export function LoginForm({ afterAuth }: AuthFormProps = {}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const href = useHref();
  const prefixed = usePrefixed();
  const [params] = useSearchParams();
  const login = useLogin();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // The fraud check asked for a phone code instead of the password: offer that way in.
  const [phoneNeeded, setPhoneNeeded] = useState(false);
  const [loginName, setLoginName] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const username = String(form.get('username') ?? '').trim();
    const passwd = String(form.get('passwd') ?? '');
    const missing: Record<string, string> = {};
    if (!username) missing.username = t('errors>required');
    if (!passwd) missing.passwd = t('errors>required');
    setFields(missing);
    setFormError(null);
    setPhoneNeeded(false);
    if (Object.keys(missing).length) return;
    try {
      const { user } = await login.mutateAsync({ username, passwd });
      track({ name: 'login', path: '/login' });
      const next = afterAuth ? safeFrom(await afterAuth(user).catch(() => null)) : null;
      navigate(next ?? safeFrom(params.get('from')) ?? prefixed(ROLE_LANDING[user.role]), { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setFields(err.fields);
        setFormError(err.message);
        setPhoneNeeded(err.code === ERROR_CODES.PHONE_VERIFICATION_NEEDED);
      } else setFormError(t('errors>network'));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? (
        <Alert tone="error">
          {formError}
          {phoneNeeded ? (
            <>
              {' '}
              <Link to={`?${phoneModeQuery(params)}`}>{t('phone_login>use_phone')}</Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <TextField
        name="username"
        label={t('auth>username_or_email')}
        autoComplete="username"
        error={fields.username}
        onChange={(e) => setLoginName(e.target.value.trim())}
        required
      />
      <TextField name="passwd" type="password" label={t('auth>password')} autoComplete="current-password" error={fields.passwd} required />
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
      <p
        css={css`
          margin-top: ${theme.space[4]};
          text-align: center;
          color: ${theme.color.textSecondary};
        `}
      >
        {t('auth>no_account')} <Link to={href('signup') + authCarry(params)}>{t('auth>signup_link')}</Link>
      </p>
    </form>
  );
}
