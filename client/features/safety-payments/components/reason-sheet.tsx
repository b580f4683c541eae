/** A sheet asking for a reason and sending it (a cancel request, sending a part to trust and safety). */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';

export interface ReasonSheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  reasonLabel: string;
  reasonHint?: string;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** Whether a reason must be given (a cancel request) or may be left out (a dispute). */
  required: boolean;
  run: (reason: string) => Promise<unknown>;
}

export function ReasonSheet({
  open,
  onClose,
  title,
  description,
  reasonLabel,
  reasonHint,
  submitLabel,
  submitVariant,
  required,
  run,
}: ReasonSheetProps) {
  const { t } = useTranslation('dashboard');
  const [reason, setReason] = useState('');
  const form = useApiForm({ network: t('common|errors>network'), known: ['reason'], withFields: null });
  const close = () => {
    form.clear();
    onClose();
  };
  return (
    <FormSheet
      open={open}
      onClose={close}
      title={title}
      description={description}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={submitLabel}
      submitVariant={submitVariant}
      pending={form.pending}
      formError={form.formError}
      onSubmit={async () => {
        if (required && !form.validate(reason.trim() ? {} : { reason: t('common|errors>required') })) return;
        const res = await form.run(() => run(reason.trim()));
        if (res.ok) {
          setReason('');
          close();
        }
      }}
    >
      <TextArea
        name="reason"
        label={reasonLabel}
        hint={reasonHint}
        rows={4}
        maxLength={500}
        required={required}
        value={reason}
        onChange={(e) => {
          form.clearField('reason');
          setReason(e.target.value);
        }}
        error={form.fields.reason}
        counter={(n, max) => t('safety_payments>form>chars', { count: (max ?? 0) - n })}
      />
    </FormSheet>
  );
}
