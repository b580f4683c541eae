/** Anonymising a deleted account's reviews, inside the privacy module's deletion transaction. */
import * as repo from './review-erasure.repository';

/** Reviews stay with the author shown as `name`; their photos and device go. */
export const anonymiseReviewsOfDeletedUser = repo.anonymiseReviews;
