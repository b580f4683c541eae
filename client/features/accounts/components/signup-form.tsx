/** Sign up as a consumer or a pro (POST /api/users/register/manual); errors in place. */
import { css } from '@emotion/react';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@shared/schemas/accounts.schema';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { passwordUserInputs } from '@shared/domain/password-strength';
import { TextField, labelStyles } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { useRegister } from '../api/accounts.mutations';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { NewPasswordField } from './new-password-field';
import { CollectionStatement } from './collection-statement';
import { authCarry } from './login-form';
import { AuthSwitchLine, useContinueAfterAuth, type AuthFormProps } from './auth-form-parts';

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
  const href = useHref();
  const [params] = useSearchParams();
  const register = useRegister();
  const [role, setRole] = useState<UserRole>(params.get('role') === 'pro' ? 'pro' : 'consumer');
  const form = useApiForm({ network: t('errors>network') });
  const continueAfterAuth = useContinueAfterAuth(afterAuth);
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
    if (!form.validate(validate(v, t))) return;
    const res = await form.run(() =>
      register.mutateAsync({
        ...v,
        username: v.username.trim(),
        email: v.email.trim(),
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        passwd: v.passwd,
        role,
      } as never),
    );
    if (!res.ok) return;
    track({ name: 'signup', path: '/signup', props: { role } });
    await continueAfterAuth(res.data.user);
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} onChange={strength.update} noValidate>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
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
        <TextField name="last_name" label={t('auth>last_name')} autoComplete="family-name" error={form.fields.last_name} />
        <TextField name="first_name" label={t('auth>first_name')} autoComplete="given-name" error={form.fields.first_name} />
      </div>
      <TextField
        name="username"
        label={t('auth>username')}
        autoComplete="username"
        hint={t('auth>username_hint')}
        error={form.fields.username}
      />
      <TextField name="email" type="email" label={t('auth>email')} autoComplete="email" error={form.fields.email} />
      <NewPasswordField
        name="passwd"
        label={t('auth>password')}
        error={form.fields.passwd}
        onFocus={strength.load}
        verdict={strength.verdict}
      />
      <CollectionStatement />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {t('auth>signup_submit')}
      </Button>
      <AuthSwitchLine text={t('auth>have_account')} to={href('login') + authCarry(params)} label={t('auth>login_link')} />
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
