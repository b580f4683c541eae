/** Anonymising a deleted account's referral, inside the privacy module's deletion transaction. */
import * as repo from './referral-erasure.repository';

/** The referral that brought this user in keeps its outcome, not the device and address it came from. */
export const anonymiseReferralOfDeletedUser = repo.anonymiseReferral;
