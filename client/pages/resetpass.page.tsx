/** /resetpass and /resetpass/email/{email} (SPEC §2): ask for a password-reset link, the address prefilled when given. */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { ForgotPasswordForm } from '@client/features/accounts/components/forgot-password-form';

export default function ResetpassPage() {
  const { t } = useTranslation('common');
  const { email } = useParams();
  return (
    <AuthCard title={t('recovery>title')} intro={t('recovery>intro')}>
      {/* Keyed so that following another prefilled link (same page) starts a fresh form. */}
      <ForgotPasswordForm key={email ?? ''} defaultEmail={email ?? ''} />
    </AuthCard>
  );
}
