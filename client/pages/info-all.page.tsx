/** info/all: cost guides and hiring tips (CMS pages), newest first. */
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { useContentList } from '@client/features/content/api/content.queries';
import { ArticleGrid } from '@client/features/content/components/article-card';

export default function InfoAllPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: all } = useContentList();
  const guides = all.filter((a) => a.kind === 'info');
  const posts = all.filter((a) => a.kind === 'blog');
  const features = all.filter((a) => a.kind === 'feature');
  return (
    <>
      <PageHero
        crumbs={[{ label: t('breadcrumb>home'), href: href('home') }, { label: t('breadcrumb>guides') }]}
        title={t('content>all_title')}
        intro={t('content>all_intro')}
      />
      <Container>
        {guides.length ? (
          <Section title={t('content>guides_title')}>
            <ArticleGrid articles={guides} />
          </Section>
        ) : null}
        {posts.length ? (
          <Section title={t('content>blog_title')}>
            <ArticleGrid articles={posts} />
          </Section>
        ) : null}
        {features.length ? (
          <Section title={t('content>features_title')} action={{ label: t('content>all_features'), href: href('featureAll') }}>
            <ArticleGrid articles={features} />
          </Section>
        ) : null}
      </Container>
    </>
  );
}
