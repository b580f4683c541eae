/** Removing a deleted account's certificates, inside the privacy module's deletion transaction. */
import * as repo from './certificate-erasure.repository';

/** The certificates of the user's services go. */
export const deleteCertificatesOfDeletedUser = repo.deleteOfUser;
