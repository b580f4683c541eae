/** Sign up as a consumer or a pro (POST /api/users/register/manual); errors in place. */
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { UserRole } from '@shared/schemas/accounts.schema';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { passwordUserInputs } from '@shared/domain/password-strength';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { TextField, labelStyles } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { useHref, usePrefixed } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useRegister } from '../api/accounts.mutations';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { PasswordStrengthMeter } from './password-strength-meter';
import { CollectionStatement } from './collection-statement';
import { authCarry, safeFrom, type AuthFormProps } from './login-form';

function validate(v: Record<string, string>, t: (k: string) => string): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.last_name.trim() === '') e.last_name = t('errors>required');
  if (v.first_name.trim() === '') e.first_name = t('errors>required');
  if (v.username.trim().length < 3) e.username = t('errors>username_too_short');
  if (!EMAIL_PATTERN.test(v.email.trim())) e.email = t('errors>invalid_email');
  if (v.passwd.length < 8) e.passwd = t('errors>password_too_short');
  return e;
}

export function SignupForm({ afterAuth }: AuthFormProps = {}) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const href = useHref();
  const prefixed = usePrefixed();
  const [params] = useSearchParams();
  const register = useRegister();
  const [role, setRole] = useState<UserRole>(params.get('role') === 'pro' ? 'pro' : 'consumer');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const strength = usePasswordStrength(() => {
    const f = new FormData(formRef.current ?? undefined);
    const v = (k: string) => String(f.get(k) ?? '');
    return {
      password: v('passwd'),
      userInputs: passwordUserInputs({
        username: v('username'),
        email: v('email'),
        first_name: v('first_name'),
        last_name: v('last_name'),
      }),
    };
  });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const v = Object.fromEntries(['last_name', 'first_name', 'username', 'email', 'passwd'].map((k) => [k, String(f.get(k) ?? '')]));
    const errs = validate(v, t);
    setFields(errs);
    setFormError(null);
    if (Object.keys(errs).length) return;
    try {
      const { user } = await register.mutateAsync({
        ...v,
        username: v.username.trim(),
        email: v.email.trim(),
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        passwd: v.passwd,
        role,
      } as never);
      track({ name: 'signup', path: '/signup', props: { role } });
      const next = afterAuth ? safeFrom(await afterAuth(user).catch(() => null)) : null;
      navigate(next ?? safeFrom(params.get('from')) ?? prefixed(ROLE_LANDING[user.role]), { replace: true });
    } catch (err) {
      if (err instanceof ApiError) {
        setFields(err.fields);
        setFormError(err.message);
      } else setFormError(t('errors>network'));
    }
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onChange={strength.update} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <fieldset
        css={css`
          border: 0;
          padding: 0;
          margin: 0 0 ${theme.space[4]};
        `}
      >
        <legend css={labelStyles}>{t('auth>role_question')}</legend>
        <div
          css={css`
            display: grid;
            grid-template-columns: 1fr 1fr;
            gap: ${theme.space[2]};
          `}
        >
          {(['consumer', 'pro'] as const).map((r) => (
            <label key={r} css={roleOption(role === r)}>
              <input type="radio" name="role" value={r} checked={role === r} onChange={() => setRole(r)} className="visually-hidden" />
              <strong>{t(`auth>role_${r}`)}</strong>
              <span
                css={css`
                  font-size: ${theme.font.size.sm};
                  color: ${theme.color.textSecondary};
                `}
              >
                {t(`auth>role_${r}_hint`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: ${theme.space[3]};
        `}
      >
        <TextField name="last_name" label={t('auth>last_name')} autoComplete="family-name" error={fields.last_name} />
        <TextField name="first_name" label={t('auth>first_name')} autoComplete="given-name" error={fields.first_name} />
      </div>
      <TextField
        name="username"
        label={t('auth>username')}
        autoComplete="username"
        hint={t('auth>username_hint')}
        error={fields.username}
      />
      <TextField name="email" type="email" label={t('auth>email')} autoComplete="email" error={fields.email} />
      <TextField
        name="passwd"
        type="password"
        label={t('auth>password')}
        autoComplete="new-password"
        hint={t('auth>password_hint')}
        error={fields.passwd}
        onFocus={strength.load}
      />
      <PasswordStrengthMeter verdict={strength.verdict} />
      <CollectionStatement />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {t('auth>signup_submit')}
      </Button>
      <p
        css={css`
          margin-top: ${theme.space[4]};
          text-align: center;
          color: ${theme.color.textSecondary};
        `}
      >
        {t('auth>have_account')} <Link to={href('login') + authCarry(params)}>{t('auth>login_link')}</Link>
      </p>
    </form>
  );
}

const roleOption = (active: boolean) => css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${theme.space[3]};
  cursor: pointer;
  border: 2px solid ${active ? theme.color.brand : theme.color.border};
  border-radius: ${theme.radius.control};
  background: ${active ? theme.color.brandSoft : theme.color.surface};
  &:focus-within {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;
