/**
 * Dashboard notice while the account's e-mail is unverified: type the code from the e-mail, or
 * have it sent again (rate limited: the server's 429 message is shown). Disappears once verified.
 */
import { css } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { codeDigits } from '@shared/domain/sign-in-codes';
import { TextField } from '@client/ui/field';
import { Button } from '@client/ui/button';
import { Icon } from '@client/ui/icon';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { errorMessageOf, isServerError } from '@client/ui/server-error';
import { useSession } from '../api/accounts.queries';
import { useCheckEmailCode, useResendEmailVerification } from '../api/sign-in-codes.mutations';

export function EmailVerifyBanner() {
  const { data: me } = useSession();
  if (!me || me.is_email_verified) return null;
  return <EmailVerifyNotice email={me.email} />;
}

function EmailVerifyNotice({ email }: { email: string }) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const check = useCheckEmailCode();
  const resend = useResendEmailVerification();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const digits = codeDigits(code);
    if (!digits) return setCodeError(t('email_verify>code_format'));
    setCodeError(undefined);
    try {
      await check.mutateAsync(digits);
      toast.show(t('email_verify>verified_toast'), { tone: 'success' });
    } catch (err) {
      if (!isServerError(err)) return setCodeError(t('errors>network'));
      const left = (err.details as { attempts_left?: number } | undefined)?.attempts_left;
      const message = err.fields.code ?? err.message;
      setCodeError(left ? `${message} ${t('email_verify>attempts_left', { count: left })}` : message);
    }
  }

  async function onResend() {
    setNotice(null);
    try {
      const res = await resend.mutateAsync();
      if (res.sent) setNotice({ tone: 'info', text: t('email_verify>resent', { email }) });
    } catch (err) {
      setNotice({ tone: 'error', text: errorMessageOf(err, t('errors>network')) });
    }
  }

  return (
    <section aria-labelledby="email-verify-title" css={boxStyles}>
      <h2 id="email-verify-title" css={titleStyles}>
        <Icon name="mail" size={20} />
        {t('email_verify>banner_title')}
      </h2>
      <p css={bodyStyles}>{t('email_verify>banner_body', { email })}</p>
      <form onSubmit={onSubmit} noValidate css={formStyles}>
        <TextField
          label={t('email_verify>code_label')}
          name="email_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/[^\d ]/g, ''))}
          error={codeError}
        />
        <Button type="submit" loading={check.isPending}>
          {t('email_verify>code_submit')}
        </Button>
      </form>
      <div css={resendStyles}>
        <Button variant="ghost" size="sm" loading={resend.isPending} onClick={() => void onResend()}>
          {t('email_verify>resend')}
        </Button>
        {notice ? (
          <p role={notice.tone === 'error' ? 'alert' : 'status'} css={noticeStyles(notice.tone)}>
            {notice.text}
          </p>
        ) : null}
      </div>
    </section>
  );
}

const boxStyles = css`
  border: 1.5px solid ${theme.color.warning};
  background: ${theme.color.warningSoft};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  margin-bottom: ${theme.space[4]};
`;

const titleStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.lg};
  margin: 0 0 ${theme.space[1]};
`;

const bodyStyles = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.text};
`;

const formStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0 ${theme.space[3]};
  & > div {
    flex: 1 1 200px;
    max-width: 280px;
  }
  & > button {
    margin-top: 26px;
  }
`;

const resendStyles = css`
  ${cluster(2)};
  align-items: center;
`;

const noticeStyles = (tone: 'info' | 'error') => css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  color: ${tone === 'error' ? theme.color.danger : theme.color.text};
`;
