/**
 * dashboard/projects/quote/{requestId}/{quoteId}/{details?} and projects/quote/{quoteId} (consumer): one quote with
 * its chat. SPEC §2: a quote id of "details" means the request id is the quote id (request id 0 is redirected
 * by the route).
 */
import { css } from '@emotion/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import type { Language } from '@shared/i18n/i18n-config';
import { EmptyState } from '@client/ui/empty-state';
import { ButtonLink } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useBid } from '@client/features/bids/api/bids.queries';
import { useBidAction } from '@client/features/bids/api/bids.mutations';
import { QuoteDetail } from '@client/features/bids/components/quote-detail';
import { proName } from '@client/features/bids/components/quote-compare';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { ChatPanel } from '@client/features/chat/components/chat-panel';
import { ConsumerSurveyCard } from '@client/features/narrow-match/components/consumer-survey-card';

export default function ProjectQuotePage() {
  const { t, i18n } = useTranslation('market');
  const href = useHref();
  const { requestId, quoteId } = useParams();
  const id = quoteId === 'details' || quoteId === undefined ? Number(requestId ?? quoteId) : Number(quoteId);
  const bid = useBid(id || 0);
  const read = useBidAction({ handlesErrors: true });
  useBidsRealtime();
  const unread = bid.data && !bid.data.is_requestor_readed;
  useEffect(() => {
    if (unread) read.mutate({ id, action: 'read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, id]);

  if (bid.isError || !id) {
    return (
      <EmptyState
        title={t('quote>not_found_title')}
        body={t('quote>not_found_body')}
        action={<ButtonLink to={href('projects')}>{t('projects>back')}</ButtonLink>}
      />
    );
  }
  const b = bid.data;
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
      `}
    >
      <Link to={b ? href('projectQuoteList', { requestId: b.quote_request_id }) : href('projects')} css={backStyles}>
        <Icon name="arrow-left" size={16} />
        {t('quote>back_to_quotes')}
      </Link>
      <div css={layout}>
        {b ? (
          <div css={stack}>
            <QuoteDetail bid={b} />
            <ConsumerSurveyCard bidId={b.quote_bid_id} />
          </div>
        ) : (
          <Skeleton height={420} />
        )}
        {b ? (
          <ChatPanel
            bidId={b.quote_bid_id}
            title={proName(b, i18n.language as Language)}
            report={{ type: 'bid', quote_bid_id: b.quote_bid_id, quote_service_id: b.quote_service_id }}
          />
        ) : (
          <Skeleton height={420} />
        )}
      </div>
    </div>
  );
}

const layout = css`
  display: grid;
  gap: ${theme.space[4]};
  align-items: start;
  ${theme.breakpoint.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const stack = css`
  display: grid;
  gap: ${theme.space[4]};
  min-width: 0;
`;

const backStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  color: ${theme.color.brandDark};
  text-decoration: none;
  font-weight: ${theme.font.weight.medium};
  min-height: 44px;
  width: fit-content;
`;
