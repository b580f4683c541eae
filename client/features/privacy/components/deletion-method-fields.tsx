/**
 * How the user confirms the deletion: the current password, a code by SMS to the confirmed phone (the existing
 * users/verify/phone/preauth call), or a code by e-mail (accounts without a password, e.g. social sign-in).
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeletionMethod } from '@shared/domain/privacy';
import type { DeletionPreview } from '@shared/schemas/privacy.schema';
import { Button } from '@client/ui/button';
import { TextField } from '@client/ui/field';
import { RadioGroup } from '@client/ui/radio-group';
import { errorMessageOf } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';
import { useSendDeletionCode, useSendPhoneCode } from '../api/privacy.mutations';

export interface ConfirmValues {
  password: string;
  otp: string;
  email_code: string;
  hash: string;
}

export interface DeletionMethodFieldsProps {
  preview: DeletionPreview;
  method: DeletionMethod;
  onMethod: (m: DeletionMethod) => void;
  values: ConfirmValues;
  onChange: (patch: Partial<ConfirmValues>) => void;
  errors: Record<string, string>;
}

export function DeletionMethodFields({ preview, method, onMethod, values, onChange, errors }: DeletionMethodFieldsProps) {
  const { t } = useTranslation('dashboard');
  const phoneCode = useSendPhoneCode();
  const emailCode = useSendDeletionCode();
  const [sendError, setSendError] = useState<string | null>(null);
  const failed = (err: unknown) => setSendError(errorMessageOf(err, t('common|errors>network')));

  async function sendPhone() {
    setSendError(null);
    if (!preview.phone) return;
    await phoneCode.mutateAsync(preview.phone).then((r) => onChange({ hash: r.hash, otp: '' }), failed);
  }
  async function sendEmail() {
    setSendError(null);
    await emailCode.mutateAsync().then(() => onChange({ email_code: '' }), failed);
  }

  const labels: Record<DeletionMethod, string> = {
    password: t('privacy>method>password'),
    phone: t('privacy>method>phone', { phone: preview.phone_masked ?? '' }),
    email: t('privacy>method>email', { email: preview.email_masked }),
  };
  return (
    <div css={boxStyles}>
      {preview.methods.length > 1 ? (
        <RadioGroup
          legend={t('privacy>method>legend')}
          name="method"
          value={method}
          onChange={(v) => onMethod(v as DeletionMethod)}
          options={preview.methods.map((m) => ({ value: m, label: labels[m] }))}
        />
      ) : null}
      {method === 'password' ? (
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('privacy>method>password_label')}
          value={values.password}
          onChange={(e) => onChange({ password: e.target.value })}
          error={errors.password}
        />
      ) : null}
      {method === 'phone' ? (
        <CodeStep
          sent={Boolean(values.hash)}
          sending={phoneCode.isPending}
          onSend={() => void sendPhone()}
          sendLabel={t(values.hash ? 'privacy>method>resend' : 'privacy>method>send_phone', { phone: preview.phone_masked ?? '' })}
          sentText={t('privacy>method>sent_phone', { phone: preview.phone_masked ?? '' })}
          field={{ name: 'otp', value: values.otp, error: errors.otp ?? errors.hash, onChange: (otp) => onChange({ otp }) }}
        />
      ) : null}
      {method === 'email' ? (
        <CodeStep
          sent={emailCode.isSuccess}
          sending={emailCode.isPending}
          onSend={() => void sendEmail()}
          sendLabel={t(emailCode.isSuccess ? 'privacy>method>resend' : 'privacy>method>send_email', { email: preview.email_masked })}
          sentText={t('privacy>method>sent_email', { email: preview.email_masked })}
          field={{
            name: 'email_code',
            value: values.email_code,
            error: errors.email_code,
            onChange: (email_code) => onChange({ email_code }),
          }}
        />
      ) : null}
      {sendError ? (
        <p role="alert" css={errorStyles}>
          {sendError}
        </p>
      ) : null}
    </div>
  );
}

interface CodeStepProps {
  sent: boolean;
  sending: boolean;
  onSend: () => void;
  sendLabel: string;
  sentText: string;
  field: { name: string; value: string; error?: string; onChange: (v: string) => void };
}

function CodeStep({ sent, sending, onSend, sendLabel, sentText, field }: CodeStepProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {sent ? <p css={hintStyles}>{sentText}</p> : null}
      {sent || field.error ? (
        <TextField
          name={field.name}
          label={t('privacy>method>code_label')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
          error={field.error}
        />
      ) : null}
      <Button variant="secondary" size="sm" loading={sending} onClick={onSend}>
        {sendLabel}
      </Button>
    </>
  );
}

const boxStyles = css`
  margin: ${theme.space[4]} 0;
`;

const hintStyles = secondarySmall;

const errorStyles = css`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  margin: ${theme.space[2]} 0 0;
`;
