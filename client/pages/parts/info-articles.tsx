/** The articles about an info page's services, with the way to all articles; nothing when there are none. */
import { useTranslation } from 'react-i18next';
import type { ContentSummary } from '@shared/schemas/content.schema';
import { Section } from '@client/ui/section';
import { useHref } from '@client/lib/paths';
import { ArticleGrid } from '@client/features/content/components/article-card';

export function InfoArticles({ articles }: { articles: ContentSummary[] }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  if (!articles.length) return null;
  return (
    <Section title={t('info>articles_title')} action={{ label: t('content>all_articles'), href: href('blogAll') }}>
      <ArticleGrid articles={articles} />
    </Section>
  );
}
