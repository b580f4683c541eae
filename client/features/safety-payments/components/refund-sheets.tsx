/**
 * The consumer's refund application (an amount up to what is held, a reason, up to 3 photos, sent as multipart) and
 * the pro's other amount for it. Amounts are checked with the domain's refund rule before sending; the server's field
 * errors show under their fields.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REFUND_PHOTOS } from '@shared/api/safety-payments.contract';
import { refundProblem } from '@shared/domain/safety-payments';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { formatHkd } from '@shared/utils/format';
import { errorStyles, TextField } from '@client/ui/field';
import { FormSheet } from '@client/ui/form-sheet';
import { TextArea } from '@client/ui/textarea';
import { useApiForm, type ApiForm, type FieldErrors } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { useApplyRefund, useCounterRefund } from '../api/safety-payments.mutations';
import { PhotoPicker } from './photo-picker';

const amountOf = (s: string) => (s.trim() === '' ? NaN : Number(s.replace(/[,\s]/g, '')));

interface SheetProps {
  part: SafetyPart;
  open: boolean;
  onClose: () => void;
}

/** Checks a refund asked for against what is held (the domain's refund rule). */
function amountError(t: TFunction, held: number, value: number): string | undefined {
  const problem = refundProblem(held, value);
  if (!problem) return undefined;
  return problem === 'above_held'
    ? t('common|errors>safety_refund_above_held')
    : t('safety_payments>refund>amount_invalid', { max: formatHkd(held) });
}

/** The pro's other amount: more than nothing and less than the consumer asked for (what the server accepts). */
const counterError = (t: TFunction, asked: number, value: number) =>
  Number.isSafeInteger(value) && value > 0 && value < asked ? undefined : t('common|errors>safety_counter_range');

interface FieldState {
  value: string;
  set: (v: string) => void;
  label: string;
  hint?: string;
}

/** An amount in whole HKD and the reason for it, each clearing its error as it is edited. */
function AmountAndReason({ form, amount, reason }: { form: ApiForm; amount: FieldState; reason: FieldState }) {
  return (
    <>
      <TextField
        name="amount"
        label={amount.label}
        hint={amount.hint}
        inputMode="numeric"
        autoComplete="off"
        value={amount.value}
        onChange={(e) => {
          form.clearField('amount');
          amount.set(e.target.value);
        }}
        error={form.fields.amount}
      />
      <TextArea
        name="reason"
        label={reason.label}
        hint={reason.hint}
        rows={4}
        maxLength={500}
        value={reason.value}
        onChange={(e) => {
          form.clearField('reason');
          reason.set(e.target.value);
        }}
        error={form.fields.reason}
      />
    </>
  );
}

export function ApplyRefundSheet({ part, open, onClose }: SheetProps) {
  const { t } = useTranslation('dashboard');
  const apply = useApplyRefund();
  const form = useApiForm({ network: t('common|errors>network'), known: ['amount', 'reason', 'file', 'attachments'], withFields: null });
  const [amount, setAmount] = useState(String(part.held));
  const [reason, setReason] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('safety_payments>refund>title')}
      description={t('safety_payments>refund>description', { held: formatHkd(part.held) })}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('safety_payments>refund>submit')}
      pending={apply.isPending}
      formError={form.formError}
      onSubmit={async () => {
        const value = amountOf(amount);
        const errors: FieldErrors = {};
        const bad = amountError(t, part.held, value);
        if (bad) errors.amount = bad;
        if (!reason.trim()) errors.reason = t('common|errors>required');
        if (!form.validate(errors)) return;
        const res = await form.run(() => apply.mutateAsync({ id: part.id, amount: value, reason: reason.trim(), photos }));
        if (res.ok) onClose();
      }}
    >
      <div css={stack(2)}>
        <AmountAndReason
          form={form}
          amount={{
            value: amount,
            set: setAmount,
            label: t('safety_payments>refund>amount'),
            hint: t('safety_payments>refund>amount_hint', { held: formatHkd(part.held) }),
          }}
          reason={{
            value: reason,
            set: setReason,
            label: t('safety_payments>refund>reason'),
            hint: t('safety_payments>refund>reason_hint'),
          }}
        />
        <PhotoPicker rule={REFUND_PHOTOS} files={photos} onChange={setPhotos} />
        {(form.fields.file ?? form.fields.attachments) ? (
          <p role="alert" css={errorStyles}>
            {form.fields.file ?? form.fields.attachments}
          </p>
        ) : null}
      </div>
    </FormSheet>
  );
}

export function CounterRefundSheet({ part, open, onClose }: SheetProps) {
  const { t } = useTranslation('dashboard');
  const counter = useCounterRefund();
  const form = useApiForm({ network: t('common|errors>network'), known: ['amount', 'reason'], withFields: null });
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const asked = part.request?.amount ?? part.held;
  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('safety_payments>counter>title')}
      description={t('safety_payments>counter>description', { asked: formatHkd(asked), held: formatHkd(part.held) })}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('safety_payments>counter>submit')}
      pending={counter.isPending}
      formError={form.formError}
      onSubmit={async () => {
        const value = amountOf(amount);
        const errors: FieldErrors = {};
        const bad = counterError(t, asked, value);
        if (bad) errors.amount = bad;
        if (!reason.trim()) errors.reason = t('common|errors>required');
        if (!form.validate(errors)) return;
        const res = await form.run(() => counter.mutateAsync({ id: part.id, amount: value, reason: reason.trim() }));
        if (res.ok) onClose();
      }}
    >
      <AmountAndReason
        form={form}
        amount={{
          value: amount,
          set: setAmount,
          label: t('safety_payments>counter>amount'),
          hint: t('safety_payments>counter>amount_hint', { asked: formatHkd(asked) }),
        }}
        reason={{ value: reason, set: setReason, label: t('safety_payments>counter>reason') }}
      />
    </FormSheet>
  );
}
