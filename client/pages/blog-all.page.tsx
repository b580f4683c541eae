/** blog: cost guides and hiring tips (CMS articles), newest first, 12 a page; links to the "before you hire" pages. */
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom } from '@shared/domain/catalog';
import { Section } from '@client/ui/section';
import { EmptyState } from '@client/ui/empty-state';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { useHref } from '@client/lib/paths';
import { useBlog } from '@client/features/content/api/content.queries';
import { ArticleGrid } from '@client/features/content/components/article-card';
import { HeroPage } from './parts/hero-page';

export default function BlogAllPage() {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const [search] = useSearchParams();
  const { data: blog } = useBlog(pageFrom(search));
  const pageHref = (n: number) => (n <= 1 ? href('blogAll') : `${href('blogAll')}?page=${n}`);
  return (
    <HeroPage trail={[{ label: t('breadcrumb>blog') }]} title={t('content>all_title')} intro={t('content>all_intro')}>
      <Section
        title={blog.page > 1 ? t('content>list_title_page', { page: blog.page }) : t('content>list_title')}
        action={{ label: t('content>info_link'), href: href('infoAll') }}
      >
        {blog.items.length ? (
          <ArticleGrid articles={blog.items} />
        ) : (
          <EmptyState title={t('content>blog_empty')} body={t('content>blog_empty_body')} />
        )}
      </Section>
      <Pagination page={blog.page} totalPages={blog.total_pages} hrefFor={pageHref} labels={paginationLabels(t, 'blog_nav')} />
      <Section title={t('content>features_title')} action={{ label: t('content>all_features'), href: href('featureAll') }}>
        <p>{t('content>features_intro')}</p>
      </Section>
    </HeroPage>
  );
}
