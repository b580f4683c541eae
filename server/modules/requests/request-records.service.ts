/** The requests module's answers to other modules that create or mark requests (quote_requests is written only here). */
import * as repo from './request-records.repository';

/** Creates the closed request of a booking (a booking skips matching: the booked pro is the only one); returns its id. */
export const addClosedBookingRequest = repo.insertClosedBooking;
/** A deleted account's open requests close (no longer needed) and all their request photos are removed. */
export const closeRequestsOfDeletedUser = repo.closeAllOfUser;
