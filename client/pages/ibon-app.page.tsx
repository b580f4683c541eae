/**
 * ibon-app (SPEC §2 partner landing page): for customers arriving from the ibon app. How to get quotes on Sifu, what
 * it costs a customer (nothing: the job is paid to the pro as agreed; Sifu's convenience-store payment is for pros'
 * credit), the services with the most pros, and the way in. Pros are pointed at ibon-app/joinme.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from '@client/ui/link';
import { Section } from '@client/ui/section';
import { ButtonLink } from '@client/ui/button';
import { Alert } from '@client/ui/alert';
import { theme } from '@client/styles/theme';
import { bareList, gridColumns, row } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';
import { useCatalogHome } from '@client/features/catalog/api/catalog.queries';
import { CategoryIcon } from '@client/features/catalog/components/category-icon';
import { FactTiles } from '@client/features/pro-services/components/pro-landing-sections';
import { SiteSteps } from '@client/features/site/components/site-steps';
import { HeroPage } from './parts/hero-page';

const n = (v: number) => v.toLocaleString('en-US');

export default function IbonAppPage() {
  const { t } = useTranslation('site');
  const href = useHref();
  const { data: home } = useCatalogHome();
  const popular = home.genres
    .flatMap((g) => g.categories)
    .sort((a, b) => b.pro_count - a.pro_count)
    .slice(0, 8);
  return (
    <HeroPage
      trail={[{ label: t('ibon>crumb') }]}
      title={t('ibon>title')}
      intro={t('ibon>intro')}
      action={
        <ButtonLink to={href('genreAll')} size="lg" variant="secondary">
          {t('ibon>cta')}
        </ButtonLink>
      }
    >
      <div css={factsStyles}>
        <FactTiles
          items={[
            { label: t('ibon>fact_pros'), value: n(home.stats.pro_count) },
            { label: t('ibon>fact_categories'), value: n(home.stats.category_count) },
            { label: t('ibon>fact_reviews'), value: n(home.stats.review_count) },
            { label: t('ibon>fact_cost'), value: t('ibon>fact_cost_value') },
          ]}
        />
      </div>
      <Section title={t('ibon>how_title')}>
        <SiteSteps prefix="ibon" steps={['request', 'quotes', 'compare', 'hire']} />
      </Section>
      <Section title={t('ibon>pay_title')}>
        <div css={payStyles}>
          <p>{t('ibon>pay_body')}</p>
          <Alert tone="info">{t('ibon>pay_store')}</Alert>
          <p>{t('ibon>pay_safety')}</p>
          <Link to={href('trustAndSafety')}>{t('ibon>pay_safety_link')}</Link>
        </div>
      </Section>
      <Section title={t('ibon>popular_title')} action={{ label: t('ibon>all_services'), href: href('genreAll') }}>
        <ul css={categoriesStyles}>
          {popular.map((c) => (
            <li key={c.slug}>
              <Link to={href('category', { slug: c.slug })} css={categoryStyles}>
                <CategoryIcon name={c.icon} size="sm" />
                <span>{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <div css={proStyles}>
        <h2>{t('ibon>pro_title')}</h2>
        <p>{t('ibon>pro_body')}</p>
        <ButtonLink to={href('ibonJoin')} variant="secondary">
          {t('ibon>pro_link')}
        </ButtonLink>
      </div>
    </HeroPage>
  );
}

const factsStyles = css`
  margin-top: ${theme.space[6]};
`;
const payStyles = css`
  display: grid;
  gap: ${theme.space[3]};
  max-width: 760px;
  p {
    margin: 0;
  }
`;
const categoriesStyles = css([bareList, gridColumns(2, 2, 4)]);
const categoryStyles = css`
  ${row(2)};
  min-height: ${theme.layout.touchTarget};
  padding: ${theme.space[2]} ${theme.space[3]};
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.control};
  text-decoration: none;
  color: ${theme.color.text};
`;
const proStyles = css`
  margin: ${theme.space[8]} 0;
  padding: ${theme.space[6]};
  background: ${theme.color.brandSoft};
  border-radius: ${theme.radius.card};
  h2 {
    margin-top: 0;
  }
`;
