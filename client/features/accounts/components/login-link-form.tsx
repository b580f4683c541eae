/**
 * "E-mail me a login link": the answer never says whether the address has an account, so after
 * any accepted submit the same "if an account uses it" notice is shown.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '@client/ui/button';
import { SentNotice, secondaryText } from '@client/ui/sent-notice';
import { useRequestLoginLink } from '../api/sign-in-codes.mutations';
import { EmailRequestForm } from './email-request-form';

export function LoginLinkForm() {
  const { t } = useTranslation('common');
  const request = useRequestLoginLink();
  return (
    <EmailRequestForm
      send={(email) => request.mutateAsync(email)}
      submitLabel={t('login_link>submit')}
      intro={<p css={secondaryText}>{t('login_link>intro')}</p>}
      sent={(email, again) => (
        <SentNotice title={t('login_link>sent_title')} body={t('login_link>sent_body', { email })} hint={t('login_link>sent_hint')}>
          <Button variant="secondary" block onClick={again}>
            {t('login_link>send_again')}
          </Button>
        </SentNotice>
      )}
    />
  );
}
