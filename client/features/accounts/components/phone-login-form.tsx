/**
 * Log in with a code sent to the account's confirmed mobile: the number (SPEC §5: +852 added
 * without +), then the 6-digit code; by SMS, or a call that reads it out. The answer never says whether the number
 * has an account, so the notice is worded "if".
 */
import { css } from '@emotion/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROLE_LANDING } from '@shared/routes/route-paths';
import { normalizePhone } from '@shared/domain/formats';
import { codeDigits, type PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { ApiError } from '@client/lib/api-client';
import { usePrefixed } from '@client/lib/paths';
import { track } from '@client/lib/analytics';
import { usePhoneLogin, usePhoneLoginPreauth } from '../api/sign-in-codes.mutations';
import { safeFrom, type AuthFormProps } from './login-form';

const RESEND_AFTER_S = 60;

interface Sent {
  hash: string;
  phone: string;
  channel: PhoneLoginChannel;
}

/** +85291234567 → +852 9123 4567 */
export function displayPhone(p: string): string {
  const m = /^\+852(\d{4})(\d{4})$/.exec(p);
  return m ? `+852 ${m[1]} ${m[2]}` : p;
}

export function PhoneLoginForm({ afterAuth }: AuthFormProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const prefixed = usePrefixed();
  const [params] = useSearchParams();
  const preauth = usePhoneLoginPreauth();
  const login = usePhoneLogin();
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<{ field: 'phone' | 'code' | 'form'; message: string } | null>(null);
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

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
      const message = err instanceof ApiError ? (err.fields.phone ?? err.message) : t('errors>network');
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
      const next = afterAuth ? safeFrom(await afterAuth(user).catch(() => null)) : null;
      navigate(next ?? safeFrom(params.get('from')) ?? prefixed(ROLE_LANDING[user.role]), { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError)) return setError({ field: 'code', message: t('errors>network') });
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
        <TextField
          label={t('phone_login>phone_label')}
          hint={t('phone_login>phone_hint')}
          name="phone"
          // tel-national (the number without +852) is a text-field autofill token: HTML allows it on type=text, not
          // type=tel; inputMode keeps the phone keypad.
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
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
      <TextField
        label={t('phone_login>code_label')}
        name="verify_code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ''))}
        error={error?.field === 'code' ? error.message : undefined}
        css={codeStyles}
        required
      />
      <Button type="submit" block size="lg" loading={login.isPending}>
        {t('phone_login>submit')}
      </Button>
      <div css={rowStyles}>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setSent(null);
            setError(null);
          }}
        >
          {t('phone_login>change_number')}
        </Button>
        <Button variant="ghost" size="sm" disabled={wait > 0} onClick={() => void send('sms')}>
          {wait > 0 ? t('phone_login>resend_in', { count: wait }) : t('phone_login>resend_sms')}
        </Button>
        <Button variant="ghost" size="sm" disabled={wait > 0} onClick={() => void send('voice')}>
          {t('phone_login>resend_voice')}
        </Button>
      </div>
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

const rowStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[3]};
`;

const codeStyles = css`
  letter-spacing: 0.3em;
  font-size: ${theme.font.size.xl};
  font-variant-numeric: tabular-nums;
`;
