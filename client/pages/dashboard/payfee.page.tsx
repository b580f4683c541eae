/** dashboard/payfee/{orderID} (pro; orderID = the quote bid): the lead's fee, balance and shortfall, and buying it. */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '@client/ui/alert';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { EmptyState } from '@client/ui/empty-state';
import { Skeleton } from '@client/ui/skeleton';
import { BackLink, PageShell } from '@client/ui/page-shell';
import { useHref } from '@client/lib/paths';
import { useBid, useFeePreview } from '@client/features/bids/api/bids.queries';
import { useBalance } from '@client/features/wallet/api/wallet.queries';
import { BuyCreditForm } from '@client/features/payments/components/buy-credit-form';
import { FeeShortfall, shortfallOf } from '@client/features/payments/components/fee-shortfall';

export default function PayFeePage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const id = Number(useParams().orderID) || 0;
  const bid = useBid(id);
  const preview = useFeePreview(id, bid.isSuccess).data;
  const wallet = useBalance().data;
  const lead = href('leadDetail', { bidId: id });
  if (bid.isError || !id) {
    return (
      <EmptyState
        title={t('payfee>not_found_title')}
        body={t('payfee>not_found_body')}
        action={<ButtonLink to={href('requests')}>{t('payfee>to_leads')}</ButtonLink>}
      />
    );
  }
  const fee = preview?.fee ?? bid.data?.quote_fee;
  const balance = preview?.balance ?? wallet?.balance;
  return (
    <PageShell
      title={t('payfee>title')}
      before={
        <BackLink to={lead} css={plainWeight}>
          {t('payfee>back')}
        </BackLink>
      }
    >
      <Card>
        {fee !== undefined && balance !== undefined ? <FeeShortfall fee={fee} balance={balance} /> : <Skeleton height={120} />}
        {preview?.already_charged ? <Alert tone="success">{t('payfee>already_paid')}</Alert> : null}
        {preview && preview.is_enough && !preview.already_charged ? <Alert tone="info">{t('payfee>enough')}</Alert> : null}
      </Card>
      <Card>
        {fee !== undefined && balance !== undefined ? (
          <BuyCreditForm quote={{ bidId: id }} shortfall={shortfallOf(fee, balance)} />
        ) : (
          <Skeleton height={320} />
        )}
      </Card>
    </PageShell>
  );
}

/** This back link keeps the body's weight. */
const plainWeight = css`
  font-weight: inherit;
`;
