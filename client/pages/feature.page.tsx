/** feature/{slug}: a themed collection: why it matters now, the services in it, and where to start. */
import { css } from '@emotion/react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { QuoteCta } from '@client/features/catalog/components/quote-cta';
import { useContentPage } from '@client/features/content/api/content.queries';
import { ArticleBody } from '@client/features/content/components/article-body';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';

export default function FeaturePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const slug = useParams().slug ?? '';
  const { data: page } = useContentPage(slug);
  const main = page.categories[0];
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>features'), href: href('featureAll') }, { label: page.title }]}
      title={page.title}
      intro={page.summary}
      action={main ? <QuoteCta slug={main.slug} categoryName={main.name} placement="hero" /> : null}
    >
      {page.categories.length ? (
        <Section title={t('content>feature_services')}>
          <CategoryGrid categories={page.categories} />
        </Section>
      ) : null}
      <div
        css={css`
          max-width: 760px;
          margin: ${theme.space[8]} 0;
        `}
      >
        <ArticleBody blocks={page.blocks} />
      </div>
      {page.related.length ? (
        <Section title={t('content>related_title')}>
          <ArticleGrid articles={page.related} />
        </Section>
      ) : null}
    </HeroPage>
  );
}
