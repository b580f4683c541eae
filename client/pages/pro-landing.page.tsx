/**
 * pro: why pros join Sifu, with real figures from the database (recent requests, quotes per request, active pros),
 * how it works, what it costs (the per-quote fee range of the catalogue, starter credit), and the sign-up entry.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { bareList } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useCatalogHome, useProStats } from '@client/features/catalog/api/catalog.queries';
import { FaqList } from '@client/features/catalog/components/faq-list';
import {
  FactTiles,
  ProSignupButton,
  ProSignupCta,
  ProSteps,
  useProFaq,
} from '@client/features/pro-services/components/pro-landing-sections';
import { ProSignupFees } from '@client/features/service-editor/components/pro-signup-fees';
import { HeroPage } from './parts/hero-page';

const n = (v: number) => v.toLocaleString('en-US');

export default function ProLandingPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: home } = useCatalogHome();
  const { data: stats } = useProStats();
  const faq = useProFaq();
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>for_pros') }]}
      title={t('pro_landing>title')}
      intro={t('pro_landing>intro')}
      action={<ProSignupButton variant="secondary" />}
    >
      <div
        css={css`
          margin-top: ${theme.space[6]};
        `}
      >
        <FactTiles
          items={[
            { label: t('onboarding|landing>fact_requests', { days: stats.period_days }), value: n(stats.recent_request_count) },
            stats.avg_quotes_per_request === null
              ? { label: t('onboarding|landing>fact_quotes', { days: stats.period_days }), value: n(stats.recent_quote_count) }
              : { label: t('onboarding|landing>fact_quotes_per_request'), value: stats.avg_quotes_per_request.toFixed(1) },
            { label: t('onboarding|landing>fact_pros'), value: n(stats.active_pro_count) },
            { label: t('onboarding|landing>fact_categories'), value: n(stats.category_count) },
          ]}
        />
        <p
          css={css`
            margin: ${theme.space[2]} 0 0;
            font-size: ${theme.font.size.sm};
            color: ${theme.color.textMuted};
          `}
        >
          {t('onboarding|landing>figures_note', { days: stats.period_days })}
        </p>
      </div>
      <Section title={t('pro_landing>how_title')}>
        <ProSteps />
      </Section>
      <Section title={t('onboarding|landing>fees_title')} description={t('onboarding|landing>fees_intro')}>
        <ProSignupFees feeMin={stats.quote_fee_min} feeMax={stats.quote_fee_max} starterCredit={stats.starter_credit} />
      </Section>
      <Section title={t('pro_landing>categories_title')} description={t('pro_landing>categories_intro')}>
        <div
          css={css`
            display: grid;
            gap: ${theme.space[4]};
            ${theme.breakpoint.md} {
              grid-template-columns: repeat(4, minmax(0, 1fr));
            }
          `}
        >
          {home.genres.map((g) => (
            <div key={g.slug}>
              <h3
                css={css`
                  font-size: ${theme.font.size.md};
                `}
              >
                {g.name}
              </h3>
              <ul
                css={css`
                  ${bareList};
                  font-size: ${theme.font.size.sm};
                  display: grid;
                  gap: ${theme.space[1]};
                `}
              >
                {g.categories.map((c) => (
                  <li key={c.slug}>
                    <Link to={href('proSignup', { slug: c.slug })}>{t('pro_landing>jobs_in', { name: c.name })}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
      <Section title={t('pro_landing>faq_title')}>
        <FaqList items={faq} />
      </Section>
      <ProSignupCta />
    </HeroPage>
  );
}
