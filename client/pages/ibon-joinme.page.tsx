/**
 * ibon-app/joinme (SPEC §2 partner landing page): invites pros to join from the ibon app. Real demand figures, what
 * joining costs (no fee to join, a fee per quote, starter credit), the credit packages, and how credit is paid at a
 * convenience store (only while the payment provider offers it; otherwise the ways it does offer).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { CVS_VALID_HOURS } from '@shared/domain/payments';
import { UNREAD_QUOTE_REFUND_HOURS } from '@shared/domain/wallet-ledger';
import { formatHkd } from '@shared/utils/format';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { secondarySmall } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useProStats } from '@client/features/catalog/api/catalog.queries';
import { FactTiles, ProSignupButton, ProSignupCta } from '@client/features/pro-services/components/pro-landing-sections';
import { ProSignupFees } from '@client/features/service-editor/components/pro-signup-fees';
import { usePackages } from '@client/features/payments/api/payments.queries';
import { useChargeConfigs } from '@client/features/payments/api/charge-configs.queries';
import { SiteSteps } from '@client/features/site/components/site-steps';
import { HeroPage } from './parts/hero-page';

const n = (v: number) => v.toLocaleString('en-US');

export default function IbonJoinPage() {
  const { t } = useTranslation('site');
  const href = useHref();
  const { data: stats } = useProStats();
  const { data: packages } = usePackages();
  // The store's smallest and largest bill as the payments endpoint serves them (prefetched with the page).
  const storeLimits = useChargeConfigs()?.cvs;
  const store = packages?.pay_types.includes('cvs') ?? false;
  const methods = (packages?.pay_types ?? []).map((p) => t(`ibon_join>method_${p}`)).join(t('ibon_join>method_separator'));
  return (
    <HeroPage
      trail={[{ label: t('ibon>crumb'), href: href('ibonApp') }, { label: t('ibon_join>crumb') }]}
      title={t('ibon_join>title')}
      intro={t('ibon_join>intro')}
      action={<ProSignupButton variant="secondary" />}
    >
      <div css={factsStyles}>
        <FactTiles
          items={[
            { label: t('ibon_join>fact_requests', { days: stats.period_days }), value: n(stats.recent_request_count) },
            { label: t('ibon_join>fact_hires', { days: stats.period_days }), value: n(stats.recent_hire_count) },
            { label: t('ibon_join>fact_pros'), value: n(stats.active_pro_count) },
            { label: t('ibon_join>fact_categories'), value: n(stats.category_count) },
          ]}
        />
      </div>
      <Section title={t('ibon_join>steps_title')}>
        <SiteSteps prefix="ibon_join" steps={['signup', 'profile', 'leads', 'quote']} values={{ hours: UNREAD_QUOTE_REFUND_HOURS }} />
      </Section>
      <Section title={t('ibon_join>costs_title')}>
        <ProSignupFees feeMin={stats.quote_fee_min} feeMax={stats.quote_fee_max} starterCredit={stats.starter_credit} />
      </Section>
      <Section title={t(store ? 'ibon_join>store_title' : 'ibon_join>pay_title')}>
        {store && storeLimits ? (
          <SiteSteps
            prefix="ibon_join"
            steps={['store_code', 'store_pay', 'store_credit']}
            values={{
              min: formatHkd(storeLimits.min),
              max: formatHkd(storeLimits.max),
              hours: CVS_VALID_HOURS,
            }}
          />
        ) : null}
        <p css={methodsStyles}>{t('ibon_join>methods', { methods })}</p>
        {packages?.items.length ? (
          <table css={tableStyles}>
            <caption>{t('ibon_join>packages_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('ibon_join>col_package')}</th>
                <th scope="col">{t('ibon_join>col_price')}</th>
                <th scope="col">{t('ibon_join>col_credit')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.items.map((p) => (
                <tr key={p.slug}>
                  <th scope="row">
                    {p.name}
                    {p.is_starter ? <span css={noteStyles}> {t('ibon_join>starter_note')}</span> : null}
                  </th>
                  <td>{formatHkd(p.price)}</td>
                  <td>{formatHkd(p.total_credit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </Section>
      <ProSignupCta>{t('ibon_join>cta_body')}</ProSignupCta>
    </HeroPage>
  );
}

const factsStyles = css`
  margin-top: ${theme.space[6]};
`;
const methodsStyles = css`
  margin: ${theme.space[4]} 0;
  max-width: 760px;
`;
const tableStyles = css`
  width: 100%;
  max-width: 560px;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${theme.font.weight.bold};
    margin-bottom: ${theme.space[2]};
  }
  th,
  td {
    padding: ${theme.space[2]};
    border-bottom: 1px solid ${theme.color.border};
    text-align: right;
  }
  th[scope='row'],
  thead th:first-of-type {
    text-align: left;
  }
  thead th {
    color: ${theme.color.textSecondary};
    font-weight: ${theme.font.weight.medium};
  }
`;
const noteStyles = css`
  ${secondarySmall};
  font-weight: ${theme.font.weight.regular};
`;
