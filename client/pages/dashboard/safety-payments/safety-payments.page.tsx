/**
 * dashboard/safety-payments[/{bidId}[/{pid}[/receipt]]] (both roles, only with the SPEC §6 safetyPayment flag;
 * ADR 0037): the caller's safety payments; a bid's payments; one part; a paid part's receipt. The safety payments
 * feature draws them; this page gives it what other features own: the payments feature's checkout keys, card labels
 * and its code and barcode components.
 */
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton, SkeletonText } from '@client/ui/skeleton';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { cardInfoLabel } from '@client/features/payments/lib/card-label';
import { newCheckoutKey } from '@client/features/payments/lib/checkout-key';
import { useSafetyBid, useSafetyList, useSafetyPart } from '@client/features/safety-payments/api/safety-payments.queries';
import { BidPayments } from '@client/features/safety-payments/components/bid-payments';
import { PartView } from '@client/features/safety-payments/components/part-view';
import { ReceiptView } from '@client/features/safety-payments/components/receipt-view';
import { SafetyEmpty, SafetyList, SafetyListSkeleton } from '@client/features/safety-payments/components/safety-list';
import { payInCodes } from './pay-in-codes';
import { idFrom, pageFrom } from './safety-payments.reads';

export default function SafetyPaymentsPage() {
  const params = useParams();
  const bidId = idFrom(params.bidId);
  const pid = idFrom(params.pid);
  if (!bidId) return <ListView />;
  if (!pid) return <BidView bidId={bidId} />;
  return <PartPage bidId={bidId} pid={pid} receipt={params.detail === 'receipt'} />;
}

function ListView() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const page = pageFrom(search.toString());
  const { data, isPending } = useSafetyList(page);
  const role = useSession().data?.role ?? 'consumer';
  return (
    <PageShell title={t('safety_payments>title')} intro={t('safety_payments>list>intro')}>
      <ListPage
        pending={isPending}
        data={data}
        skeleton={<SafetyListSkeleton />}
        hrefFor={(n) => withQuery(href('safetyPayments'), { page: n > 1 && n })}
        labels={labels}
        empty={
          <Card>
            <SafetyEmpty role={role} />
          </Card>
        }
      >
        {(d) => <SafetyList items={d.items} />}
      </ListPage>
    </PageShell>
  );
}

function Failed() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  return (
    <Card>
      <EmptyState
        title={t('safety_payments>load_failed_title')}
        body={t('safety_payments>load_failed_body')}
        action={<ButtonLink to={href('safetyPayments')}>{t('safety_payments>back_to_list')}</ButtonLink>}
      />
    </Card>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <Skeleton height={120} />
      <SkeletonText lines={6} />
    </div>
  );
}

function BidView({ bidId }: { bidId: number }) {
  const { data, isError } = useSafetyBid(bidId);
  if (data) return <BidPayments bid={data} newKey={newCheckoutKey} />;
  return isError ? <Failed /> : <Loading />;
}

function PartPage({ bidId, pid, receipt }: { bidId: number; pid: number; receipt: boolean }) {
  const bid = useSafetyBid(bidId);
  const part = useSafetyPart(pid);
  if (bid.data && part.data) {
    return receipt ? (
      <ReceiptView bid={bid.data} part={part.data} cardLabel={cardInfoLabel} />
    ) : (
      <PartView bid={bid.data} part={part.data} newKey={newCheckoutKey} codes={payInCodes} cardLabel={cardInfoLabel} />
    );
  }
  return bid.isError || part.isError ? <Failed /> : <Loading />;
}
