/** feature/all: seasonal and themed collections of services. */
import { useTranslation } from 'react-i18next';
import { Section } from '@client/ui/section';
import { EmptyState } from '@client/ui/empty-state';
import { useContentList } from '@client/features/content/api/content.queries';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';

export default function FeatureAllPage() {
  const { t } = useTranslation('catalog');
  const { data: features } = useContentList({ kind: 'feature' });
  return (
    <HeroPage trail={[{ label: t('breadcrumb>features') }]} title={t('content>features_title')} intro={t('content>features_intro')}>
      <Section title={t('content>features_list')}>
        {features.length ? (
          <ArticleGrid articles={features} />
        ) : (
          <EmptyState title={t('content>features_empty')} body={t('content>features_empty_body')} />
        )}
      </Section>
    </HeroPage>
  );
}
