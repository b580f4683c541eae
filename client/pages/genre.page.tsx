/** genre/{genreName}: the genre's services, typical prices, its most hired pros, its "before you hire" page and related guides. */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { genreInfoSlug } from '@shared/domain/hiring-guide';
import { Section } from '@client/ui/section';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';
import { CategoryGrid } from '@client/features/catalog/components/category-grid';
import { PriceTable } from '@client/features/catalog/components/price-table';
import { ProList } from '@client/features/pro-services/components/pro-list';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';
import { genreReads } from './genre.reads';

export default function GenrePage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const slug = useParams().genreName ?? '';
  const reads = genreReads.use();
  const { data: genre } = useSuspenseQuery(reads.genre);
  const { data: prices } = useSuspenseQuery(reads.prices);
  const { data: pros } = useSuspenseQuery(reads.pros);
  const { data: articles } = useSuspenseQuery(reads.articles);
  const priceRows = prices.find((p) => p.genre.slug === slug)?.categories ?? [];
  const guides = articles.filter((a) => a.genre_slug === slug && a.kind !== 'feature').slice(0, 3);
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>all_services'), href: href('genreAll') }, { label: genre.name }]}
      title={genre.name}
      intro={genre.description}
      icon={genre.icon}
    >
      <Section
        title={t('genre>services_title', { name: genre.name })}
        action={{
          label: t('genre>before_you_hire'),
          href: href('info', {
            slug: genreInfoSlug(
              genre.slug,
              genre.categories.map((c) => c.slug),
            ),
          }),
        }}
      >
        <CategoryGrid categories={genre.categories} />
      </Section>
      {priceRows.length ? (
        <Section
          title={t('genre>prices_title')}
          description={t('genre>prices_intro')}
          action={{ label: t('genre>all_prices'), href: href('priceIndex') }}
        >
          <PriceTable rows={priceRows} />
        </Section>
      ) : null}
      <section
        aria-labelledby="genre-pros"
        css={css`
          margin: ${theme.space[8]} 0;
        `}
      >
        <h2 id="genre-pros">{t('genre>pros_title', { name: genre.name })}</h2>
        <ProList page={pros} />
      </section>
      {guides.length ? (
        <Section title={t('genre>guides_title')} action={{ label: t('content>all_articles'), href: href('blogAll') }}>
          <ArticleGrid articles={guides} />
        </Section>
      ) : null}
    </HeroPage>
  );
}
