/**
 * Asks for a password-reset e-mail. The answer never says whether the address has an account: after any accepted
 * submit the same "if an account exists, we sent a link" notice is shown.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@client/ui/button';
import { SentNotice } from '@client/ui/sent-notice';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useForgotPassword } from '../api/password-reset.mutations';
import { AuthSwitchLine } from './auth-form-parts';
import { EmailRequestForm } from './email-request-form';

const actions = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const { t } = useTranslation('common');
  const href = useHref();
  const forgot = useForgotPassword();
  return (
    <EmailRequestForm
      send={(email) => forgot.mutateAsync(email)}
      submitLabel={t('recovery>submit')}
      defaultEmail={defaultEmail}
      after={<AuthSwitchLine text={t('recovery>remembered')} to={href('login')} label={t('recovery>back_to_login')} />}
      sent={(email, again) => (
        <SentNotice title={t('recovery>sent_title')} body={t('recovery>sent_body', { email })} hint={t('recovery>sent_hint')}>
          <div css={actions}>
            <ButtonLink to={href('login')} block size="lg">
              {t('recovery>back_to_login')}
            </ButtonLink>
            <Button variant="ghost" block onClick={again}>
              {t('recovery>send_again')}
            </Button>
          </div>
        </SentNotice>
      )}
    />
  );
}
