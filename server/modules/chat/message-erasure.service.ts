/** Removing a deleted account's chat files, inside the privacy module's deletion transaction. */
import * as repo from './message-erasure.repository';

/** Messages stay in the other party's conversation; files sent with them are removed. */
export const clearMessageAttachmentsOfDeletedUser = repo.clearAttachmentsOfSender;
