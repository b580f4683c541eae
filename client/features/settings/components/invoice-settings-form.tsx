/** Invoice settings (SPEC §3; shown only with the SPEC §6 invoice_settings flag): what receipts and invoices are made out to. */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceSettings } from '@shared/schemas/settings.schema';
import { TextField } from '@client/ui/field';
import { TextArea } from '@client/ui/textarea';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { useSaveInvoiceSettings } from '../api/settings.mutations';
import { useSettingsForm } from './use-settings-form';

const EMPTY: InvoiceSettings = { company_name: '', address: '', business_registration_number: '' };

export function InvoiceSettingsForm({ invoice }: { invoice: InvoiceSettings | null | undefined }) {
  const { t } = useTranslation('dashboard');
  const save = useSaveInvoiceSettings();
  const {
    values,
    saved,
    setSaved,
    form,
    fieldProps,
    save: saveForm,
  } = useSettingsForm<InvoiceSettings>(invoice ?? EMPTY, {
    fields: ['company_name', 'address', 'business_registration_number'],
    label: (name) => t(`account_settings>invoice>${name}`),
  });

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (!values.company_name.trim()) {
      form.validate({ company_name: t('common|errors>required') });
      return;
    }
    await saveForm(
      () => save.mutateAsync(values),
      (next) => next,
    );
  }

  const field = (name: keyof InvoiceSettings, autoComplete: string, maxLength: number, hint?: string) => (
    <TextField {...fieldProps(name, autoComplete, maxLength, hint)} />
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <p>{t('account_settings>invoice>intro')}</p>
      {saved ? <Alert tone="success">{t('account_settings>invoice>saved')}</Alert> : null}
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      {field('company_name', 'organization', 120)}
      {/* street-address is the multi-line address autofill token: HTML allows it on a textarea, not on a one-line input. */}
      <TextArea rows={2} {...fieldProps('address', 'street-address', 255)} />
      {field('business_registration_number', 'off', 40, t('account_settings>invoice>br_hint'))}
      <Button type="submit" loading={save.isPending}>
        {t('account_settings>invoice>submit')}
      </Button>
    </form>
  );
}
