/** Erasing a deleted account's user row, inside the privacy module's deletion transaction. */
import * as repo from './account-erasure.repository';

/** Clears every personal field of the user row; the password can no longer match anything. */
export const anonymiseDeletedUser = repo.anonymiseUser;
/** Clears the optional personal columns of the user row, where present. */
export const clearOptionalUserColumns = repo.clearOptionalUserColumns;
