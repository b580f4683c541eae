/**
 * The merchant application form: the company as registered (name in Chinese and/or English, BR number, type), the
 * contact person, the bank account payments go to, and the two documents. Every problem shows under its field, from
 * the form's own checks first and then the server's; what was typed and uploaded stays as it was after a refusal.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_TYPES, MAX_MERCHANT_DOCUMENTS } from '@shared/domain/merchants';
import { MERCHANT_FORM_FIELDS } from '@shared/schemas/merchants.schema';
import { Alert } from '@client/ui/alert';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { FilePicker } from '@client/ui/file-picker';
import { Select } from '@client/ui/select';
import { useApiForm } from '@client/ui/use-api-form';
import { acceptFor, useUploader } from '@client/lib/uploads';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useSubmitMerchantApplication } from '../api/merchants.queries';
import { EMPTY_MERCHANT_VALUES, merchantProblems, type MerchantField, type MerchantValues } from '../lib/merchant-checks';

type TextName = keyof MerchantValues;

interface FieldOpts {
  autoComplete?: string;
  maxLength: number;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  hint?: boolean;
  type?: string;
}

export function MerchantForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('dashboard');
  const submit = useSubmitMerchantApplication();
  const form = useApiForm({ network: t('common|errors>network'), known: MERCHANT_FORM_FIELDS, unknownToForm: true, withFields: null });
  const brFiles = useUploader({ allowPdf: true, max: MAX_MERCHANT_DOCUMENTS });
  const bankFiles = useUploader({ allowPdf: true, max: MAX_MERCHANT_DOCUMENTS });
  const [values, setValues] = useState<MerchantValues>(EMPTY_MERCHANT_VALUES);

  const set = (name: TextName, value: string) => {
    form.clearField(name);
    if (name === 'company_name_en') form.clearField('company_name_zh');
    setValues((v) => ({ ...v, [name]: value }));
  };

  const documents = (name: 'br_documents' | 'bank_documents', uploader: typeof brFiles) => (
    <FilePicker
      name={name}
      uploader={uploader}
      label={t(`merchant>fields>${name}`)}
      hint={t(`merchant>hints>${name}`)}
      max={MAX_MERCHANT_DOCUMENTS}
      accept={acceptFor(true)}
      text={(k, v) => t(`verify|files>${k}`, v)}
      error={form.fields[name]}
    />
  );

  const field = (name: TextName, o: FieldOpts) => (
    <TextField
      name={name}
      label={t(`merchant>fields>${name}`)}
      hint={o.hint ? t(`merchant>hints>${name}`) : undefined}
      autoComplete={o.autoComplete ?? 'off'}
      maxLength={o.maxLength}
      inputMode={o.inputMode}
      type={o.type ?? 'text'}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={form.fields[name]}
    />
  );

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const docs = { br_documents: brFiles.items.map((f) => f.id), bank_documents: bankFiles.items.map((f) => f.id) };
    const problems = merchantProblems(values, docs);
    const local = Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, t(`common|errors>${key}`)]));
    if (!form.validate(local)) {
      focusFirst(Object.keys(problems) as MerchantField[]);
      return;
    }
    const res = await form.run(() => submit.mutateAsync({ body: { ...values, company_type: values.company_type as never, ...docs } }));
    if (res.ok) onSent();
  }

  return (
    <form onSubmit={onSubmit} noValidate css={stack(6)} aria-label={t('merchant>form_label')}>
      {form.formError ? <Alert tone="error">{form.formError}</Alert> : null}
      <Group title={t('merchant>groups>company')}>
        {field('company_name_zh', { autoComplete: 'organization', maxLength: 120, hint: true })}
        {field('company_name_en', { autoComplete: 'organization', maxLength: 120 })}
        {field('br_number', { maxLength: 40, inputMode: 'numeric', hint: true })}
        <Select
          name="company_type"
          label={t('merchant>fields>company_type')}
          placeholder={t('merchant>company_type_placeholder')}
          value={values.company_type}
          onChange={(e) => set('company_type', e.target.value)}
          options={COMPANY_TYPES.map((c) => ({ value: c, label: t(`merchant>company_types>${c}`) }))}
          error={form.fields.company_type}
        />
        {field('address', { autoComplete: 'street-address', maxLength: 255 })}
      </Group>
      <Group title={t('merchant>groups>contact')}>
        {field('contact_name', { autoComplete: 'name', maxLength: 100 })}
        {field('phone', { autoComplete: 'tel-national', maxLength: 32, inputMode: 'tel', type: 'tel', hint: true })}
        {field('email', { autoComplete: 'email', maxLength: 254, inputMode: 'email', type: 'email' })}
      </Group>
      <Group title={t('merchant>groups>bank')} intro={t('merchant>bank_intro')}>
        {field('account_holder', { maxLength: 70, hint: true })}
        <div css={codesStyles}>
          {field('bank_code', { maxLength: 10, inputMode: 'numeric', hint: true })}
          {field('branch_code', { maxLength: 10, inputMode: 'numeric', hint: true })}
        </div>
        {field('account_number', { maxLength: 20, inputMode: 'numeric', hint: true })}
      </Group>
      <Group title={t('merchant>groups>documents')} intro={t('merchant>documents_intro')}>
        {documents('br_documents', brFiles)}
        {documents('bank_documents', bankFiles)}
      </Group>
      <Button type="submit" block loading={submit.isPending} disabled={brFiles.pending + bankFiles.pending > 0}>
        {t('merchant>submit')}
      </Button>
    </form>
  );
}

function Group({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <fieldset css={groupStyles}>
      <legend css={legendStyles}>{title}</legend>
      {intro ? <p css={introStyles}>{intro}</p> : null}
      {children}
    </fieldset>
  );
}

/** Moves the focus to the first refused field, in the order the form shows them. */
function focusFirst(fields: MerchantField[]) {
  const first = MERCHANT_FORM_FIELDS.find((f) => fields.includes(f));
  if (!first || typeof document === 'undefined') return;
  document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

const groupStyles = css`
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${theme.space[3]};
`;

const legendStyles = css`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
  padding: 0;
  margin-bottom: ${theme.space[3]};
`;

const introStyles = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;

const codesStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: 1fr 1fr;
  align-items: start;
`;
