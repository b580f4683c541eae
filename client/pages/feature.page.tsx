/** feature/{slug}: a themed collection: why it matters now, the services in it, and where to start. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { QuoteCta } from '@client/features/catalog/components/quote-cta';
import { ArticleBody } from '@client/features/content/components/article-body';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';
import { articleReads } from './article.reads';

export default function FeaturePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: page } = useSuspenseQuery(articleReads.use().page);
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
