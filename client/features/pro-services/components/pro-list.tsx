/** A page of pros (sorted by hires, SPEC §9) with crawlable pagination links that keep other query values. */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { ProPage } from '@shared/schemas/pro-services.schema';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { usePageHref } from '@client/lib/page-href';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { bareList, columnsFrom, secondarySmall } from '@client/styles/layout';
import { ProCard } from './pro-card';

/**
 * `scopeName`: the category whose jobs the cards' ratings and hires count (a category-filtered list ranks by that
 * category's jobs); said under the count so a card never looks like it contradicts the profile.
 */
export function ProList({
  page,
  emptyTitle,
  emptyBody,
  scopeName,
  headingLevel = 3,
  eagerCount = 0,
}: {
  page: ProPage;
  emptyTitle?: string;
  emptyBody?: string;
  scopeName?: string;
  /** The cards' heading level: 2 when the list is the page's main content (no h2 above it), 3 under a section. */
  headingLevel?: 2 | 3;
  /** How many cards at the top are above the fold (their logos load at once, the rest lazily). */
  eagerCount?: number;
}) {
  const { t } = useTranslation('catalog');
  const pageHref = usePageHref();
  if (page.total === 0) {
    return <EmptyState title={emptyTitle ?? t('pros>empty_title')} body={emptyBody ?? t('pros>empty_body')} />;
  }
  const first = (page.page - 1) * page.page_size;
  return (
    <div>
      <p
        css={css`
          ${secondarySmall};
          margin-bottom: ${theme.space[3]};
        `}
      >
        {t('pros>showing', { from: first + 1, to: first + page.items.length, total: page.total })}
        {scopeName ? ` · ${t('pros>scoped_note', { name: scopeName })}` : null}
      </p>
      <ol css={[bareList, columnsFrom(3, 2)]}>
        {page.items.map((p, i) => (
          <li key={p.quote_service_id}>
            <ProCard pro={p} rank={first + i + 1} headingLevel={headingLevel} eager={i < eagerCount} />
          </li>
        ))}
      </ol>
      <Pagination page={page.page} totalPages={page.total_pages} hrefFor={pageHref} labels={paginationLabels(t)} />
    </div>
  );
}
