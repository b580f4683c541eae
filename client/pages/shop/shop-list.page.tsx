/** shop: fixed-price services from pros, with search, filters, orders and pages (docs/decisions/0038). */
import { css } from '@emotion/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogSort } from '@shared/domain/shop-catalog';
import type { Language } from '@shared/i18n/i18n-config';
import { EmptyState } from '@client/ui/empty-state';
import { Icon } from '@client/ui/icon';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { ServerIsland } from '@client/ui/server-island';
import { theme } from '@client/styles/theme';
import { bareList, gridColumns, iconBulletList, secondarySmall } from '@client/styles/layout';
import { usePageHref } from '@client/lib/page-href';
import { useHref } from '@client/lib/paths';
import { CatalogCard } from '@client/features/shop/components/catalog-card';
import { CatalogFilters, CatalogSorts } from '@client/features/shop/components/catalog-filters';
import { HeroPage } from '../parts/hero-page';
import { catalogQueryOf, isFiltered, shopListReads } from './shop-list.reads';

export default function ShopListPage() {
  const { t, i18n } = useTranslation('shop');
  const href = useHref();
  const pageHref = usePageHref();
  const [search] = useSearchParams();
  const reads = shopListReads.use();
  const { data: page } = useSuspenseQuery(reads.catalog);
  const { data: districts } = useSuspenseQuery(reads.districts);
  const query = catalogQueryOf(i18n.language as Language, search);
  const first = (page.page - 1) * page.page_size;
  const sortHref = (sort: CatalogSort) => {
    const q = new URLSearchParams(search);
    q.delete('page');
    if (sort === 'relevance') q.delete('sort');
    else q.set('sort', sort);
    const rest = q.toString();
    return `${href('shopList')}${rest ? `?${rest}` : ''}`;
  };
  return (
    <HeroPage
      trail={[{ label: t('public>list>crumb') }]}
      title={t('public>list>title')}
      intro={t('public>list>intro')}
      facts={
        <>
          {(['fixed', 'protected', 'after'] as const).map((k) => (
            <span key={k}>
              <Icon name={k === 'fixed' ? 'tag' : k === 'protected' ? 'shield' : 'check-circle'} size={16} />
              {t(`public>list>fact_${k}`)}
            </span>
          ))}
        </>
      }
    >
      <div css={filtersSpace}>
        <CatalogFilters
          action={href('shopList')}
          query={query}
          categories={page.categories}
          districts={districts}
          filtered={isFiltered(query)}
        />
      </div>
      <section aria-labelledby="shop-results" css={listSpace}>
        <h2 id="shop-results" css={headingStyles}>
          {query.q ? t('public>list>results_for', { q: query.q }) : t('public>list>results')}
        </h2>
        <div css={sortStyles}>
          <CatalogSorts current={query.sort ?? 'relevance'} hrefFor={sortHref} />
        </div>
        <ServerIsland id="shop-items" dependsOn={[reads.catalog.queryKey]}>
          {page.total === 0 ? (
            <EmptyState title={t('public>list>empty_title')} body={t('public>list>empty_body')} />
          ) : (
            <>
              <p css={[secondarySmall, countStyles]}>
                {t('public>list>showing', { from: first + 1, to: first + page.items.length, total: page.total })}
              </p>
              <ul css={[bareList, gridColumns(4, 2, 4)]}>
                {page.items.map((item, i) => (
                  <li key={item.id}>
                    <CatalogCard item={item} eager={i < 4} />
                  </li>
                ))}
              </ul>
              <Pagination page={page.page} totalPages={page.total_pages} hrefFor={pageHref} labels={paginationLabels(t)} />
            </>
          )}
        </ServerIsland>
      </section>
      <section aria-labelledby="shop-how" css={howStyles}>
        <h2 id="shop-how" css={headingStyles}>
          {t('public>how>title')}
        </h2>
        <ol css={iconBulletList(3, '2px')}>
          {(['pick', 'pay', 'done'] as const).map((k) => (
            <li key={k}>
              <Icon name={k === 'pick' ? 'list-checks' : k === 'pay' ? 'lock' : 'thumbs-up'} size={20} />
              <span>
                <strong>{t(`public>how>${k}_title`)}</strong> {t(`public>how>${k}_body`)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </HeroPage>
  );
}

const filtersSpace = css`
  margin-top: -${theme.space[6]};
`;
const listSpace = css`
  margin: ${theme.space[8]} 0;
`;
const headingStyles = css`
  font-size: ${theme.font.size.xl};
  margin: 0 0 ${theme.space[3]};
`;
const sortStyles = css`
  margin-bottom: ${theme.space[3]};
`;
const countStyles = css`
  margin: 0 0 ${theme.space[3]};
`;
const howStyles = css`
  margin: ${theme.space[8]} 0 ${theme.space[12]};
  max-width: 760px;
`;
