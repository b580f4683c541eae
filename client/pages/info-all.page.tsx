/** info/all: the "before you hire" pages by genre, each category with its licensing line; articles are on blog. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { InfoCategoryList } from '@client/features/catalog/components/info-category-list';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';
import { infoAllReads } from './info.reads';

export default function InfoAllPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const reads = infoAllReads.use();
  const { data: genres } = useSuspenseQuery(reads.genres);
  const { data: blog } = useSuspenseQuery(reads.blog);
  return (
    <HeroPage trail={[{ label: t('breadcrumb>before_you_hire') }]} title={t('info>all_title')} intro={t('info>all_intro')}>
      {genres.map((g) => (
        <Section
          key={g.slug}
          title={g.name}
          description={g.summary}
          action={{ label: t('info>overview'), href: href('info', { slug: g.info_slug }) }}
        >
          <InfoCategoryList categories={g.categories} />
        </Section>
      ))}
      {blog.items.length ? (
        <Section
          title={t('info>blog_title')}
          description={t('info>blog_intro')}
          action={{ label: t('content>all_articles'), href: href('blogAll') }}
        >
          <ArticleGrid articles={blog.items.slice(0, 3)} />
        </Section>
      ) : null}
    </HeroPage>
  );
}
