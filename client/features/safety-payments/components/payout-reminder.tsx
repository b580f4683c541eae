/** The pro's reminder to say where released money goes, until a payout account is saved. */
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { Link } from '@client/ui/link';
import { useHref } from '@client/lib/paths';
import { usePayoutAccount } from '../api/payout-account.queries';

export function PayoutReminder() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const { data, isSuccess } = usePayoutAccount();
  if (!isSuccess || data) return null;
  return (
    <Alert tone="warning">
      {t('safety_payments>payout_reminder>body')}{' '}
      <Link to={href('settings', { path: 'payout' })}>{t('safety_payments>payout_reminder>link')}</Link>
    </Alert>
  );
}
