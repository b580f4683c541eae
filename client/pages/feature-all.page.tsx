/** feature/all: seasonal and themed collections of services. */
import { useTranslation } from 'react-i18next';
import { Container } from '@client/ui/card';
import { Section } from '@client/ui/section';
import { EmptyState } from '@client/ui/empty-state';
import { useHref } from '@client/lib/paths';
import { PageHero } from '@client/features/catalog/components/page-hero';
import { useContentList } from '@client/features/content/api/content.queries';
import { ArticleGrid } from '@client/features/content/components/article-card';

export default function FeatureAllPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const { data: features } = useContentList({ kind: 'feature' });
  return (
    <>
      <PageHero
        crumbs={[{ label: t('breadcrumb>home'), href: href('home') }, { label: t('breadcrumb>features') }]}
        title={t('content>features_title')}
        intro={t('content>features_intro')}
      />
      <Container>
        <Section title={t('content>features_list')}>
          {features.length ? (
            <ArticleGrid articles={features} />
          ) : (
            <EmptyState title={t('content>features_empty')} body={t('content>features_empty_body')} />
          )}
        </Section>
      </Container>
    </>
  );
}
