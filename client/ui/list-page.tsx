/**
 * The body of a paged list page: filters above, then a skeleton while the page loads, the list and its pager when
 * the page has items, or the empty state. The filters and the pager are links, so the page renders on the server.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Pagination, type PaginationLabels } from './pagination';
import { theme } from '../styles/theme';
import { stack } from '../styles/layout';

/** What a paged list endpoint answers (the items of one page and how many pages there are). */
export interface PagedData<T = unknown> {
  items: T[];
  page: number;
  total_pages: number;
  total?: number;
}

export interface ListPageProps<D extends PagedData> {
  /** Filter chips above the list (one or more rows). */
  filters?: ReactNode;
  /** Something between the filters and the list (a search form). */
  toolbar?: ReactNode;
  pending: boolean;
  data: D | undefined;
  skeleton: ReactNode;
  /** Shown when the page has no items. */
  empty: ReactNode;
  /** A line above the list (how many there are). */
  summary?: (data: D) => ReactNode;
  /** The list of the page's items. */
  children: (data: D) => ReactNode;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
  /**
   * 'column' (default): the page column's gap spaces the blocks. 'flow': the blocks carry their own margins
   * (the filters space[4] above what follows, the pager space[6] below the list).
   */
  spacing?: 'column' | 'flow';
}

export function ListPage<D extends PagedData>({
  filters,
  toolbar,
  pending,
  data,
  skeleton,
  empty,
  summary,
  children,
  hrefFor,
  labels,
  spacing = 'column',
}: ListPageProps<D>) {
  const flow = spacing === 'flow';
  const pager =
    data && data.total_pages > 1 ? <Pagination page={data.page} totalPages={data.total_pages} hrefFor={hrefFor} labels={labels} /> : null;
  return (
    <>
      {filters ? <div css={[stack(2), flow && filtersFlowStyles]}>{filters}</div> : null}
      {toolbar}
      {pending ? (
        skeleton
      ) : data && data.items.length ? (
        <>
          {summary ? <p css={summaryStyles}>{summary(data)}</p> : null}
          {children(data)}
          {pager && flow ? <div css={pagerFlowStyles}>{pager}</div> : pager}
        </>
      ) : (
        empty
      )}
    </>
  );
}

/** The URL `path` with the given query values in order (null, undefined, false and '' left out; no "?" when none is left). */
export function withQuery(path: string, params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === false || value === '') continue;
    q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

const filtersFlowStyles = css`
  margin-bottom: ${theme.space[4]};
`;

const summaryStyles = css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const pagerFlowStyles = css`
  margin-top: ${theme.space[6]};
`;
