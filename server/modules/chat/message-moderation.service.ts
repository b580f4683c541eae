/** Hiding and restoring chat messages for the moderation module (which audits and notifies). */
import * as repo from './message-moderation.repository';

export type { ModeratedMessageRow } from './message-moderation.repository';

export const findMessageForModeration = repo.find;
export const hideMessageRow = repo.hide;
export const restoreMessageRow = repo.restore;
