/**
 * The consumer's review of a hired pro (change_status/reviews, SPEC §3 feedback, §4): only the consumer who hired,
 * after completion, once per bid. Runs as a bid action; the reviews module stores the review and recomputes the
 * service's rating in the same transaction.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { BidView, ReviewInput } from '@shared/schemas/bids.schema';
import type { FullDeps } from '../../lib/adapters';
import { conflict } from '../../lib/errors';
import { forget } from '../../lib/memo-cache';
import { linkAttachments, resolveOwnAttachments } from '../attachments/attachments.service';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { addHireReview, isBidReviewed } from '../reviews/reviews.service';
import { bidNames, runBidAction } from './bids.service';

/** Stores the hiring consumer's review of a completed bid and updates the pro's rating and review count. */
export async function reviewBid(deps: FullDeps, userId: number, bidId: number, input: ReviewInput): Promise<BidView> {
  return runBidAction(deps, userId, 'reviews', bidId, async ({ tx, bid }) => {
    if (!bid.hired_on && bid.quote_status_id !== 4 && bid.quote_status_id !== 5)
      throw conflict(ERROR_CODES.ILLEGAL_TRANSITION, 'illegal_transition', { action: 'reviews' });
    if (await isBidReviewed(tx, bidId)) throw conflict('already_reviewed', 'already_reviewed');
    const photos = await resolveOwnAttachments(tx, userId, input.photos, 'photos');
    const reviewId = await addHireReview(tx, {
      serviceId: bid.quote_service_id,
      bidId,
      userId,
      categoryId: bid.quote_category_id,
      input,
      photos,
    });
    await linkAttachments(tx, input.photos, 'review', reviewId);
    await recordActivity(tx, { type: 'review', userId, requestId: bid.quote_request_id, bidId, meta: { score: input.score } });
    await notify(deps, tx, {
      userId: bid.pro_id,
      type: 'reviewed',
      requestId: bid.quote_request_id,
      bidId,
      params: { ...bidNames(bid), score: input.score },
    });
    // The pro's rating and review list are public, cached data: show the new review right away.
    tx.afterCommit(() => forget(deps.db, 'reviews:', 'pros:', 'catalog:'));
  });
}
