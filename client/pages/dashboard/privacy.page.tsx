/** dashboard/privacy: download my data and delete the account. */
import { useTranslation } from 'react-i18next';
import { Stack } from '@client/ui/card';
import { PrivacySettings } from '@client/features/privacy/components/privacy-settings';
import { CreditRefundOffer } from '@client/features/payments/components/credit-refund-card';

export default function PrivacyPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Stack>
      <div>
        <h1>{t('privacy>title')}</h1>
        <p>{t('privacy>intro')}</p>
      </div>
      <PrivacySettings refundOffer={<CreditRefundOffer />} />
    </Stack>
  );
}
