/**
 * dashboard/free-credits[/{index}] (pro; SPEC §2): the free credit held and what expires next, a coupon code box,
 * and the free-credit events to claim; {index} (an event id) is outlined and scrolled to.
 */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Card } from '@client/ui/card';
import { PageLinks } from '@client/ui/page-links';
import { PageShell } from '@client/ui/page-shell';
import { Skeleton } from '@client/ui/skeleton';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useFreeCredits } from '@client/features/payments/api/payments.queries';
import { CouponBox } from '@client/features/payments/components/coupon-box';
import { FreeCreditEvents } from '@client/features/payments/components/free-credit-events';
import { FreeCreditSummary } from '@client/features/payments/components/free-credit-summary';

export default function FreeCreditsPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { index } = useParams();
  const { data } = useFreeCredits();
  return (
    <PageShell title={t('free>title')} intro={t('free>intro')}>
      {data ? <FreeCreditSummary summary={data.summary} /> : <Skeleton height={112} />}
      <section aria-labelledby="free-events-title" css={sectionStyles}>
        <h2 id="free-events-title" css={h2Styles}>
          {t('free>events_title')}
        </h2>
        <FreeCreditEvents items={data?.items} highlight={index} />
      </section>
      <Card aria-labelledby="coupon-title">
        <h2 id="coupon-title" css={[h2Styles, { marginBottom: theme.space[3] }]}>
          {t('coupon>title')}
        </h2>
        <CouponBox />
      </Card>
      <PageLinks label={t('pricing>more')}>
        <Link to={href('credit')}>{t('credit>title')}</Link>
        <Link to={href('pricing')}>{t('credit>buy')}</Link>
        <Link to={href('transaction')}>{t('credit>all_transactions')}</Link>
      </PageLinks>
    </PageShell>
  );
}

const sectionStyles = stack(3);

const h2Styles = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;
