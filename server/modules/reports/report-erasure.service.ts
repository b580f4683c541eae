/** Removing a deleted account's report files, inside the privacy module's deletion transaction. */
import * as repo from './report-erasure.repository';

/** Reports stay; files the user attached to them are removed. */
export const clearReportAttachmentsOfDeletedUser = repo.clearAttachmentsOfReporter;
