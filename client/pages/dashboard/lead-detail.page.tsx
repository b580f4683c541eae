/**
 * dashboard/requests/{bidId} and dashboard/works/{bidId} (pro): the lead's request, what can be done with it,
 * the quote composer (fee and wallet next to Send; buying credit in its payment popup) and the chat with the customer.
 */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Button, ButtonLink } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useBid } from '@client/features/bids/api/bids.queries';
import { useBidAction } from '@client/features/bids/api/bids.mutations';
import { LeadRequest } from '@client/features/bids/components/lead-request';
import { LeadActions } from '@client/features/bids/components/lead-actions';
import { QuoteComposer } from '@client/features/bids/components/quote-composer';
import { SentQuote } from '@client/features/bids/components/sent-quote';
import { useBidsRealtime } from '@client/features/bids/hooks/use-bids-realtime';
import { ChatPanel } from '@client/features/chat/components/chat-panel';
import { LeadExtras } from '@client/features/narrow-match/components/work-requirement';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { BuyCreditForm } from '@client/features/payments/components/buy-credit-form';

export default function LeadDetailPage() {
  const { t } = useTranslation('market');
  const href = useHref();
  const { pathname } = useLocation();
  const fromWorks = pathname.includes('/dashboard/works/');
  const id = Number(useParams().bidId) || 0;
  const bid = useBid(id);
  const read = useBidAction({ handlesErrors: true });
  const [editing, setEditing] = useState(false);
  useBidsRealtime();
  const unread = bid.data && !bid.data.is_provider_readed;
  useEffect(() => {
    if (unread) read.mutate({ id, action: 'read' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unread, id]);

  const back = fromWorks ? href('works') : href('requests');
  if (bid.isError || !id) {
    return (
      <EmptyState
        title={t('lead>not_found_title')}
        body={t('lead>not_found_body')}
        action={<ButtonLink to={back}>{t('lead>back')}</ButtonLink>}
      />
    );
  }
  const b = bid.data;
  const canQuote = b?.available_actions.includes('rating') ?? false;
  const showComposer = b && canQuote && (!b.quote_sent_on || editing);
  return (
    <div
      css={css`
        display: grid;
        gap: ${theme.space[4]};
      `}
    >
      <Link to={back} css={backStyles}>
        <Icon name="arrow-left" size={16} />
        {fromWorks ? t('works>back') : t('lead>back')}
      </Link>
      <div css={layout}>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            min-width: 0;
          `}
        >
          {b ? <LeadRequest bid={b} /> : <Skeleton height={320} />}
          {b ? <LeadExtras bidId={b.quote_bid_id} /> : null}
          {b ? <LeadActions bid={b} /> : null}
          {b && showComposer ? (
            <Card>
              <QuoteComposer
                bid={b}
                onSent={() => setEditing(false)}
                renderVerification={({ onVerified }) => <PhoneVerification onVerified={onVerified} reason={t('verify>why_quote')} />}
                renderBuyCredit={({ bidId, draft, shortfall }) => (
                  <BuyCreditForm quote={{ bidId, draft }} shortfall={shortfall} layout="popup" />
                )}
              />
            </Card>
          ) : null}
          {b && b.quote_sent_on && !showComposer ? (
            <Card>
              <SentQuote
                bid={b}
                action={
                  canQuote ? (
                    <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
                      <Icon name="edit" size={16} />
                      {t('composer>edit')}
                    </Button>
                  ) : undefined
                }
              />
            </Card>
          ) : null}
        </div>
        {b ? (
          <ChatPanel
            bidId={b.quote_bid_id}
            title={b.consumer?.full_name ?? t('leads>customer')}
            report={{ type: 'request', quote_request_id: b.quote_request_id, quote_bid_id: b.quote_bid_id }}
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
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
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
