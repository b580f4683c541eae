/** blog/{slug}: one guide or blog post from the CMS, with its services, their "before you hire" page and related reading. */
import { css } from '@emotion/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDataClient } from '@client/lib/data-client';
import { Link } from '@client/ui/link';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { Breadcrumbs } from '@client/features/catalog/components/breadcrumbs';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { QuoteCta } from '@client/features/catalog/components/quote-cta';
import { PriceLive } from '@client/features/catalog/components/price-live';
import { costGuideQuery } from '@client/features/catalog/api/price-guide.queries';
import { ArticleBody, ArticleToc } from '@client/features/content/components/article-body';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { ArticleHeader } from '@client/features/content/components/article-header';
import type { Language } from '@shared/i18n/i18n-config';
import { articleReads } from './article.reads';

export default function BlogPage() {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.language as Language;
  const href = useHref();
  const { data: page } = useSuspenseQuery(articleReads.use().page);
  const main = page.categories[0];
  // Prefetched with the page; a guide that failed to load leaves the article without its live figures.
  const { data: guide } = useQuery({ ...costGuideQuery(useDataClient(), lng, main?.slug ?? ''), enabled: Boolean(main) });
  return (
    <Container
      css={css`
        max-width: 760px;
        padding-top: ${theme.space[6]};
      `}
    >
      <Breadcrumbs
        items={[
          { label: t('breadcrumb>home'), href: href('home') },
          { label: t('breadcrumb>blog'), href: href('blogAll') },
          { label: page.title },
        ]}
      />
      <article>
        <p
          css={css`
            margin: 0 0 ${theme.space[2]};
            font-size: ${theme.font.size.sm};
            font-weight: ${theme.font.weight.bold};
            color: ${theme.color.brandDark};
          `}
        >
          {t(`content>kind_${page.kind}`)}
        </p>
        <ArticleHeader page={page} readingTime />
        {guide ? <PriceLive guide={guide} /> : null}
        <ArticleToc blocks={page.blocks} label={t('content>toc')} />
        <ArticleBody blocks={page.blocks} />
      </article>
      {main ? (
        <aside
          css={css`
            background: ${theme.color.brandSoft};
            border-radius: ${theme.radius.card};
            padding: ${theme.space[6]};
            margin: ${theme.space[8]} 0;
          `}
        >
          <h2
            css={css`
              font-size: ${theme.font.size.lg};
            `}
          >
            {t('content>cta_title', { name: main.name })}
          </h2>
          <p>{t('content>cta_body')}</p>
          <QuoteCta slug={main.slug} categoryName={main.name} />
          <p
            css={css`
              margin: ${theme.space[4]} 0 0;
            `}
          >
            <Link to={href('info', { slug: main.slug })}>{t('content>cta_info', { name: main.name })}</Link>
          </p>
        </aside>
      ) : null}
      {page.categories.length ? (
        <Section title={t('content>services_title')}>
          <CategoryGrid categories={page.categories} dense />
        </Section>
      ) : null}
      {page.related.length ? (
        <Section title={t('content>related_title')}>
          <ArticleGrid articles={page.related} />
        </Section>
      ) : null}
    </Container>
  );
}
