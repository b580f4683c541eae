/** Deleting a deleted account's avatar, inside the privacy module's deletion transaction. */
import * as repo from './avatar-erasure.repository';

/** Deletes the avatar row and answers its stored file names. */
export const deleteAvatarOfDeletedUser = repo.deleteAvatar;
