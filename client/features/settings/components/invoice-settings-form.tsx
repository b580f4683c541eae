/** Invoice settings (SPEC §3; shown only with the SPEC §6 invoice_settings flag): what receipts and invoices are made out to. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSettings } from '@shared/schemas/settings.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { ApiError } from '@client/lib/api-client';
import { useSaveInvoiceSettings } from '../api/settings.mutations';

const EMPTY: InvoiceSettings = { company_name: '', address: '', business_registration_number: '' };

export function InvoiceSettingsForm({ invoice }: { invoice: InvoiceSettings | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveInvoiceSettings();
  const [values, setValues] = useState<InvoiceSettings>(invoice ?? EMPTY);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!values.company_name.trim()) {
      setFields({ company_name: t('common|errors>required') });
      return;
    }
    setFields({});
    try {
      setValues(await save.mutateAsync(values));
      setSaved(true);
    } catch (err) {
      setFields(err instanceof ApiError ? { _: err.message, ...err.fields } : { _: t('common|errors>network') });
    }
  }

  const props = (name: keyof InvoiceSettings, autoComplete: string, maxLength: number, hint?: string) => ({
    name,
    label: t(`account_settings>invoice>${name}`),
    hint,
    autoComplete,
    maxLength,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setSaved(false);
      setValues((v) => ({ ...v, [name]: e.target.value }));
    },
    error: fields[name],
  });
  const field = (name: keyof InvoiceSettings, autoComplete: string, maxLength: number, hint?: string) => (
    <TextField {...props(name, autoComplete, maxLength, hint)} />
  );

  const formError = fields._ && !fields.company_name && !fields.address && !fields.business_registration_number ? fields._ : null;
  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('account_settings>invoice>intro')}</p>
      {saved ? <Alert tone="success">{t('account_settings>invoice>saved')}</Alert> : null}
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {field('company_name', 'organization', 120)}
      {/* street-address is the multi-line address autofill token: HTML allows it on a textarea, not on a one-line input. */}
      <TextArea rows={2} {...props('address', 'street-address', 255)} />
      {field('business_registration_number', 'off', 40, t('account_settings>invoice>br_hint'))}
      <Button type="submit" loading={save.isPending}>
        {t('account_settings>invoice>submit')}
      </Button>
    </form>
  );
}
