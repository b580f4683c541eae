/** dashboard/projects/quotelist/{requestId}/{action?} (consumer): the request and its quotes side by side. */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Skeleton, SkeletonText } from '@client/ui/skeleton';
import { ButtonLink } from '@client/ui/button';
import { BackLink } from '@client/ui/page-shell';
import { WorkspaceNotFound } from '@client/ui/bid-workspace';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useRequest } from '@client/features/requests/api/requests.queries';
import { RequestOverview } from '@client/features/requests/components/request-overview';
import { RequestActions } from '@client/features/requests/components/request-actions';
import { useRequestBids } from '@client/features/bids/api/bids.queries';
import { QuoteCompare, QuoteCompareSkeleton } from '@client/features/bids/components/quote-compare';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { NarrowMatchPanel } from '@client/features/narrow-match/components/narrow-match-panel';
import { WorkRequirementEditor } from '@client/features/narrow-match/components/work-requirement';

export default function ProjectQuoteListPage() {
  const { t } = useTranslation('requests');
  const href = useHref();
  const { requestId, action } = useParams();
  const id = Number(requestId) || 0;
  const request = useRequest(id);
  const bids = useRequestBids(id);
  useBidsRealtime();
  if (request.isError) {
    return (
      <WorkspaceNotFound
        title={t('projects>not_found_title')}
        body={t('projects>not_found_body')}
        back={{ to: href('projects'), label: t('projects>back') }}
      />
    );
  }
  return (
    <div css={stack(4)}>
      <BackLink to={href('projects')}>{t('projects>back')}</BackLink>
      <NarrowMatchPanel requestId={id} />
      <Card>
        {request.data ? (
          <>
            <RequestOverview request={request.data} />
            <RequestActions request={request.data} startEditing={action === 'edit'} />
            <WorkRequirementEditor requestId={id} editable={request.data.state === 'open'} />
          </>
        ) : (
          <>
            <Skeleton height={32} width="50%" />
            <SkeletonText lines={3} />
          </>
        )}
      </Card>
      {bids.isPending ? (
        <QuoteCompareSkeleton />
      ) : bids.data && bids.data.length ? (
        <QuoteCompare bids={bids.data} />
      ) : (
        <Card>
          <EmptyState
            title={t('quotes|quotes>empty_title')}
            body={t('quotes|quotes>empty_body', { count: request.data?.matched_count ?? 0 })}
            action={
              <ButtonLink variant="secondary" to={href('genreAll')}>
                {t('quotes|quotes>empty_cta')}
              </ButtonLink>
            }
          />
        </Card>
      )}
    </div>
  );
}
