/**
 * Log in with a code sent to the account's confirmed mobile: the number (SPEC §5: +852 added
 * without +), then the 6-digit code; by SMS, or a call that reads it out. The answer never says whether the number
 * has an account, so the notice is worded "if".
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePhone } from '@shared/domain/formats';
import { codeDigits, type PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { CodeActions, CodeField, PhoneNumberField, displayPhone, useCountdown } from '@client/ui/phone-code-fields';
import { isServerError } from '@client/ui/server-error';
import { theme } from '@client/styles/theme';
import { track } from '@client/lib/analytics';
import { usePhoneLogin, usePhoneLoginPreauth } from '../api/sign-in-codes.mutations';
import { useContinueAfterAuth, type AuthFormProps } from './auth-form-parts';

const RESEND_AFTER_S = 60;

interface Sent {
  hash: string;
  phone: string;
  channel: PhoneLoginChannel;
}

export function PhoneLoginForm({ afterAuth }: AuthFormProps) {
  const { t } = useTranslation('common');
  const continueAfterAuth = useContinueAfterAuth(afterAuth);
  const preauth = usePhoneLoginPreauth();
  const login = usePhoneLogin();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'phone' | 'code' | 'form'; message: string } | null>(null);
  const [wait, setWait] = useCountdown();

  async function send(channel: PhoneLoginChannel) {
    const normal = normalizePhone(phone);
    if (!normal) return setError({ field: 'phone', message: t('errors>invalid_phone') });
    setError(null);
    try {
      const res = await preauth.mutateAsync({ phone: normal, channel });
      setSent({ hash: res.hash, phone: normal, channel });
      setCode('');
      setWait(RESEND_AFTER_S);
    } catch (err) {
      const message = isServerError(err) ? (err.fields.phone ?? err.message) : t('errors>network');
      setError({ field: sent ? 'form' : 'phone', message });
    }
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!sent) return;
    const digits = codeDigits(code);
    if (!digits) return setError({ field: 'code', message: t('phone_login>code_format') });
    setError(null);
    try {
      const user = await login.mutateAsync({ phone: sent.phone, verify_code: digits, hash: sent.hash });
      track({ name: 'login', path: '/login' });
      await continueAfterAuth(user);
    } catch (err) {
      if (!isServerError(err)) return setError({ field: 'code', message: t('errors>network') });
      const left = (err.details as { attempts_left?: number } | undefined)?.attempts_left;
      const message = err.fields.verify_code ?? err.message;
      const withLeft = err.code === 'invalid_otp' && left ? `${message} ${t('phone_login>attempts_left', { count: left })}` : message;
      setError({ field: 'code', message: withLeft });
    }
  }

  if (!sent) {
    return (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send('sms');
        }}
        noValidate
      >
        <p css={introStyles}>{t('phone_login>intro')}</p>
        <PhoneNumberField
          label={t('phone_login>phone_label')}
          hint={t('phone_login>phone_hint')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={error?.field === 'phone' ? error.message : undefined}
          required
        />
        <div css={stackStyles}>
          <Button type="submit" block size="lg" loading={preauth.isPending && preauth.variables?.channel === 'sms'}>
            {t('phone_login>send_sms')}
          </Button>
          <Button
            variant="secondary"
            block
            loading={preauth.isPending && preauth.variables?.channel === 'voice'}
            onClick={() => void send('voice')}
          >
            {t('phone_login>send_voice')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form onSubmit={verify} noValidate>
      <Alert tone="info">
        {t(sent.channel === 'voice' ? 'phone_login>sent_voice' : 'phone_login>sent_sms', { phone: displayPhone(sent.phone) })}
      </Alert>
      {error?.field === 'form' ? <Alert tone="error">{error.message}</Alert> : null}
      <CodeField
        label={t('phone_login>code_label')}
        name="verify_code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ''))}
        error={error?.field === 'code' ? error.message : undefined}
        required
      />
      <Button type="submit" block size="lg" loading={login.isPending}>
        {t('phone_login>submit')}
      </Button>
      <CodeActions
        changeLabel={t('phone_login>change_number')}
        onChangeNumber={() => {
          setSent(null);
          setError(null);
        }}
      >
        <Button variant="ghost" size="sm" disabled={wait > 0} onClick={() => void send('sms')}>
          {wait > 0 ? t('phone_login>resend_in', { count: wait }) : t('phone_login>resend_sms')}
        </Button>
        <Button variant="ghost" size="sm" disabled={wait > 0} onClick={() => void send('voice')}>
          {t('phone_login>resend_voice')}
        </Button>
      </CodeActions>
    </form>
  );
}

const introStyles = css`
  color: ${theme.color.textSecondary};
`;

const stackStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;
