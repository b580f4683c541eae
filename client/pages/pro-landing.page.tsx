/** pro: why pros join Sifu, how it works and costs, and the sign-up entry (/signup?role=pro). */
import { css } from '@emotion/react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { useCatalogHome } from '@client/features/catalog/api/catalog.queries';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { FaqList } from '@client/features/catalog/components/faq-list';
import { FactTiles, ProSignupButton, ProSteps, useProFaq } from '@client/features/pro-services/components/pro-landing-sections';

export default function ProLandingPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: home } = useCatalogHome();
  const faq = useProFaq();
  return (
    <>
      <PageHero
        crumbs={[{ label: t('breadcrumb>home'), href: href('home') }, { label: t('breadcrumb>for_pros') }]}
        title={t('pro_landing>title')}
        intro={t('pro_landing>intro')}
      >
        <ProSignupButton variant="secondary" />
      </PageHero>
      <Container>
        <div
          css={css`
            margin-top: ${theme.space[6]};
          `}
        >
          <FactTiles
            items={[
              { label: t('pro_landing>fact_pros'), value: home.stats.pro_count.toLocaleString('en-US') },
              { label: t('pro_landing>fact_quotes'), value: home.stats.quote_count.toLocaleString('en-US') },
              { label: t('pro_landing>fact_categories'), value: String(home.stats.category_count) },
              { label: t('pro_landing>fact_monthly'), value: t('pro_landing>fact_monthly_value') },
            ]}
          />
        </div>
        <Section title={t('pro_landing>how_title')}>
          <ProSteps />
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
                    list-style: none;
                    margin: 0;
                    padding: 0;
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
        <div
          css={css`
            text-align: center;
            margin: ${theme.space[8]} 0;
          `}
        >
          <ProSignupButton />
        </div>
      </Container>
    </>
  );
}
