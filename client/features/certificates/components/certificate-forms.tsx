/**
 * The certificate forms of the service editor (SPEC §2 steps): company in two parts (13 details: business
 * registration number and company name; 16 files), personal in one (14: licence type, number, files). Each field
 * is checked in place before sending; the server's field errors come back on the same fields.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES, normalizeBrNumber, type Certificate, type LicenceType } from '@shared/schemas/certificates.schema';
import { TextField } from '@client/ui/field';
import { bindField } from '@client/ui/bind-field';
import { Select } from '@client/ui/select';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { DescriptionList } from '@client/ui/description-list';
import { theme } from '@client/styles/theme';
import { useUploader } from '@client/lib/uploads';
import { useAddCertificate, useCompanyDraft } from '../api/certificates.queries';
import { FilePicker } from './file-picker';
import { errorsFrom, type FieldErrors } from './form-errors';

export interface CertificateFormProps {
  serviceId: number;
  /** Moves to another step of the certificate flow (see CertificateEditor). */
  go: (step: 9 | 13 | 16) => void;
  onAdded: (certificate: Certificate) => void;
}

const COMPANY_DETAIL_FIELDS = ['unified_number', 'name'] as const;

/** Step 13: the business registration number and the company name, kept as a draft for step 16. */
export function CompanyDetailsForm({ serviceId, go }: Omit<CertificateFormProps, 'onAdded'>) {
  const { t } = useTranslation('verify');
  const { draft, save } = useCompanyDraft(serviceId);
  const [unified, setUnified] = useState(draft.unified_number);
  const [name, setName] = useState(draft.name);
  const [errors, setErrors] = useState<FieldErrors>(draft.errors);

  function next(e: FormEvent) {
    e.preventDefault();
    const errs: FieldErrors = {};
    if (!unified.trim()) errs.unified_number = t('common|errors>required');
    else if (!normalizeBrNumber(unified)) errs.unified_number = t('common|errors>invalid_br_number');
    if (name.trim().length < 2) errs.name = t('common|errors>required');
    setErrors(errs);
    if (Object.keys(errs).length) return;
    save({ unified_number: normalizeBrNumber(unified)!, name: name.trim(), errors: {} });
    go(16);
  }

  return (
    <form onSubmit={next} noValidate>
      <h2 css={titleStyles}>{t('company>title')}</h2>
      <p css={stepStyles}>{t('company>step', { n: 1, of: 2 })}</p>
      <TextField
        label={t('company>unified_number')}
        hint={t('company>unified_number_hint')}
        {...bindField('unified_number', unified, setUnified, errors)}
        autoComplete="off"
        inputMode="numeric"
        maxLength={20}
        required
      />
      <TextField
        label={t('company>name')}
        hint={t('company>name_hint')}
        {...bindField('name', name, setName, errors)}
        autoComplete="organization"
        maxLength={200}
        required
      />
      <StepActions back={t('form>cancel')} onBack={() => go(9)} submit={t('form>next')} />
    </form>
  );
}

/** Step 16: the files of the company certificate, then it is sent for review. */
export function CompanyFilesForm({ serviceId, go, onAdded }: CertificateFormProps) {
  const { t } = useTranslation('verify');
  const { draft, save, clear } = useCompanyDraft(serviceId);
  const files = useUploader({ allowPdf: true, max: 5 });
  const add = useAddCertificate(serviceId);
  const [errors, setErrors] = useState<FieldErrors>({});
  if (!draft.unified_number || !draft.name) {
    return (
      <div>
        <Alert tone="info">{t('company>details_first')}</Alert>
        <Button onClick={() => go(13)}>{t('company>to_details')}</Button>
      </div>
    );
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!files.items.length) {
      setErrors({ attachment_ids: t('common|errors>files_required') });
      return;
    }
    setErrors({});
    try {
      const cert = await add.mutateAsync({
        type: 'company',
        unified_number: draft.unified_number,
        name: draft.name,
        attachment_ids: files.items.map((f) => f.id),
      });
      clear();
      onAdded(cert);
    } catch (err) {
      const errs = errorsFrom(err, t, [...COMPANY_DETAIL_FIELDS, 'attachment_ids']);
      if (COMPANY_DETAIL_FIELDS.some((f) => errs[f])) {
        save({ ...draft, errors: { unified_number: errs.unified_number, name: errs.name } as FieldErrors });
        go(13);
        return;
      }
      setErrors(errs);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2 css={titleStyles}>{t('company>files_title')}</h2>
      <p css={stepStyles}>{t('company>step', { n: 2, of: 2 })}</p>
      <div css={summaryStyles}>
        <DescriptionList
          layout="inline"
          items={[
            { term: t('company>unified_number'), description: draft.unified_number },
            { term: t('company>name'), description: draft.name },
          ]}
        />
        <Button variant="ghost" size="sm" onClick={() => go(13)}>
          {t('form>edit')}
        </Button>
      </div>
      {errors._form ? <Alert tone="error">{errors._form}</Alert> : null}
      <FilePicker uploader={files} label={t('company>files')} hint={t('company>files_hint')} error={errors.attachment_ids} />
      <StepActions back={t('form>back')} onBack={() => go(13)} submit={t('form>submit')} pending={add.isPending} busy={files.pending > 0} />
    </form>
  );
}

