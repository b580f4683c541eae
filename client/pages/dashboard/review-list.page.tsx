/**
 * dashboard/reviews (SPEC §2 work-list page Review). The consumer: finished jobs waiting for their review (the review
 * form opens over the list) and the reviews they posted, with the pro's reply. The pro: the reviews of their services,
 * each with the reply editor of the service editor's review step.
 */
import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BidView } from '@shared/schemas/bids.schema';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { ListPage, withQuery } from '@client/ui/list-page';
import { ListRow, ListSkeleton, RowAside, RowList, RowMain, RowMeta, RowTitle } from '@client/ui/list-row';
import { Avatar } from '@client/ui/avatar';
import { Link } from '@client/ui/link';
import { Sheet } from '@client/ui/sheet';
import { PageShell } from '@client/ui/page-shell';
import { useToast } from '@client/ui/toast';
import { theme } from '@client/styles/theme';
import { bareList, stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';
import { localName } from '@client/lib/request-when';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { ReviewForm } from '@client/features/bids/components/review-form';
import { proName } from '@client/features/bids/components/quote-compare';
import { ReviewCard } from '@client/features/reviews/components/review-card';
import { ReviewItem } from '@client/features/service-editor/components/editor-reviews';
import {
  consumerReviewReads,
  consumerReviewViewOf,
  proReviewReads,
  proReviewViewOf,
  type ConsumerReviewTab,
  type ProReviewTab,
} from './review-list.reads';

export default function ReviewListPage() {
  const { t } = useTranslation('dashboard');
  const { data: me } = useSession();
  return (
    <PageShell title={t('reviewList>title')} intro={t(me?.role === 'pro' ? 'reviewList>intro_pro' : 'reviewList>intro')} spacing="flow">
      {me?.role === 'pro' ? <ProReviews /> : <ConsumerReviews />}
    </PageShell>
  );
}

function ConsumerReviews() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const [search] = useSearchParams();
  const { tab } = consumerReviewViewOf(search);
  const url = (to: ConsumerReviewTab, page = 1) => withQuery(href('reviewList'), { tab: to !== 'waiting' && to, page: page > 1 && page });
  const chips = (
    <div css={chipsStyles}>
      <Chips
        label={t('reviewList>tabs')}
        items={(['waiting', 'posted'] as const).map((k) => ({
          key: k,
          label: t(`reviewList>tab_${k}`),
          href: url(k),
          selected: k === tab,
        }))}
      />
    </div>
  );
  return tab === 'posted' ? <PostedReviews filters={chips} url={url} /> : <WaitingJobs filters={chips} url={url} />;
}

type TabUrl = (tab: ConsumerReviewTab, page?: number) => string;

function WaitingJobs({ filters, url }: { filters: ReactNode; url: TabUrl }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const labels = usePaginationLabels();
  const navigate = useNavigate();
  const toast = useToast();
  const { data, isPending } = useQuery(consumerReviewReads.use().waiting!);
  const [open, setOpen] = useState<BidView | null>(null);
  const lng = useTranslation().i18n.language as Language;
  return (
    <>
      <ListPage
        spacing="flow"
        filters={filters}
        pending={isPending}
        data={data}
        skeleton={<ListSkeleton rowHeight={72} />}
        hrefFor={(n) => url('waiting', n)}
        labels={labels}
        summary={(d) => t('reviewList>waiting_count', { count: d.total ?? d.items.length })}
        empty={
          <EmptyState
            title={t('reviewList>waiting_empty_title')}
            body={t('reviewList>waiting_empty_body')}
            action={<ButtonLink to={url('posted')}>{t('reviewList>to_posted')}</ButtonLink>}
          />
        }
      >
        {(d) => (
          <RowList data-testid="reviews-waiting">
            {d.items.map((b) => {
              const name = proName(b, lng);
              return (
                <ListRow key={b.quote_bid_id} testId="review-waiting-row">
                  <Avatar name={name} size="md" />
                  <RowMain>
                    <RowTitle weight="bold">{name}</RowTitle>
                    <RowMeta>
                      {localName(b.request.category, lng)}
                      {b.completed_on ? ` · ${t('reviewList>completed_on', { date: formatHkDate(b.completed_on, lng) })}` : ''}
                    </RowMeta>
                    <RowMeta>
                      <Link to={href('projectQuote', { requestId: b.quote_request_id, quoteId: b.quote_bid_id })}>
                        {t('reviewList>see_job')}
                      </Link>
                    </RowMeta>
                  </RowMain>
                  <RowAside>
                    <Button size="sm" onClick={() => setOpen(b)}>
                      {t('reviewList>write')}
                    </Button>
                  </RowAside>
                </ListRow>
              );
            })}
          </RowList>
        )}
      </ListPage>
      <Sheet open={open !== null} title={t('reviewList>sheet_title')} onClose={() => setOpen(null)} closeLabel={t('common|close')}>
        {open ? (
          <ReviewForm
            bid={open}
            proName={proName(open, lng)}
            onDone={() => {
              setOpen(null);
              toast.show(t('quotes|review>thanks'), { tone: 'success' });
              navigate(url('posted'));
            }}
          />
        ) : null}
      </Sheet>
    </>
  );
}

