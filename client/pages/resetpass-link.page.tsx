/** /resetpass/{hash} (SPEC §2): the e-mailed link; checks it, then sets a new password and signs in. */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { ResetPasswordForm } from '@client/features/accounts/components/reset-password-form';

export default function ResetpassLinkPage() {
  const { t } = useTranslation('common');
  const { hash = '' } = useParams();
  return (
    <AuthCard title={t('recovery>link_title')}>
      <ResetPasswordForm key={hash} hash={hash} />
    </AuthCard>
  );
}
