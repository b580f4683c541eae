/** A page of pros (sorted by hires, SPEC §9) with crawlable pagination links that keep other query values. */
import { css } from '@emotion/react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProPage } from '@shared/schemas/pro-services.schema';
import { Pagination } from '@client/ui/pagination';
import { EmptyState } from '@client/ui/empty-state';
import { theme } from '@client/styles/theme';
import { ProCard } from './pro-card';

/** Builds the URL of another page of the current list (page 1 has no ?page). */
export function usePageHref(param = 'page') {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const q = new URLSearchParams(search);
    if (page <= 1) q.delete(param);
    else q.set(param, String(page));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
}

export function ProList({ page, emptyTitle, emptyBody }: { page: ProPage; emptyTitle?: string; emptyBody?: string }) {
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
          color: ${theme.color.textSecondary};
          font-size: ${theme.font.size.sm};
          margin-bottom: ${theme.space[3]};
        `}
      >
        {t('pros>showing', { from: first + 1, to: first + page.items.length, total: page.total })}
      </p>
      <ol
        css={css`
          list-style: none;
          margin: 0;
          padding: 0;
          display: grid;
          gap: ${theme.space[3]};
          ${theme.breakpoint.md} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
      >
        {page.items.map((p, i) => (
          <li key={p.quote_service_id}>
            <ProCard pro={p} rank={first + i + 1} />
          </li>
        ))}
      </ol>
      <Pagination
        page={page.page}
        totalPages={page.total_pages}
        hrefFor={pageHref}
        labels={{
          nav: t('pagination>nav'),
          previous: t('pagination>previous'),
          next: t('pagination>next'),
          page: (n) => t('pagination>page', { n }),
        }}
      />
    </div>
  );
}
