/**
 * SPEC §2 email_change: the new address and the current password; a link goes to the new address (single use,
 * 24 hours) and a notice to the current one. The address changes only when the link is used.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { Button } from '@client/ui/button';
import { SentNotice } from '@client/ui/sent-notice';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { useApiForm } from '@client/ui/use-api-form';
import { useRequestEmailChange } from '../api/settings.mutations';

export function EmailChangeForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('dashboard');
  const request = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const form = useApiForm({ network: t('common|errors>network'), known: ['new_email', 'password'], withFields: null });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const password = String(new FormData(formEl).get('password') ?? '');
    const errs: Record<string, string> = {};
    if (!EMAIL_PATTERN.test(email.trim())) errs.new_email = t('common|errors>invalid_email');
    if (!password) errs.password = t('common|errors>required');
    if (!form.validate(errs)) return;
    const res = await form.run(() => request.mutateAsync({ new_email: email.trim(), password }));
    if (!res.ok) return;
    formEl.reset();
    setSentTo(res.data.new_email);
  }

  if (sentTo) {
    return (
      <SentNotice
        title={t('account_settings>email_change>sent_title')}
        body={t('account_settings>email_change>sent_body', { email: sentTo })}
      >
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          {t('account_settings>email_change>again')}
        </Button>
      </SentNotice>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <p css={intro}>{t('account_settings>email_change>intro', { email: currentEmail })}</p>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField
        {...bindField('new_email', email, setEmail, form.fields)}
        type="email"
        autoComplete="email"
        inputMode="email"
        label={t('account_settings>email_change>new_email')}
      />
      <TextField
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('account_settings>email_change>password')}
        hint={t('account_settings>email_change>password_hint')}
        error={form.fields.password}
      />
      <Button type="submit" loading={request.isPending}>
        {t('account_settings>email_change>submit')}
      </Button>
    </form>
  );
}

const intro = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
`;
