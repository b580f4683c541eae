/** /activate/{userId}/{hash} (SPEC §2): confirm the e-mail address of an e-mailed verification link. */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '@client/ui/auth-card';
import { ActivateEmail } from '@client/features/accounts/components/activate-email';

export default function ActivatePage() {
  const { t } = useTranslation('common');
  const { userId = '', hash = '' } = useParams();
  return (
    <AuthCard title={t('email_verify>page_title')}>
      <ActivateEmail key={`${userId}/${hash}`} userId={Number(userId)} hash={hash} />
    </AuthCard>
  );
}
