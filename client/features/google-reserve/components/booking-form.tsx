/**
 * The form of Google-reserve's landing page: the chosen time, name, Hong Kong phone, e-mail and a note; no Sifu
 * account. Field errors come back translated from the server and show at their field.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { MAX_GRESERVE_CONSUMER_NAME, MAX_GRESERVE_NOTE, type GreserveConfirmation } from '@shared/schemas/google-reserve.schema';
import type { BookingSlot } from '@shared/schemas/reservations.schema';
import { formatDateTime, formatTime } from '@shared/utils/dates';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { theme } from '@client/styles/theme';
import { useGreserveBook } from '../api/google-reserve.queries';

const EMPTY = { consumer_name: '', consumer_phone: '', email: '', note: '' };

export interface BookingFormProps {
  serviceId: number;
  itemId: number;
  /** The time picked beside the form; null until one is picked. */
  chosen: BookingSlot | null;
  onBooked: (confirmation: GreserveConfirmation) => void;
}

export function BookingForm({ serviceId, itemId, chosen, onBooked }: BookingFormProps) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language as Language;
  const [values, setValues] = useState(EMPTY);
  // A taken time (begin_time) has no field of its own here: it shows above the button as well.
  const { fields, formError, run } = useApiForm({
    network: t('common|errors>network'),
    map: (err) => (Object.keys(err.fields).length ? { fields: err.fields, form: err.fields.begin_time ?? null } : undefined),
  });
  const book = useGreserveBook(serviceId, itemId);
  const bind = (k: keyof typeof EMPTY) => bindField(k, values[k], (text) => setValues((v) => ({ ...v, [k]: text })), fields);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!chosen) return;
    const booked = await run(() => book.mutateAsync({ ...values, begin_time: chosen.begin_time }));
    if (booked.ok) onBooked(booked.data);
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <p css={summary} aria-live="polite">
        {chosen
          ? t('google_reserve>chosen', { when: formatDateTime(chosen.begin_time, lng), end: formatTime(chosen.end_time) })
          : t('google_reserve>choose_hint')}
      </p>
      <TextField
        label={t('google_reserve>name')}
        autoComplete="name"
        maxLength={MAX_GRESERVE_CONSUMER_NAME}
        {...bind('consumer_name')}
        required
      />
      <TextField
        label={t('google_reserve>phone')}
        hint={t('google_reserve>phone_hint')}
        // tel-national (the number without +852) is a text-field autofill token: HTML allows it on type=text, not
        // type=tel; inputMode keeps the phone keypad.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        {...bind('consumer_phone')}
        required
      />
      <TextField
        label={t('google_reserve>email')}
        hint={t('google_reserve>email_hint')}
        type="email"
        autoComplete="email"
        {...bind('email')}
        required
      />
      <TextArea
        label={t('google_reserve>note')}
        hint={t('google_reserve>note_hint')}
        maxLength={MAX_GRESERVE_NOTE}
        rows={3}
        {...bind('note')}
      />
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Button type="submit" block disabled={!chosen} loading={book.isPending}>
        {book.isPending ? t('google_reserve>booking') : t('google_reserve>book')}
      </Button>
      <p css={terms}>{t('google_reserve>terms')}</p>
    </form>
  );
}

const summary = css`
  margin: 0 0 ${theme.space[3]};
  font-weight: ${theme.font.weight.bold};
`;
const terms = css`
  font-size: ${theme.font.size.xs};
  color: ${theme.color.textMuted};
  margin: ${theme.space[3]} 0 0;
`;