const PERSONAL_FIELDS = ['licence_type', 'reference_identity', 'name', 'attachment_ids'] as const;

/** Step 14: a personal licence (type, number, the pro's own name for "other") with its files. */
export function PersonalForm({ serviceId, go, onAdded }: CertificateFormProps) {
  const { t } = useTranslation('verify');
  const files = useUploader({ allowPdf: true, max: 5 });
  const add = useAddCertificate(serviceId);
  const [licence, setLicence] = useState<LicenceType | ''>('');
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs: FieldErrors = {};
    if (!licence) errs.licence_type = t('common|errors>invalid_option');
    if (!number.trim()) errs.reference_identity = t('common|errors>required');
    else if (!/^[A-Za-z0-9][A-Za-z0-9\-/.() ]*$/.test(number.trim())) errs.reference_identity = t('common|errors>invalid_licence_number');
    if (licence === 'other' && name.trim().length < 2) errs.name = t('common|errors>required');
    if (!files.items.length) errs.attachment_ids = t('common|errors>files_required');
    setErrors(errs);
    if (Object.keys(errs).length || !licence) return;
    try {
      const cert = await add.mutateAsync({
        type: 'personal',
        licence_type: licence,
        reference_identity: number.trim(),
        name: name.trim(),
        attachment_ids: files.items.map((f) => f.id),
      });
      onAdded(cert);
    } catch (err) {
      setErrors(errorsFrom(err, t, PERSONAL_FIELDS));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <h2 css={titleStyles}>{t('personal>title')}</h2>
      {errors._form ? <Alert tone="error">{errors._form}</Alert> : null}
      <Select
        name="licence_type"
        label={t('personal>licence_type')}
        placeholder={t('personal>licence_placeholder')}
        options={LICENCE_TYPES.map((l) => ({ value: l, label: t(`licence>${l}`) }))}
        value={licence}
        onChange={(e) => setLicence(e.target.value as LicenceType | '')}
        hint={licence ? t(`licence_hint>${licence}`) : undefined}
        error={errors.licence_type}
        required
      />
      <TextField
        label={t(licence === 'other' ? 'personal>name_other' : 'personal>name_optional')}
        hint={t(licence === 'other' ? 'personal>name_other_hint' : 'personal>name_hint')}
        {...bindField('name', name, setName, errors)}
        maxLength={200}
        required={licence === 'other'}
      />
      <TextField
        label={t('personal>reference_identity')}
        hint={t('personal>reference_identity_hint')}
        {...bindField('reference_identity', number, setNumber, errors)}
        autoComplete="off"
        maxLength={40}
        required
      />
      <FilePicker uploader={files} label={t('personal>files')} hint={t('personal>files_hint')} error={errors.attachment_ids} />
      <StepActions
        back={t('form>cancel')}
        onBack={() => go(9)}
        submit={t('form>submit')}
        pending={add.isPending}
        busy={files.pending > 0}
      />
    </form>
  );
}

interface StepActionsProps {
  back: string;
  onBack: () => void;
  submit: string;
  pending?: boolean;
  /** Files are still uploading: the submit waits. */
  busy?: boolean;
}

/** A form step's footer: the ghost way back and the submit button. */
function StepActions({ back, onBack, submit, pending, busy }: StepActionsProps) {
  return (
    <div css={actionsStyles}>
      <Button type="button" variant="ghost" onClick={onBack}>
        {back}
      </Button>
      <Button type="submit" loading={pending} disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}

export const titleStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[2]};
`;

const stepStyles = css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const summaryStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  align-items: flex-start;
  padding: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  border-radius: ${theme.radius.control};
  background: ${theme.color.background};
  border: 1px solid ${theme.color.border};
  & > dl {
    width: 100%;
  }
`;

export const actionsStyles = css`
  display: flex;
  gap: ${theme.space[3]};
  justify-content: flex-end;
  margin-top: ${theme.space[4]};
  & > :last-child {
    flex: 1;
  }
  ${theme.breakpoint.sm} {
    & > :last-child {
      flex: 0 0 auto;
    }
  }
`;
