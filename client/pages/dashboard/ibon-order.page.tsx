/** ibon-order/{orderId} (SPEC §2, both roles): one convenience-store bill, its barcode large enough to scan on a phone. */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SkeletonText } from '@client/ui/skeleton';
import { PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { StoreOrderDetail } from '@client/features/payments/components/store-order-detail';
import { ibonOrderReads } from './ibon-orders.reads';

export default function IbonOrderPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { data } = useQuery(ibonOrderReads.use().order);
  return (
    <PageShell title={t('ibon>detail_title')} back={{ to: href('ibonOrders'), label: t('ibon>back') }}>
      {data ? <StoreOrderDetail order={data} /> : <SkeletonText lines={8} />}
    </PageShell>
  );
}
