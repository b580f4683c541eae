/** Hiding and restoring reviews for the moderation module (which audits and notifies). */
import * as repo from './review-moderation.repository';

export type { ModeratedReviewRow } from './review-moderation.repository';

export const hideReviewRow = repo.hide;
export const restoreReviewRow = repo.restore;
export const reviewState = repo.stateOf;
