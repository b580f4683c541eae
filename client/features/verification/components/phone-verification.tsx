/**
 * Inline phone verification by OTP (SPEC §6 consumer phone verification, §8 codes 614 / 6): enter the number,
 * receive a 6-digit code by SMS, type it in. Used before posting a request and before a pro's first quote.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '@shared/domain/formats';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { Icon } from '@client/ui/icon';
import { CodeActions, CodeField, PhoneNumberField, displayPhone, useCountdown } from '@client/ui/phone-code-fields';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { usePhoneAuth, usePhonePreauth, type PreauthResult } from '../api/verification.mutations';

const RESEND_AFTER_S = 60;

export interface PhoneVerificationProps {
  /** A number to start with (the account's unconfirmed phone). */
  initialPhone?: string | null;
  onVerified: (phone: string) => void;
  /** Why verification is needed, shown above the form. */
  reason?: string;
}

export function PhoneVerification({ initialPhone, onVerified, reason }: PhoneVerificationProps) {
  const { t } = useTranslation('common');
  const preauth = usePhonePreauth();
  const auth = usePhoneAuth();
  const [phone, setPhone] = useState((initialPhone ?? '').replace(/^\+852/, ''));
  const [sent, setSent] = useState<PreauthResult | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<{ field?: 'phone' | 'otp'; message: string } | null>(null);
  const [wait, setWait] = useCountdown();

  async function sendCode(e?: FormEvent) {
    e?.preventDefault();
    const normal = normalizePhone(phone);
    if (!normal) {
      setError({ field: 'phone', message: t('phone_verify>invalid_phone') });
      return;
    }
    setError(null);
    try {
      const res = await preauth.mutateAsync(normal);
      setSent(res);
      setOtp('');
      setWait(RESEND_AFTER_S);
    } catch (err) {
      const message = isServerError(err) ? (err.fields.phone ?? err.message) : t('phone_verify>network');
      setError({ field: 'phone', message });
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!sent) return;
    if (!/^\d{6}$/.test(otp.trim())) {
      setError({ field: 'otp', message: t('phone_verify>otp_format') });
      return;
    }
    setError(null);
    try {
      const res = await auth.mutateAsync({ hash: sent.hash, otp: otp.trim() });
      onVerified(res.phone);
    } catch (err) {
      if (isServerError(err)) {
        const left = (err.details as { attempts_left?: number } | undefined)?.attempts_left;
        const message = err.fields.otp ?? err.message;
        setError({
          field: 'otp',
          message: left !== undefined ? `${message} ${t('phone_verify>attempts_left', { count: left })}` : message,
        });
      } else setError({ field: 'otp', message: t('phone_verify>network') });
    }
  }

  return (
    <section aria-labelledby="phone-verify-title" css={boxStyles}>
      <h3
        id="phone-verify-title"
        css={css`
          display: flex;
          align-items: center;
          gap: ${theme.space[2]};
          font-size: ${theme.font.size.lg};
          margin: 0 0 ${theme.space[1]};
        `}
      >
        <Icon name="shield" size={20} />
        {t('phone_verify>title')}
      </h3>
      <p
        css={css`
          margin: 0 0 ${theme.space[4]};
          color: ${theme.color.textSecondary};
          font-size: ${theme.font.size.sm};
        `}
      >
        {reason ?? t('phone_verify>why')}
      </p>
      {!sent ? (
        <form onSubmit={sendCode} noValidate>
          <PhoneNumberField
            label={t('phone_verify>phone_label')}
            hint={t('phone_verify>phone_hint')}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={error?.field === 'phone' ? error.message : undefined}
          />
          <Button type="submit" block loading={preauth.isPending}>
            {t('phone_verify>send_code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate>
          <Alert tone="info">{t('phone_verify>code_sent', { phone: displayPhone(sent.phone) })}</Alert>
          <CodeField
            label={t('phone_verify>otp_label')}
            name="otp"
            maxLength={6}
            value={otp}
            onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))}
            error={error?.field === 'otp' ? error.message : undefined}
          />
          <Button type="submit" block loading={auth.isPending}>
            {t('phone_verify>submit')}
          </Button>
          <CodeActions
            changeLabel={t('phone_verify>change_number')}
            onChangeNumber={() => {
              setSent(null);
              setError(null);
            }}
          >
            <Button variant="ghost" size="sm" disabled={wait > 0} loading={preauth.isPending} onClick={() => void sendCode()}>
              {wait > 0 ? t('phone_verify>resend_in', { count: wait }) : t('phone_verify>resend')}
            </Button>
          </CodeActions>
        </form>
      )}
    </section>
  );
}

const boxStyles = css`
  border: 1.5px solid ${theme.color.brand};
  border-radius: ${theme.radius.card};
  background: ${theme.color.surface};
  padding: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;
