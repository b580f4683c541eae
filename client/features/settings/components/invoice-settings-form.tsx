/** Invoice settings (SPEC §3; shown only with the SPEC §6 invoice_settings flag): what receipts and invoices are made out to. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSettings } from '@shared/schemas/settings.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useApiForm } from '@client/ui/use-api-form';
import { useSaveInvoiceSettings } from '../api/settings.mutations';

const EMPTY: InvoiceSettings = { company_name: '', address: '', business_registration_number: '' };

export function InvoiceSettingsForm({ invoice }: { invoice: InvoiceSettings | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveInvoiceSettings();
  const [values, setValues] = useState<InvoiceSettings>(invoice ?? EMPTY);
  const form = useApiForm({
    network: t('common|errors>network'),
    known: ['company_name', 'address', 'business_registration_number'],
    withFields: null,
  });
  const [saved, setSaved] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!values.company_name.trim()) {
      form.validate({ company_name: t('common|errors>required') });
      return;
    }
    const res = await form.run(() => save.mutateAsync(values));
    if (!res.ok) return;
    setValues(res.data);
    setSaved(true);
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
    error: form.fields[name],
  });
  const field = (name: keyof InvoiceSettings, autoComplete: string, maxLength: number, hint?: string) => (
    <TextField {...props(name, autoComplete, maxLength, hint)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('account_settings>invoice>intro')}</p>
      {saved ? <Alert tone="success">{t('account_settings>invoice>saved')}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
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
