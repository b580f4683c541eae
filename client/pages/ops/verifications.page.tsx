/**
 * ops/verifications (the verifications queue's staff only): the certificate and identity board with every item's
 * card, inside the console frame; each item also has its ticket in the console's verifications queue.
 */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryString } from '@shared/api/endpoint';
import { useHref } from '@client/lib/paths';
import { opsFilterOf, type OpsFilter } from '@client/features/certificates/api/certificates.queries';
import { OpsQueue } from '@client/features/certificates/components/ops-queue';
import { OpsFrame } from '@client/features/back-office/components/ops-frame';

export default function OpsVerificationsPage() {
  const { t } = useTranslation('verify');
  const href = useHref();
  const { search } = useLocation();
  const filter = opsFilterOf(new URLSearchParams(search));
  const hrefFor = (f: OpsFilter) =>
    `${href('opsVerifications')}${queryString({ status: f.status === 'pending' ? undefined : f.status, kind: f.kind, page: f.page > 1 ? f.page : undefined })}`;
  return (
    <OpsFrame title={t('ops>title')} intro={t('ops>intro')}>
      <OpsQueue filter={filter} hrefFor={hrefFor} />
    </OpsFrame>
  );
}
