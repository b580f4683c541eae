/** The HTTP edge of reviews (shared/api/reviews.contract.ts). */
import { reviewsContract } from '@shared/api/reviews.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as reviews from './reviews.service';
import { listMyReviews, listReceivedReviews } from './review-lists.service';

export function reviewsRoutes({ db }: AppDeps): Implementation[] {
  return implement(reviewsContract, {
    serviceReviews: ({ params, query }) => reviews.listServiceReviews(db, { ...query, id: params.id }),
    recent: ({ query }) => reviews.listRecentReviews(db, query),
    link: ({ params, query }) => reviews.getReviewLink(db, { ...params, lng: query.lng }),
    submitByLink: ({ params, body, req }) => reviews.submitLinkReview(db, { ...params, lng: req.lng, deviceId: req.deviceId }, body),
    mine: ({ user, query }) => listMyReviews(db, user.id, query),
    received: ({ user, query }) => listReceivedReviews(db, user.id, query),
  });
}
