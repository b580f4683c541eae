/**
 * pro-newyear (SPEC §2): seasonal pro recruitment. Lunar New Year is when Hong Kong homes clean, move, renovate and
 * service air conditioners; the page shows Sifu's real requests in those services (last weeks, and the same weeks
 * before the last Lunar New Year, with sample sizes), what joining costs and gives, and the sign-up.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@shared/i18n/i18n-config';
import { formatHkDate } from '@shared/utils/hk-dates';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useProStats } from '@client/features/catalog/api/catalog.queries';
import { ProSignupButton, ProSignupCta } from '@client/features/pro-services/components/pro-landing-sections';
import { ProSignupFees } from '@client/features/service-editor/components/pro-signup-fees';
import { useNewYearDemand } from '@client/features/site/api/site.queries';
import { NewYearDemandGroups } from '@client/features/site/components/new-year-demand';
import { HeroPage } from './parts/hero-page';

export default function ProNewYearPage() {
  const { t, i18n } = useTranslation('site');
  const lng = i18n.language as Language;
  const href = useHref();
  const { data: demand } = useNewYearDemand();
  const { data: stats } = useProStats();
  const fees = demand.groups.flatMap((g) => g.categories.map((c) => c.quote_fee));
  const next = demand.next_new_year ? formatHkDate(`${demand.next_new_year} 00:00:00`, lng) : null;
  return (
    <HeroPage
      trail={[{ label: t('catalog|breadcrumb>for_pros'), href: href('proLanding') }, { label: t('newyear>crumb') }]}
      title={t('newyear>title')}
      intro={next ? t('newyear>intro_next', { date: next }) : t('newyear>intro')}
      action={<ProSignupButton variant="secondary" />}
    >
      <Section title={t('newyear>demand_title')} description={t('newyear>demand_intro', { days: demand.window_days })}>
        <NewYearDemandGroups demand={demand} />
        <p css={noteStyles}>{t('newyear>demand_note', { days: demand.window_days })}</p>
      </Section>
      <Section title={t('newyear>prepare_title')}>
        <ul css={tipsStyles}>
          {(['profile', 'hours', 'areas', 'templates', 'autoquote'] as const).map((k) => (
            <li key={k}>
              <strong>{t(`newyear>prepare_${k}_title`)}</strong> {t(`newyear>prepare_${k}_body`)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('newyear>costs_title')} description={t('newyear>costs_intro', { days: demand.starter_credit_days })}>
        <ProSignupFees
          feeMin={fees.length ? Math.min(...fees) : stats.quote_fee_min}
          feeMax={fees.length ? Math.max(...fees) : stats.quote_fee_max}
          starterCredit={demand.starter_credit}
        />
      </Section>
      <ProSignupCta>{t('newyear>cta_body')}</ProSignupCta>
    </HeroPage>
  );
}

const noteStyles = css`
  margin: ${theme.space[3]} 0 0;
  font-size: ${theme.font.size.sm};
  color: ${theme.color.textMuted};
`;
const tipsStyles = css`
  margin: 0;
  padding-left: ${theme.space[6]};
  display: grid;
  gap: ${theme.space[2]};
`;
