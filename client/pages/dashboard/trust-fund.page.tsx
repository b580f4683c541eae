/** dashboard/trust_fund_query (pro; ADR 0010): where prepaid credit is held and how much of it is refundable. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@client/ui/button';
import { Skeleton } from '@client/ui/skeleton';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { cluster } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useTrustFund } from '@client/features/wallet/api/wallet-statements.queries';
import { TrustFundFigures, TrustFundPolicy } from '@client/features/wallet/components/trust-fund-summary';

export default function TrustFundPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const { data } = useTrustFund();
  return (
    <PageShell title={t('trust_fund>title')}>
      <p
        css={css`
          margin: 0;
          color: ${theme.color.textSecondary};
        `}
      >
        {t('trust_fund>intro')}
      </p>
      {data ? <TrustFundFigures fund={data} /> : <Skeleton height={280} />}
      <TrustFundPolicy heldBy={data?.held_by ?? 'segregated_client_account'} />
      <div
        css={css`
          ${cluster(3)};
        `}
      >
        <ButtonLink to={href('chargeApplication')}>{t('trust_fund>actions>receipt')}</ButtonLink>
        <ButtonLink to={href('contact')} variant="secondary">
          {t('trust_fund>actions>contact')}
        </ButtonLink>
        <ButtonLink to={href('transaction')} variant="ghost">
          {t('trust_fund>actions>transactions')}
        </ButtonLink>
      </div>
    </PageShell>
  );
}
