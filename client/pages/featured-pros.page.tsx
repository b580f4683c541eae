/** featured-pros: the best-rated pros; exists only when at least 50 qualify (SPEC §6). */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageFrom, FEATURED_MIN_RATING, FEATURED_MIN_REVIEWS } from '@shared/domain/catalog';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { theme } from '@client/styles/theme';
import { ProCard } from '@client/features/pro-services/components/pro-card';
import { usePageHref } from '@client/lib/page-href';
import { HeroPage } from './parts/hero-page';
import { featuredReads } from './featured-pros.reads';

export default function FeaturedProsPage() {
  const { t } = useTranslation('catalog');
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const { data } = useSuspenseQuery(featuredReads.use().featured);
  const pageHref = usePageHref();
  return (
    <HeroPage
      trail={[{ label: t('breadcrumb>featured') }]}
      title={t('featured>title')}
      intro={t('featured>intro', { count: data.qualifying_count, rating: FEATURED_MIN_RATING, reviews: FEATURED_MIN_REVIEWS })}
    >
      <ol
        css={css`
          list-style: none;
          margin: ${theme.space[6]} 0 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[3]};
          ${theme.breakpoint.md} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
      >
        {data.items.map((p, i) => (
          <li key={p.quote_service_id}>
            <ProCard pro={p} rank={(page - 1) * 20 + i + 1} headingLevel={2} eager={i < 2} />
          </li>
        ))}
      </ol>
      <Pagination page={data.page} totalPages={data.total_pages} hrefFor={pageHref} labels={paginationLabels(t)} />
    </HeroPage>
  );
}