function PostedReviews({ filters, url }: { filters: ReactNode; url: TabUrl }) {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const labels = usePaginationLabels();
  const { data, isPending } = useQuery(consumerReviewReads.use().posted!);
  return (
    <ListPage
      spacing="flow"
      filters={filters}
      pending={isPending}
      data={data}
      skeleton={<ListSkeleton rowHeight={160} />}
      hrefFor={(n) => url('posted', n)}
      labels={labels}
      summary={(d) => t('reviewList>posted_count', { count: d.total ?? d.items.length })}
      empty={
        <EmptyState
          title={t('reviewList>posted_empty_title')}
          body={t('reviewList>posted_empty_body')}
          action={<ButtonLink to={href('projects')}>{t('reviewList>to_projects')}</ButtonLink>}
        />
      }
    >
      {(d) => (
        <ul css={[bareList, stack(3)]} data-testid="reviews-posted">
          {d.items.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} showService />
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

function ProReviews() {
  const { t } = useTranslation('dashboard');
  const href = useHref();
  const labels = usePaginationLabels();
  const [search] = useSearchParams();
  const { tab } = proReviewViewOf(search);
  const { data, isPending } = useQuery(proReviewReads.use().received);
  const url = (to: ProReviewTab, page = 1) => withQuery(href('reviewList'), { tab: to !== 'all' && to, page: page > 1 && page });
  return (
    <ListPage
      spacing="flow"
      filters={
        <div css={chipsStyles}>
          <Chips
            label={t('reviewList>tabs')}
            items={(['all', 'unreplied'] as const).map((k) => ({
              key: k,
              label: t(`reviewList>tab_${k}`),
              href: url(k),
              selected: k === tab,
            }))}
          />
        </div>
      }
      pending={isPending}
      data={data}
      skeleton={<ListSkeleton rowHeight={160} />}
      hrefFor={(n) => url(tab, n)}
      labels={labels}
      summary={(d) => t(tab === 'unreplied' ? 'reviewList>unreplied_count' : 'reviewList>received_count', { count: d.total ?? 0 })}
      empty={
        <EmptyState
          title={t(tab === 'unreplied' ? 'reviewList>unreplied_empty_title' : 'reviewList>received_empty_title')}
          body={t(tab === 'unreplied' ? 'reviewList>unreplied_empty_body' : 'reviewList>received_empty_body')}
          action={<ButtonLink to={href('works')}>{t('reviewList>to_works')}</ButtonLink>}
        />
      }
    >
      {(d) => (
        <ul css={[bareList, stack(3)]} data-testid="reviews-received">
          {d.items.map((r) => (
            <li key={r.id} css={itemStyles}>
              <p css={serviceStyles}>{t('reviewList>for_service', { name: r.service.business_name })}</p>
              <ul css={bareList}>
                <ReviewItem review={r} serviceId={r.service.quote_service_id} />
              </ul>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

const itemStyles = css`
  background: ${theme.color.surface};
  border-radius: ${theme.radius.control};
`;

const serviceStyles = css`
  margin: 0 0 ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textSecondary};
`;

/** The tabs sit under the page's intro paragraph, a step apart from it. */
const chipsStyles = css`
  margin-top: ${theme.space[3]};
`;
