/**
 * The business-loan enquiry: how much (whole HKD), what for, how long the business has traded, the phone to call back,
 * a note, and consent to be contacted by Sifu and the lending partner. The server checks every field at once and each
 * problem shows under its field; what was typed stays as it was after a refusal.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BUSINESS_AGES, BUSINESS_LOAN_MAX_HKD, BUSINESS_LOAN_MIN_HKD, BUSINESS_LOAN_PURPOSES } from '@shared/domain/business-loans';
import { BUSINESS_LOAN_FORM_FIELDS } from '@shared/schemas/business-loans.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { Checkbox } from '@client/ui/checkbox';
import { TextField } from '@client/ui/field';
import { Select } from '@client/ui/select';
import { TextArea } from '@client/ui/textarea';
import { useApiForm } from '@client/ui/use-api-form';
import { stack } from '@client/styles/layout';
import { useSubmitBusinessLoan } from '../api/business-loans.queries';

const EMPTY = { amount: '', purpose: '', business_age: '', phone: '', details: '' };
type Values = typeof EMPTY;

export function LoanEnquiryForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useTranslation('dashboard');
  const submit = useSubmitBusinessLoan();
  const form = useApiForm({ network: t('common|errors>network'), known: BUSINESS_LOAN_FORM_FIELDS, unknownToForm: true, withFields: null });
  const [values, setValues] = useState<Values>(EMPTY);
  const [consent, setConsent] = useState(false);
  const set = (name: keyof Values, value: string) => {
    form.clearField(name);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const money = (n: number) => n.toLocaleString(i18n.language);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const amount = values.amount.replace(/[\s,]/g, '');
    const body = { ...values, amount: /^\d+$/.test(amount) ? Number(amount) : amount, consent } as never;
    const res = await form.run(() => submit.mutateAsync({ body }));
    if (res.ok) onSent();
    else if (typeof document !== 'undefined') {
      const first = BUSINESS_LOAN_FORM_FIELDS.find((f) => form.fields[f]);
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate css={stack(4)} aria-label={t('businessLoan>form_label')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <TextField
        name="amount"
        label={t('businessLoan>fields>amount')}
        hint={t('businessLoan>hints>amount', { min: money(BUSINESS_LOAN_MIN_HKD), max: money(BUSINESS_LOAN_MAX_HKD) })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={values.amount}
        onChange={(e) => set('amount', e.target.value)}
        error={form.fields.amount}
      />
      <Select
        name="purpose"
        label={t('businessLoan>fields>purpose')}
        placeholder={t('businessLoan>choose')}
        value={values.purpose}
        onChange={(e) => set('purpose', e.target.value)}
        options={BUSINESS_LOAN_PURPOSES.map((p) => ({ value: p, label: t(`businessLoan>purposes>${p}`) }))}
        error={form.fields.purpose}
      />
      <Select
        name="business_age"
        label={t('businessLoan>fields>business_age')}
        placeholder={t('businessLoan>choose')}
        value={values.business_age}
        onChange={(e) => set('business_age', e.target.value)}
        options={BUSINESS_AGES.map((a) => ({ value: a, label: t(`businessLoan>ages>${a}`) }))}
        error={form.fields.business_age}
      />
      <TextField
        name="phone"
        type="tel"
        label={t('businessLoan>fields>phone')}
        hint={t('businessLoan>hints>phone')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={32}
        value={values.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={form.fields.phone}
      />
      <TextArea
        name="details"
        label={t('businessLoan>fields>details')}
        hint={t('businessLoan>hints>details')}
        maxLength={500}
        rows={3}
        value={values.details}
        onChange={(e) => set('details', e.target.value)}
        error={form.fields.details}
      />
      <Checkbox
        name="consent"
        label={t('businessLoan>fields>consent')}
        checked={consent}
        onChange={(e) => {
          form.clearField('consent');
          setConsent(e.target.checked);
        }}
        error={form.fields.consent}
      />
      <Button type="submit" block loading={submit.isPending}>
        {t('businessLoan>submit')}
      </Button>
    </form>
  );
}
