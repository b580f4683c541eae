/**
 * dashboard/merchant-application (SPEC §7 payments "merchant application"; docs/decisions/0041): a signed-in user's
 * company applies to take payments through Sifu. Before the first application, and again after a rejection or a
 * withdrawal when the user chooses to, the form; otherwise the application's state.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { PageShell } from '@client/ui/page-shell';
import { SkeletonText } from '@client/ui/skeleton';
import { Alert } from '@client/ui/alert';
import { useHref } from '@client/lib/paths';
import { useMyMerchantApplication } from '@client/features/merchants/api/merchants.queries';
import { MerchantForm } from '@client/features/merchants/components/merchant-form';
import { MerchantStatus } from '@client/features/merchants/components/merchant-status';

export default function MerchantApplicationPage() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const { data } = useMyMerchantApplication();
  const [again, setAgain] = useState(false);
  const [sent, setSent] = useState(false);
  const showForm = data ? !data.application || (again && data.can_apply) : false;
  return (
    <PageShell
      title={t('merchant>title')}
      intro={t('merchant>intro')}
      back={{ to: href('settings', {}), label: t('merchant>back_to_settings') }}
    >
      {sent && !showForm ? <Alert tone="success">{t('merchant>sent')}</Alert> : null}
      {!data ? (
        <SkeletonText lines={8} />
      ) : showForm ? (
        <Card>
          <MerchantForm
            onSent={() => {
              setAgain(false);
              setSent(true);
            }}
          />
        </Card>
      ) : (
        <MerchantStatus
          application={data.application!}
          canApply={data.can_apply}
          onApplyAgain={() => {
            setSent(false);
            setAgain(true);
          }}
        />
      )}
    </PageShell>
  );
}
