/** Anonymising a deleted account's page views, inside the privacy module's deletion transaction. */
import * as repo from './page-view-erasure.repository';

/** Page views stay counted, without the user or device. */
export const anonymisePageViewsOfDeletedUser = repo.anonymisePageViews;
