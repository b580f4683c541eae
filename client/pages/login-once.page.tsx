/** /login/once/{hash} (SPEC §7 users/login_once): sign in with an e-mailed one-time link. */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { LoginOnce } from '@client/features/accounts/components/login-once';

export default function LoginOncePage() {
  const { t } = useTranslation('common');
  const { hash = '' } = useParams();
  return (
    <AuthCard title={t('login_link>page_title')}>
      <LoginOnce key={hash} hash={hash} />
    </AuthCard>
  );
}
