/**
 * dashboard/projects/quote/{requestId}/{quoteId}/{details?} and projects/quote/{quoteId} (consumer): one quote with
 * its chat. SPEC §2: a quote id of "details" means the request id is the quote id (request id 0 is redirected
 * by the route).
 */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { Skeleton } from '@client/ui/skeleton';
import { BidWorkspace, BidWorkspaceColumn, WorkspaceNotFound } from '@client/ui/bid-workspace';
import { useHref } from '@client/lib/paths';
import { QuoteDetail } from '@client/features/bids/components/quote-detail';
import { proName } from '@client/features/bids/components/quote-compare';
import { useOpenBid } from '@client/features/bids/hooks/use-open-bid';
import { ChatPanel } from '@client/features/chat/components/chat-panel';
import { useChatVoice } from '@client/features/voice/components/chat-voice';
import { ConsumerSurveyCard } from '@client/features/narrow-match/components/consumer-survey-card';
import { SafetySummary } from '@client/features/safety-payments/components/safety-summary';

export default function ProjectQuotePage() {
  const { t, i18n } = useTranslation('quotes');
  const href = useHref();
  const { requestId, quoteId } = useParams();
  const id = quoteId === 'details' || quoteId === undefined ? Number(requestId ?? quoteId) : Number(quoteId);
  const bid = useOpenBid(id || 0, 'consumer');
  // Calls and call appointments in the chat (client/features/voice), composed here since features stay apart.
  const voice = useChatVoice(bid.data?.quote_bid_id ?? 0);

  if (bid.isError || !id) {
    return (
      <WorkspaceNotFound
        title={t('quote>not_found_title')}
        body={t('quote>not_found_body')}
        back={{ to: href('projects'), label: t('requests|projects>back') }}
      />
    );
  }
  const b = bid.data;
  return (
    <BidWorkspace
      back={{ to: b ? href('projectQuoteList', { requestId: b.quote_request_id }) : href('projects'), label: t('quote>back_to_quotes') }}
      chat={
        b ? (
          <ChatPanel
            bidId={b.quote_bid_id}
            title={proName(b, i18n.language as Language)}
            report={{ type: 'bid', quote_bid_id: b.quote_bid_id, quote_service_id: b.quote_service_id }}
            notice={<SafetySummary bidId={b.quote_bid_id} quoteStatusId={b.quote_status_id} variant="line" />}
            extras={voice}
          />
        ) : null
      }
    >
      {b ? (
        <BidWorkspaceColumn>
          <QuoteDetail bid={b} />
          <SafetySummary bidId={b.quote_bid_id} quoteStatusId={b.quote_status_id} variant="card" />
          <ConsumerSurveyCard bidId={b.quote_bid_id} />
        </BidWorkspaceColumn>
      ) : (
        <Skeleton height={420} />
      )}
    </BidWorkspace>
  );
}
