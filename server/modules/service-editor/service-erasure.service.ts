/** Taking a deleted account's services down, inside the privacy module's deletion transaction. */
import * as repo from './service-erasure.repository';

/** Unpublishes and archives the user's services, clears their contact details, stops auto-quotes. */
export const unpublishServicesOfDeletedUser = repo.unpublishServices;
