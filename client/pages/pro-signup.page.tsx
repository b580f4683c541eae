/** pro-signup/{slug}: demand and job values for one service, and the pro sign-up entry for it. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatHkd } from '@shared/utils/format';
import { DEMAND_PERIOD_DAYS } from '@shared/domain/catalog';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { PriceGuidePanel } from '@client/features/catalog/components/price-guide-panel';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { useChargeConfigs } from '@client/features/payments/api/charge-configs.queries';
import { FactTiles, ProSignupButton, ProSteps, useProFaq } from '@client/features/pro-services/components/pro-landing-sections';
import { HeroPage } from './parts/hero-page';
import { proSignupReads } from './pro-signup.reads';

export default function ProSignupPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const slug = useParams().slug ?? '';
  const reads = proSignupReads.use();
  const { data: c } = useSuspenseQuery(reads.category);
  const { data: guide } = useSuspenseQuery(reads.guide);
  // The FAQ quotes the smallest top-ups as the payments endpoint serves them (prefetched by the server's render).
  const limits = useChargeConfigs();
  const faq = useProFaq(limits && { card: limits.card.min, store: limits.cvs.min });
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>for_pros'), href: href('proLanding') }, { label: c.name }]}
      title={t('pro_signup>title', { name: c.name })}
      intro={t('pro_signup>intro', { name: c.name })}
      icon={c.icon}
      action={<ProSignupButton category={slug} variant="secondary" />}
    >
      <div
        css={css`
          margin-top: ${theme.space[6]};
        `}
      >
        <FactTiles
          items={[
            {
              label: t('pro_signup>fact_requests', { count: c.recent_request_count, days: DEMAND_PERIOD_DAYS }),
              value: String(c.recent_request_count),
            },
            { label: t('pro_signup>fact_fee'), value: formatHkd(c.quote_fee) },
            { label: t('pro_signup>fact_pros', { count: c.pro_count }), value: String(c.pro_count) },
            { label: t('pro_signup>fact_hires', { count: c.hired_count }), value: String(c.hired_count) },
          ]}
        />
      </div>
      <Section title={t('pro_signup>value_title', { name: c.name })} description={t('pro_signup>value_intro')}>
        <PriceGuidePanel guide={guide} />
      </Section>
      <Section title={t('pro_landing>how_title')}>
        <ProSteps />
      </Section>
      <Section title={t('pro_landing>faq_title')}>
        <FaqList items={faq} />
      </Section>
      <div
        css={css`
          text-align: center;
          margin: ${theme.space[8]} 0;
        `}
      >
        <ProSignupButton category={slug} />
      </div>
    </HeroPage>
  );
}
