/** dashboard/requests (pro): leads with the SPEC §4 filter chips, a clear unread state and paging; a failed top-up on top. */
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEAD_FILTERS, type LeadFilter } from '@shared/domain/request-lifecycle';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Pagination } from '@client/ui/pagination';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useLeads } from '@client/features/bids/api/bids.queries';
import { ProBidList, ProBidListSkeleton } from '@client/features/bids/components/pro-bid-list';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { BalanceCard } from '@client/features/wallet/components/balance-card';
import { useMyServices } from '@client/features/service-editor/api/service-editor.queries';
import { resumeTemp, unfinishedService } from '@client/features/service-editor/api/onboarding-flow';
import { isReadyService } from '@client/features/service-editor/api/pro-entry';
import { OnboardingNudge } from '@client/features/service-editor/components/onboarding-nudge';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { PaymentErrorBanner } from '@client/features/payments/components/payment-error-banner';

export default function RequestsPage() {
  const { t } = useTranslation('market');
  const href = useHref();
  const [search] = useSearchParams();
  const raw = search.get('filter') ?? 'all';
  const filter: LeadFilter = (LEAD_FILTERS as readonly string[]).includes(raw) ? (raw as LeadFilter) : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const { data, isPending } = useLeads(filter, page);
  const { data: mine } = useMyServices();
  const unfinished = mine ? unfinishedService(mine.items) : null;
  // SPEC §8: a failed automatic top-up stops quotes that need credit; said here, where the pro quotes, until dismissed.
  const paymentError = useSession().data?.payment_error;
  useBidsRealtime();
  const query = (f: LeadFilter, p = 1) =>
    `${href('requests')}${f !== 'all' || p > 1 ? `?${new URLSearchParams({ ...(f !== 'all' ? { filter: f } : {}), ...(p > 1 ? { page: String(p) } : {}) })}` : ''}`;
  return (
    <>
      {paymentError ? <PaymentErrorBanner code={paymentError} /> : null}
      <h1
        css={css`
          margin: 0 0 ${theme.space[3]};
          font-size: ${theme.font.size.xxl};
        `}
      >
        {t('dashboard|requests>title')}
      </h1>
      <div
        css={css`
          margin-bottom: ${theme.space[4]};
        `}
      >
        <Chips
          label={t('leads>filter_label')}
          items={LEAD_FILTERS.map((f) => ({ key: f, label: t(`leads>filter_${f}`), href: query(f), selected: f === filter }))}
        />
      </div>
      {isPending ? (
        <ProBidListSkeleton />
      ) : data && data.items.length ? (
        <>
          <p
            css={css`
              margin: 0 0 ${theme.space[2]};
              color: ${theme.color.textSecondary};
              font-size: ${theme.font.size.sm};
            `}
          >
            {t('leads>count', { count: data.total })}
          </p>
          <ProBidList items={data.items} hrefFor={(b) => href('leadDetail', { bidId: b.quote_bid_id })} />
          {data.total_pages > 1 ? (
            <div
              css={css`
                margin-top: ${theme.space[6]};
              `}
            >
              <Pagination
                page={data.page}
                totalPages={data.total_pages}
                hrefFor={(n) => query(filter, n)}
                labels={{
                  nav: t('common>pages'),
                  previous: t('common>previous'),
                  next: t('common>next'),
                  page: (n) => t('common>page_n', { n }),
                }}
              />
            </div>
          ) : null}
        </>
      ) : filter === 'all' && mine && !mine.items.some(isReadyService) ? (
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
        <div
          css={css`
            display: grid;
            gap: ${theme.space[4]};
          `}
        >
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
      )}
    </>
  );
}
