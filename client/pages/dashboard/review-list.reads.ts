/**
 * What dashboard/reviews reads, declared once for the route's prefetch and the page. The consumer's tabs (?tab=waiting,
 * the default, or posted) and the pro's (?tab=all, the default, or unreplied), each with ?page=.
 */
import { toReviewQuery } from '@client/features/bids/api/bids.queries';
import { myReviewsQuery, receivedReviewsQuery } from '@client/features/reviews/api/reviews.queries';
import { pageReads } from '@client/lib/page-reads';
import { pageOf } from './list.reads';

export type ConsumerReviewTab = 'waiting' | 'posted';
export type ProReviewTab = 'all' | 'unreplied';

export const consumerReviewViewOf = (search: URLSearchParams) => ({
  tab: (search.get('tab') === 'posted' ? 'posted' : 'waiting') as ConsumerReviewTab,
  page: pageOf(search.get('page')),
});

export const proReviewViewOf = (search: URLSearchParams) => ({
  tab: (search.get('tab') === 'unreplied' ? 'unreplied' : 'all') as ProReviewTab,
  page: pageOf(search.get('page')),
});

export const consumerReviewReads = pageReads(({ data, lng, search }) => {
  const { tab, page } = consumerReviewViewOf(new URLSearchParams(search));
  return {
    waiting: tab === 'waiting' ? toReviewQuery(data, page) : undefined,
    posted: tab === 'posted' ? myReviewsQuery(data, lng, page) : undefined,
  };
});

export const proReviewReads = pageReads(({ data, lng, search }) => {
  const { tab, page } = proReviewViewOf(new URLSearchParams(search));
  return { received: receivedReviewsQuery(data, lng, page, tab === 'unreplied') };
});
