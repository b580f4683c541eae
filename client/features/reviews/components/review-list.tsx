/** Reviews in a grid; with a page object, 20 a page with crawlable pagination (SPEC §9 service feedbacks). */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReviewItem, ReviewPage } from '@shared/schemas/reviews.schema';
import { Pagination, paginationLabels } from '@client/ui/pagination';
import { bareList, columnsFrom } from '@client/styles/layout';
import { ReviewCard } from './review-card';

/** Extra content under one review (e.g. its photos, composed by the page). */
export type ReviewExtra = (review: ReviewItem) => ReactNode;

export function ReviewGrid({
  reviews,
  showService = false,
  renderExtra,
}: {
  reviews: ReviewItem[];
  showService?: boolean;
  renderExtra?: ReviewExtra;
}) {
  return (
    <ul css={[bareList, columnsFrom(3, 2)]}>
      {reviews.map((r) => (
        <li key={r.id}>
          <ReviewCard review={r} showService={showService} extra={renderExtra?.(r)} />
        </li>
      ))}
    </ul>
  );
}

export function PagedReviews({ page, anchor = 'reviews', renderExtra }: { page: ReviewPage; anchor?: string; renderExtra?: ReviewExtra }) {
  const { t } = useTranslation('catalog');
  const { pathname, search } = useLocation();
  const hrefFor = (n: number) => {
    const q = new URLSearchParams(search);
    if (n <= 1) q.delete('page');
    else q.set('page', String(n));
    const s = q.toString();
    return `${pathname}${s ? `?${s}` : ''}#${anchor}`;
  };
  return (
    <div>
      <ReviewGrid reviews={page.items} renderExtra={renderExtra} />
      <Pagination page={page.page} totalPages={page.total_pages} hrefFor={hrefFor} labels={paginationLabels(t, 'reviews_nav')} />
    </div>
  );
}
