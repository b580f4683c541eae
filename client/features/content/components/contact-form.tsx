/**
 * Contact form: a ticket for the support team (POST /api/contact_messages); ?topic= preselects a topic. Signed in,
 * the replies come to the account's support page, which the sent notice links to; a visitor's come by e-mail.
 */
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_TOPICS } from '@shared/domain/contact-topics';
import type { ContactMessageInput } from '@shared/schemas/content.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Select } from '@client/ui/select';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { useApiForm } from '@client/ui/use-api-form';
import { useSendContactMessage } from '../api/content.mutations';

/** `signedIn`: the replies come to the account's support page, which the sent notice links to. */
export function ContactForm({ signedIn = false }: { signedIn?: boolean }) {
  const { t } = useTranslation('catalog');
  const send = useSendContactMessage();
  const { fields, formError, validate, run } = useApiForm({ network: t('common|errors>network') });
  const [sent, setSent] = useState(false);
  const href = useHref();
  // ?topic=press (a link from the press or partners page) preselects the topic.
  const asked = useSearchParams()[0].get('topic');
  const topic = CONTACT_TOPICS.find((k) => k === asked) ?? 'consumer';

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const body = {
      name: String(f.get('name') ?? '').trim(),
      email: String(f.get('email') ?? '').trim(),
      phone: String(f.get('phone') ?? '').trim(),
      topic: String(f.get('topic') ?? 'other') as ContactMessageInput['topic'],
      message: String(f.get('message') ?? ''),
    };
    const missing: Record<string, string> = {};
    if (!body.name) missing.name = t('common|errors>required');
    if (!body.email) missing.email = t('common|errors>required');
    if (body.message.trim().length < 10) missing.message = t('common|errors>contact_message_too_short');
    if (!validate(missing)) return;
    if ((await run(() => send.mutateAsync(body))).ok) setSent(true);
  }

  if (sent)
    return (
      <Alert tone="success">
        {signedIn ? (
          <>
            {t('contact>sent_account')} <Link to={href('supportThreads')}>{t('contact>sent_link')}</Link>
          </>
        ) : (
          t('contact>sent')
        )}
      </Alert>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Select
        name="topic"
        label={t('contact>topic')}
        defaultValue={topic}
        options={CONTACT_TOPICS.map((k) => ({ value: k, label: t(`contact>topic_${k}`) }))}
      />
      <TextField name="name" label={t('contact>name')} autoComplete="name" maxLength={80} required error={fields.name} />
      <TextField name="email" type="email" label={t('contact>email')} autoComplete="email" maxLength={254} required error={fields.email} />
      <TextField
        name="phone"
        type="tel"
        label={t('contact>phone')}
        hint={t('contact>phone_hint')}
        autoComplete="tel"
        maxLength={30}
        error={fields.phone}
      />
      <TextArea name="message" label={t('contact>message')} rows={5} maxLength={4000} required error={fields.message} />
      <Button type="submit" size="lg" block loading={send.isPending}>
        {t('contact>submit')}
      </Button>
    </form>
  );
}
