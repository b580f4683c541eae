/**
 * Where a refund of a store or bank-transfer payment goes (SPEC "edit refund info"): a Hong Kong bank account or an
 * FPS proxy with the holder's name, laid out like the pro's payout account form (its labels and hints too). The server
 * checks the formats field by field; its errors show under the fields.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafetyPart } from '@shared/schemas/safety-payments.schema';
import { TextField } from '@client/ui/field';
import { FormSheet } from '@client/ui/form-sheet';
import { RadioGroup } from '@client/ui/radio-group';
import { useApiForm, type FieldErrors } from '@client/ui/use-api-form';
import { useEditRefundInfo } from '../api/safety-payments.mutations';

type Method = 'bank' | 'fps';
type Field = 'holder' | 'bank_code' | 'branch_code' | 'account_number' | 'fps_proxy';
const FIELDS = ['method', 'holder', 'bank_code', 'branch_code', 'account_number', 'fps_proxy'] as const;
const BANK_FIELDS = ['bank_code', 'branch_code', 'account_number'] as const;

export function RefundInfoSheet({ part, open, onClose }: { part: SafetyPart; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('dashboard');
  const save = useEditRefundInfo();
  const form = useApiForm({ network: t('common|errors>network'), known: FIELDS, withFields: null });
  const [method, setMethod] = useState<Method>(part.refund_info?.method ?? 'bank');
  const [values, setValues] = useState<Record<Field, string>>({
    holder: part.refund_info?.holder ?? '',
    bank_code: '',
    branch_code: '',
    account_number: '',
    fps_proxy: '',
  });
  const set = (name: Field, value: string) => {
    form.clearField(name);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const field = (name: Field, opts: { numeric?: boolean; maxLength: number }) => (
    <TextField
      name={name}
      label={t(`account_settings>payout>${name}`)}
      hint={t(`account_settings>payout>${name}_hint`)}
      autoComplete={name === 'holder' ? 'name' : 'off'}
      inputMode={opts.numeric ? 'numeric' : 'text'}
      maxLength={opts.maxLength}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={form.fields[name]}
    />
  );

  async function submit() {
    const required = t('common|errors>required');
    const missing: FieldErrors = {};
    const needed: readonly Field[] = method === 'bank' ? ['holder', ...BANK_FIELDS] : ['holder', 'fps_proxy'];
    for (const f of needed) if (!values[f].trim()) missing[f] = required;
    if (!form.validate(missing)) return;
    const body =
      method === 'bank'
        ? {
            method,
            holder: values.holder,
            bank_code: values.bank_code,
            branch_code: values.branch_code,
            account_number: values.account_number,
          }
        : { method, holder: values.holder, fps_proxy: values.fps_proxy };
    const res = await form.run(() => save.mutateAsync({ id: part.id, body }));
    if (res.ok) onClose();
  }

  return (
    <FormSheet
      open={open}
      onClose={onClose}
      title={t('safety_payments>refund_info>title')}
      description={t('safety_payments>refund_info>description')}
      closeLabel={t('common|close')}
      cancelLabel={t('common|cancel')}
      submitLabel={t('safety_payments>refund_info>submit')}
      pending={save.isPending}
      formError={form.formError}
      onSubmit={() => void submit()}
    >
      <RadioGroup
        legend={t('safety_payments>refund_info>method_legend')}
        name="method"
        value={method}
        onChange={(v) => {
          form.clearField('method');
          setMethod(v as Method);
        }}
        options={[
          { value: 'bank', label: t('account_settings>payout>method_bank') },
          { value: 'fps', label: t('account_settings>payout>method_fps') },
        ]}
        error={form.fields.method}
      />
      {field('holder', { maxLength: 70 })}
      {method === 'bank' ? (
        <>
          {field('bank_code', { numeric: true, maxLength: 10 })}
          {field('branch_code', { numeric: true, maxLength: 10 })}
          {field('account_number', { numeric: true, maxLength: 20 })}
        </>
      ) : (
        field('fps_proxy', { maxLength: 80 })
      )}
    </FormSheet>
  );
}
