/** dashboard/charge_application[/{type}] (pro; ADR 0010): request a company receipt or invoice, and past requests. */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHARGE_APPLICATION_TYPES, type ChargeApplicationType } from '@shared/schemas/wallet-statements.schema';
import { ButtonLink } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { Chips } from '@client/ui/tabs';
import { EmptyState } from '@client/ui/empty-state';
import { Section } from '@client/ui/section';
import { Skeleton } from '@client/ui/skeleton';
import { PageShell } from '@client/ui/page-shell';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useSession } from '@client/features/accounts/api/accounts.queries';
import { useChargeApplications } from '@client/features/wallet/api/wallet-statements.queries';
import { ChargeApplicationForm } from '@client/features/wallet/components/charge-application-form';
import { ChargeApplicationList } from '@client/features/wallet/components/charge-application-list';

export default function ChargeApplicationPage() {
  const { t } = useTranslation('pricing');
  const href = useHref();
  const param = useParams().type;
  const type: ChargeApplicationType = param === 'invoice' ? 'invoice' : 'receipt';
  const { data } = useChargeApplications();
  const email = useSession().data?.email ?? '';
  return (
    <PageShell title={t('charge_application>title')}>
      <p css={introStyles}>{t('charge_application>intro')}</p>
      <Chips
        label={t('charge_application>tabs_label')}
        items={CHARGE_APPLICATION_TYPES.map((k) => ({
          key: k,
          label: t(`charge_application>type>${k}`),
          href: href('chargeApplication', { type: k }),
          selected: k === type,
        }))}
      />
      <Card>
        <p css={introStyles}>{t(`charge_application>type_help>${type}`)}</p>
        {!data ? (
          <Skeleton height={240} />
        ) : data.orders.length ? (
          <ChargeApplicationForm type={type} orders={data.orders} defaultEmail={email} />
        ) : (
          <EmptyState
            title={t('charge_application>orders>empty_title')}
            body={t('charge_application>orders>empty_body')}
            action={<ButtonLink to={href('pricing')}>{t('charge_application>orders>buy')}</ButtonLink>}
          />
        )}
      </Card>
      <Section
        title={t('charge_application>history>title')}
        level={2}
        action={{ label: t('charge_application>trust_fund_link'), href: href('trustFund') }}
      >
        {data ? <ChargeApplicationList items={data.items} /> : <Skeleton height={120} />}
      </Section>
    </PageShell>
  );
}

const introStyles = css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textSecondary};
`;
