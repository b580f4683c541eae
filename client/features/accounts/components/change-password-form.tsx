/** POST /api/users/change_password with inline errors; other sessions are signed out by the server. */
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordUserInputs } from '@shared/domain/password-strength';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { isServerError } from '@client/ui/server-error';
import { useChangePassword } from '../api/accounts.mutations';
import { useSession } from '../api/accounts.queries';
import { usePasswordStrength } from '../hooks/use-password-strength';
import { NewPasswordField } from './new-password-field';

export function ChangePasswordForm() {
  const { t } = useTranslation('dashboard');
  const change = useChangePassword();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const { data: me } = useSession();
  const newPassword = useRef<HTMLInputElement>(null);
  const strength = usePasswordStrength(() => ({
    password: newPassword.current?.value ?? '',
    userInputs: me ? passwordUserInputs(me) : [],
  }));

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const f = new FormData(formEl);
    const current_password = String(f.get('current_password') ?? '');
    const new_password = String(f.get('new_password') ?? '');
    const errs: Record<string, string> = {};
    if (!current_password) errs.current_password = t('common|errors>required');
    if (new_password.length < 8) errs.new_password = t('common|errors>password_too_short');
    setFields(errs);
    setDone(false);
    if (Object.keys(errs).length) return;
    try {
      await change.mutateAsync({ current_password, new_password });
      formEl.reset();
      strength.update();
      setDone(true);
    } catch (err) {
      setFields(isServerError(err) ? err.fields : { current_password: t('common|errors>network') });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      {done ? <Alert tone="success">{t('settings>password_changed')}</Alert> : null}
      <TextField
        name="current_password"
        type="password"
        autoComplete="current-password"
        label={t('settings>current_password')}
        error={fields.current_password}
      />
      <NewPasswordField
        name="new_password"
        label={t('settings>new_password')}
        error={fields.new_password}
        ref={newPassword}
        onFocus={strength.load}
        onChange={strength.update}
        verdict={strength.verdict}
      />
      <Button type="submit" loading={change.isPending}>
        {t('settings>password_submit')}
      </Button>
    </form>
  );
}
