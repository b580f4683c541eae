/** ops/verifications (operators only): the certificate and identity verification queue. */
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryString } from '@shared/api/endpoint';
import { Stack } from '@client/ui/card';
import { PageIntro } from '@client/ui/page-intro';
import { useHref } from '@client/lib/paths';
import { opsFilterOf, type OpsFilter } from '@client/features/certificates/api/certificates.queries';
import { OpsQueue } from '@client/features/certificates/components/ops-queue';

export default function OpsVerificationsPage() {
  const { t } = useTranslation('verify');
  const href = useHref();
  const { search } = useLocation();
  const filter = opsFilterOf(new URLSearchParams(search));
  const hrefFor = (f: OpsFilter) =>
    `${href('opsVerifications')}${queryString({ status: f.status === 'pending' ? undefined : f.status, kind: f.kind, page: f.page > 1 ? f.page : undefined })}`;
  return (
    <Stack>
      <PageIntro title={t('ops>title')}>{t('ops>intro')}</PageIntro>
      <OpsQueue filter={filter} hrefFor={hrefFor} />
    </Stack>
  );
}
