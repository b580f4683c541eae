/**
 * Step 0 Basic: business names (zh/en), contact phone, year founded, employees, website. A new or unconfirmed
 * phone is verified by a one-time SMS code first (users/verify/phone/*, rendered by the page through
 * `renderPhoneVerification`); the form keeps everything typed while that happens and saves once it succeeds.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '@shared/domain/formats';
import type { EditableService } from '@shared/schemas/service-editor.schema';
import { TextField } from '@client/ui/field';
import { Badge } from '@client/ui/badge';
import { theme } from '@client/styles/theme';
import { useServiceMutation } from '../api/service-editor.queries';
import { StepForm, useStepForm } from './editor-form';

export interface PhoneVerificationSlot {
  phone: string;
  onVerified: (phone: string) => void;
}

const localPhone = (p: string | null) => (p ?? '').replace(/^\+852/, '');

function valuesOf(s: EditableService) {
  return {
    business_name_zh: s.business_name_zh,
    business_name_en: s.business_name_en,
    phone: localPhone(s.phone),
    year_founded: s.year_founded === null ? '' : String(s.year_founded),
    employees: s.employees === null ? '' : String(s.employees),
    website: s.website ?? '',
  };
}
type BasicValues = ReturnType<typeof valuesOf>;

export function EditorBasic({
  service,
  renderPhoneVerification,
}: {
  service: EditableService;
  renderPhoneVerification: (p: PhoneVerificationSlot) => ReactNode;
}) {
  const { t } = useTranslation('workspace');
  const step = useStepForm(valuesOf(service));
  const { draft, patch, reset, run, fields, setFields } = step;
  const [verifying, setVerifying] = useState<string | null>(null);
  const basic = useServiceMutation('basic');

  async function save(values: BasicValues, phone: string) {
    const result = await run(
      () =>
        basic.mutateAsync({
          params: { id: service.quote_service_id },
          body: {
            business_name_zh: values.business_name_zh.trim(),
            business_name_en: values.business_name_en.trim(),
            phone,
            year_founded: values.year_founded.trim(),
            employees: values.employees.trim(),
            website: values.website.trim(),
          },
        }),
      {
        onError: (err) => {
          if (err.code !== 'phone_verification_needed') return false;
          setVerifying(phone);
          return true;
        },
      },
    );
    if (result) reset(valuesOf(result));
  }

  function onSubmit() {
    const errors: Record<string, string> = {};
    if (draft.business_name_zh.trim().length < 2) errors.business_name_zh = t('basic>name_required');
    const phone = normalizePhone(draft.phone);
    if (!phone) errors.phone = t('basic>phone_invalid');
    setFields(errors);
    if (Object.keys(errors).length || !phone) return;
    if (phone !== normalizePhone(service.phone ?? '') || !service.is_phone_confirmed) setVerifying(phone);
    else void save(draft, phone);
  }

  const confirmed = service.is_phone_confirmed && normalizePhone(draft.phone) === normalizePhone(service.phone ?? '');
  return (
    <StepForm
      title={t('steps>Basic>title')}
      intro={<p>{t('steps>Basic>intro')}</p>}
      onSubmit={onSubmit}
      submitLabel={verifying ? undefined : t('form>save')}
      form={step}
    >
      <TextField
        label={t('basic>name_zh')}
        hint={t('basic>name_zh_hint')}
        value={draft.business_name_zh}
        maxLength={80}
        onChange={(e) => patch({ business_name_zh: e.target.value })}
        error={fields.business_name_zh}
      />
      <TextField
        label={t('basic>name_en')}
        hint={t('basic>name_en_hint')}
        value={draft.business_name_en}
        maxLength={80}
        lang="en"
        onChange={(e) => patch({ business_name_en: e.target.value })}
        error={fields.business_name_en}
      />
      <TextField
        label={t('basic>phone')}
        hint={confirmed ? t('basic>phone_confirmed_hint') : t('basic>phone_hint')}
        // tel-national (the number without +852) is a text-field autofill token: HTML allows it on type=text, not
        // type=tel; inputMode keeps the phone keypad.
        type="text"
        inputMode="tel"
        autoComplete="tel-national"
        value={draft.phone}
        onChange={(e) => {
          patch({ phone: e.target.value });
          setVerifying(null);
        }}
        error={fields.phone}
      />
      {confirmed ? (
        <p
          css={css`
            margin: -${theme.space[2]} 0 ${theme.space[4]};
          `}
        >
          <Badge tone="success" icon="verified">
            {t('basic>phone_verified')}
          </Badge>
        </p>
      ) : null}
      {verifying
        ? renderPhoneVerification({
            phone: verifying,
            onVerified: (phone) => {
              setVerifying(null);
              void save(draft, phone);
            },
          })
        : null}
      <div css={twoColumns}>
        <TextField
          label={t('basic>year_founded')}
          inputMode="numeric"
          placeholder="2015"
          value={draft.year_founded}
          onChange={(e) => patch({ year_founded: e.target.value.replace(/\D/g, '').slice(0, 4) })}
          error={fields.year_founded}
        />
        <TextField
          label={t('basic>employees')}
          inputMode="numeric"
          value={draft.employees}
          onChange={(e) => patch({ employees: e.target.value.replace(/\D/g, '').slice(0, 6) })}
          error={fields.employees}
        />
      </div>
      <TextField
        label={t('basic>website')}
        hint={t('basic>website_hint')}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
        value={draft.website}
        onChange={(e) => patch({ website: e.target.value })}
        error={fields.website}
      />
    </StepForm>
  );
}

const twoColumns = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[3]};
`;
