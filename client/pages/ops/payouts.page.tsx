/**
 * /ops/payouts (finance, with the safetyPayment flag; docs/decisions/0037): released safety payments owed to pros,
 * in tabs by status (?status=), approved into batches, paid through each batch's bank file, then recorded paid or
 * returned. The batches and their files are listed under the tab (?batches= pages them).
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { queryString } from '@shared/api/endpoint';
import { PAYOUT_STATUSES } from '@shared/domain/safety-payments';
import { OpsFrame, OpsPanel } from '@client/features/back-office/components/ops-frame';
import { OpsPager } from '@client/features/back-office/components/ops-pager';
import { payoutsViewOf, type PayoutsView } from '@client/features/back-office/api/payouts.queries';
import { BatchList } from '@client/features/back-office/payouts/batch-list';
import { PayoutsBoard } from '@client/features/back-office/payouts/payouts-board';
import { Chips } from '@client/ui/tabs';
import { useHref } from '@client/lib/paths';
import { payoutsReads } from './payouts.reads';

export default function OpsPayoutsPage() {
  const { t } = useTranslation('ops');
  const href = useHref();
  const { search } = useLocation();
  const view = payoutsViewOf(new URLSearchParams(search));
  const reads = payoutsReads.use();
  const { data: payouts } = useQuery(reads.payouts);
  const { data: batches } = useQuery(reads.batches);
  const base = href('opsPayouts');
  const urlOf = (v: Partial<PayoutsView>) => {
    const next = { ...view, ...v };
    return `${base}${queryString({
      status: next.status === 'pending' ? undefined : next.status,
      page: next.page > 1 ? next.page : undefined,
      batches: next.batches > 1 ? next.batches : undefined,
    })}`;
  };
  return (
    <OpsFrame title={t('payouts>title')} intro={t('payouts>intro')}>
      <Chips
        label={t('payouts>tabs')}
        items={PAYOUT_STATUSES.map((status) => ({
          key: status,
          label: t(`payouts>status>${status}`),
          href: urlOf({ status, page: 1 }),
          selected: view.status === status,
        }))}
      />
      {/* A new tab or page starts with nothing selected. */}
      <PayoutsBoard key={`${view.status}-${view.page}`} status={view.status} list={payouts} />
      <OpsPager list={payouts} hrefFor={(page) => urlOf({ page })} />
      <OpsPanel title={t('payouts>batches>title')}>
        <BatchList rows={batches?.items ?? []} />
        <OpsPager list={batches} hrefFor={(page) => urlOf({ batches: page })} />
      </OpsPanel>
    </OpsFrame>
  );
}
