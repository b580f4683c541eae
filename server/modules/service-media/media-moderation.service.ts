/** Hiding and restoring service photos for the moderation module (which audits and notifies). */
import * as repo from './media-moderation.repository';

export type { ModeratedPhotoRow } from './media-moderation.repository';

export const findPhotoForModeration = repo.find;
export const hidePhotoRow = repo.hide;
export const restorePhotoRow = repo.restore;
