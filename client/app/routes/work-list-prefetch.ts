/**
 * Data of the work-list pages beside leads and works (SPEC §2): the review list, the pro's case page and the preview
 * guide. Loaded with the first of them, not with every dashboard page's loaders.
 */
import { sessionQuery } from '@client/features/accounts/api/accounts.queries';
import { requestCaseQuery } from '@client/features/bids/api/bids.queries';
import { consumerReviewReads, proReviewReads } from '@client/pages/dashboard/review-list.reads';
import { isSlug, previewGuideReads, previewSlugOf } from '@client/pages/dashboard/preview-guide.reads';
import type { LoaderContext } from '../route-types';
import { idOf, notFound, rethrow404 } from './route-helpers';

const extra = (p: Promise<unknown>) => p.catch(() => undefined);

/** dashboard/reviews: the current role's tab. */
export async function prefetchReviewList(ctx: LoaderContext): Promise<unknown> {
  const me = await ctx.queryClient.ensureQueryData(sessionQuery(ctx.data));
  return extra((me?.role === 'pro' ? proReviewReads : consumerReviewReads).prefetch(ctx));
}

/** dashboard/requests/case/{requestId}: a malformed id, or a request the pro has no bid on, is a 404. */
export function prefetchRequestCase(ctx: LoaderContext): Promise<unknown> {
  const id = idOf(ctx.params.requestId);
  return rethrow404(ctx.queryClient.ensureQueryData(requestCaseQuery(ctx.data, id)));
}

/** dashboard/preview-guide[?category={slug}]: an unknown category is a 404; the price guide may be missing. */
export function prefetchPreviewGuide(ctx: LoaderContext): Promise<unknown> {
  const slug = previewSlugOf(ctx.url.searchParams);
  if (slug !== null && !isSlug(slug)) throw notFound();
  return rethrow404(previewGuideReads.prefetch(ctx));
}
