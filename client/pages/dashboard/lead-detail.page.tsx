/**
 * dashboard/requests/{bidId} and dashboard/works/{bidId} (pro): the lead's request, what can be done with it,
 * the quote composer (fee and wallet next to Send; buying credit in its payment popup) and the chat with the customer.
 */
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@client/ui/skeleton';
import { BidWorkspace, BidWorkspaceColumn, WorkspaceNotFound } from '@client/ui/bid-workspace';
import { useHref } from '@client/lib/paths';
import { LeadRequest } from '@client/features/bids/components/lead-request';
import { LeadActions } from '@client/features/bids/components/lead-actions';
import { LeadQuote } from '@client/features/bids/components/lead-quote';
import { useOpenBid } from '@client/features/bids/hooks/use-open-bid';
import { ChatPanel } from '@client/features/chat/components/chat-panel';
import { useChatVoice } from '@client/features/voice/components/chat-voice';
import { SafetySummary } from '@client/features/safety-payments/components/safety-summary';
import { LeadExtras } from '@client/features/narrow-match/components/work-requirement';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { BuyCreditForm } from '@client/features/payments/components/buy-credit-form';

export default function LeadDetailPage() {
  const { t } = useTranslation('quotes');
  const href = useHref();
  const { pathname } = useLocation();
  const fromWorks = pathname.includes('/dashboard/works/');
  const id = Number(useParams().bidId) || 0;
  const bid = useOpenBid(id, 'pro');
  // Calls and call appointments in the chat (client/features/voice), composed here since features stay apart.
  const voice = useChatVoice(bid.data?.quote_bid_id ?? 0);

  const back = fromWorks ? href('works') : href('requests');
  if (bid.isError || !id) {
    return (
      <WorkspaceNotFound title={t('lead>not_found_title')} body={t('lead>not_found_body')} back={{ to: back, label: t('lead>back') }} />
    );
  }
  const b = bid.data;
  return (
    <BidWorkspace
      back={{ to: back, label: fromWorks ? t('works>back') : t('lead>back') }}
      columns="wide"
      chat={
        b ? (
          <ChatPanel
            bidId={b.quote_bid_id}
            title={b.consumer?.full_name ?? t('leads>customer')}
            report={{ type: 'request', quote_request_id: b.quote_request_id, quote_bid_id: b.quote_bid_id }}
            notice={<SafetySummary bidId={b.quote_bid_id} quoteStatusId={b.quote_status_id} variant="line" />}
            extras={voice}
          />
        ) : null
      }
    >
      <BidWorkspaceColumn>
        {b ? <LeadRequest bid={b} /> : <Skeleton height={320} />}
        {b ? <LeadExtras bidId={b.quote_bid_id} /> : null}
        {b ? <LeadActions bid={b} /> : null}
        {b ? <SafetySummary bidId={b.quote_bid_id} quoteStatusId={b.quote_status_id} variant="card" /> : null}
        {b ? (
          <LeadQuote
            bid={b}
            renderVerification={({ onVerified }) => (
              <PhoneVerification onVerified={onVerified} reason={t('common|phone_verify>why_quote')} />
            )}
            renderBuyCredit={({ bidId, draft, shortfall }) => (
              <BuyCreditForm quote={{ bidId, draft }} shortfall={shortfall} layout="popup" />
            )}
          />
        ) : null}
      </BidWorkspaceColumn>
    </BidWorkspace>
  );
}
