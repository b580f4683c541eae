/** dashboard/requests (pro): leads with the SPEC §4 filter chips, a clear unread state and paging; a failed top-up on top. */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAD_FILTERS, type LeadFilter } from '@shared/domain/request-lifecycle';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { ListPage, withQuery } from '@client/ui/list-page';
import { PageShell } from '@client/ui/page-shell';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { ProBidList, ProBidListSkeleton } from '@client/features/bids/components/pro-bid-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { useMyServices } from '@client/features/service-editor/api/service-editor.queries';
import { resumeTemp, unfinishedService } from '@client/features/service-editor/api/onboarding-flow';
import { isReadyService } from '@client/features/service-editor/api/pro-entry';
import { OnboardingNudge } from '@client/features/service-editor/components/onboarding-nudge';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { PaymentErrorBanner } from '@client/features/payments/components/payment-error-banner';
import { leadsReads, leadsViewOf } from './list.reads';

export default function RequestsPage() {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const { filter } = leadsViewOf(search);
  const { data, isPending } = useQuery(leadsReads.use().leads);
  const { data: mine } = useMyServices();
  const unfinished = mine ? unfinishedService(mine.items) : null;
  // SPEC §8: a failed automatic top-up stops quotes that need credit; said here, where the pro quotes, until dismissed.
  const paymentError = useSession().data?.payment_error;
  useBidsRealtime();
  const query = (f: LeadFilter, p = 1) => withQuery(href('requests'), { filter: f !== 'all' && f, page: p > 1 && p });
  return (
    <>
      {paymentError ? <PaymentErrorBanner code={paymentError} /> : null}
      <PageShell title={t('dashboard|requests>title')} spacing="flow">
        <ListPage
          spacing="flow"
          filters={
            <Chips
              label={t('leads>filter_label')}
              items={LEAD_FILTERS.map((f) => ({ key: f, label: t(`leads>filter_${f}`), href: query(f), selected: f === filter }))}
            />
          }
          pending={isPending}
          data={data}
          skeleton={<ProBidListSkeleton />}
          summary={(d) => t('leads>count', { count: d.total })}
          hrefFor={(n) => query(filter, n)}
          labels={labels}
          empty={
            filter === 'all' && mine && !mine.items.some(isReadyService) ? (
              <OnboardingNudge
                unfinished={unfinished}
                onboardingHref={
                  unfinished
                    ? href('onboardingStep', { serviceId: unfinished.quote_service_id, temp: resumeTemp(unfinished) })
                    : href('onboarding')
                }
                servicesHref={href('services')}
              />
            ) : filter === 'all' ? (
              <div css={stack(4)}>
                <EmptyState
                  title={t('dashboard|requests>empty_title')}
                  body={t('dashboard|requests>empty_body')}
                  action={<ButtonLink to={href('services')}>{t('dashboard|requests>empty_cta')}</ButtonLink>}
                />
                <BalanceCard />
              </div>
            ) : (
              <EmptyState
                title={t('leads>empty_filter_title')}
                body={t(`leads>empty_filter_${filter}`)}
                action={
                  <ButtonLink variant="secondary" to={query('all')}>
                    {t('leads>show_all')}
                  </ButtonLink>
                }
              />
            )
          }
        >
          {(d) => <ProBidList items={d.items} hrefFor={(b) => href('leadDetail', { bidId: b.quote_bid_id })} />}
        </ListPage>
      </PageShell>
    </>
  );
}
