/**
 * A one-field form that asks for a link by e-mail (password reset, login link). The answer never says whether the
 * address has an account, so after any accepted submit the caller shows the same "if an account uses it" notice.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_PATTERN } from '@shared/domain/formats';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useApiForm } from '@client/ui/use-api-form';

export interface EmailRequestFormProps {
  send: (email: string) => Promise<unknown>;
  submitLabel: string;
  defaultEmail?: string;
  /** Above the form. */
  intro?: ReactNode;
  /** Under the submit button. */
  after?: ReactNode;
  /** What shows once a request was accepted; `again` returns to the form. */
  sent: (email: string, again: () => void) => ReactNode;
}

export function EmailRequestForm({ send, submitLabel, defaultEmail = '', intro, after, sent }: EmailRequestFormProps) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState(defaultEmail);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useApiForm({ network: t('errors>network'), known: ['email'], withFields: null });

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return form.validate({ email: t('errors>required') });
    if (!EMAIL_PATTERN.test(value)) return form.validate({ email: t('errors>invalid_email') });
    const res = await form.run(() => send(value));
    if (res.ok) setSentTo(value);
  }

  if (sentTo) return sent(sentTo, () => setSentTo(null));

  return (
    <form onSubmit={onSubmit} noValidate>
      {intro}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField
        {...bindField('email', email, setEmail, form.fields)}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('auth>email')}
        required
      />
      <Button type="submit" block size="lg" loading={form.pending}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
