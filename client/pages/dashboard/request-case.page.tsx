/**
 * dashboard/requests/case/{requestId} (pro, SPEC §2 work-list page Case, shown without the dashboard menu): the request
 * as a case — its answers, district, time and photos, the pro's bid on it and what can be done now — built from the
 * lead detail's parts. The conversation stays on the lead page, one link away.
 */
import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HIRED_STATUSES } from '@shared/domain/request-lifecycle';
import { BidWorkspace, BidWorkspaceColumn, WorkspaceNotFound } from '@client/ui/bid-workspace';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useDataClient } from '@client/lib/data-client';
import { requestCaseQuery } from '@client/features/bids/api/bids.queries';
import { LeadRequest } from '@client/features/bids/components/lead-request';
import { LeadActions } from '@client/features/bids/components/lead-actions';
import { LeadQuote } from '@client/features/bids/components/lead-quote';
import { PhoneVerification } from '@client/features/verification/components/phone-verification';
import { BuyCreditForm } from '@client/features/payments/components/buy-credit-form';

export default function RequestCasePage() {
  const { t } = useTranslation('requests');
  const href = useHref();
  const id = Number(useParams().requestId) || 0;
  const bid = useQuery({ ...requestCaseQuery(useDataClient(), id), enabled: id > 0 });
  const back = { to: href('requests'), label: t('caseDetail>back') };
  if (bid.isError || !id) {
    return <WorkspaceNotFound title={t('caseDetail>not_found_title')} body={t('caseDetail>not_found_body')} back={back} />;
  }
  const b = bid.data;
  // A hired job lives under works; anything before that under leads.
  const detail = b
    ? (HIRED_STATUSES as readonly number[]).includes(b.quote_status_id)
      ? href('workDetail', { bidId: b.quote_bid_id })
      : href('leadDetail', { bidId: b.quote_bid_id })
    : '';
  return (
    <BidWorkspace
      back={back}
      columns="wide"
      chat={
        b ? (
          <Card data-testid="case-conversation">
            <div css={stack(3)}>
              <h2
                css={css`
                  font-size: ${theme.font.size.lg};
                  margin: 0;
                `}
              >
                {t('caseDetail>conversation_title')}
              </h2>
              <p
                css={css`
                  margin: 0;
                  color: ${theme.color.textSecondary};
                `}
              >
                {t('caseDetail>conversation_body', { name: b.consumer?.full_name ?? t('caseDetail>customer') })}
              </p>
              <ButtonLink to={detail} variant="secondary">
                {t('caseDetail>open_lead')}
              </ButtonLink>
            </div>
          </Card>
        ) : null
      }
    >
      <BidWorkspaceColumn>
        <p
          css={css`
            margin: 0;
            color: ${theme.color.textSecondary};
            font-size: ${theme.font.size.sm};
          `}
        >
          {t('caseDetail>reference', { id })}
        </p>
        {b ? <LeadRequest bid={b} /> : <Skeleton height={320} />}
        {b ? <LeadActions bid={b} /> : null}
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
