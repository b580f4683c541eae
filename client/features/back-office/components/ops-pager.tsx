/**
 * The pager under a console list: shown only when the list has more than one page, each page a link (the page
 * number is in the URL, so a page renders on the server and can be shared).
 */
import { Pagination } from '@client/ui/pagination';
import { usePaginationLabels } from '@client/lib/use-pagination-labels';

export function OpsPager({
  list,
  hrefFor,
}: {
  /** The list's page as the API returns it (undefined while it loads). */
  list: { page: number; total_pages: number } | undefined;
  hrefFor: (page: number) => string;
}) {
  const labels = usePaginationLabels();
  return list && list.total_pages > 1 ? (
    <Pagination page={list.page} totalPages={list.total_pages} hrefFor={hrefFor} labels={labels} />
  ) : null;
}
