/** Deleting a deleted account's uploads, inside the privacy module's deletion transaction. */
import * as repo from './attachment-erasure.repository';

/** Deletes the user's uploads and answers every stored file name (originals and image variants) to remove. */
export const deleteAttachmentsOfDeletedUser = repo.deleteAttachments;
/** Every attachment link of a deleted row goes (the files themselves stay until the unreferenced-upload sweep). */
export const unlinkAttachmentsOf = repo.unlinkAllOf;
