/**
 * The bid module's answers to other modules that create or mark bids (quote_bids is written only here and in the
 * bid module's own files): matched, opted-in and narrowed bids, closing and reopening a request's bids, fee and
 * discount marks, and the one count of the places a request's bids take.
 */
import { BID_ACTIONS } from '@shared/domain/bid-lifecycle';
import type { Queryable } from '../../lib/db';
import * as repo from './bid-records.repository';
import { setSendError } from './bids.repository';

/** SQL for the places a request's bids take (all but NotInterested 6), given the SQL of the request id, for list queries. */
export const placesTakenSql = repo.placesTakenSql;

/** Places taken on the request and whether someone is hired (read it under the request lock to decide on a new bid). */
export const placesOf = repo.placesOf;

/** How many places of the request its bids take. */
export async function placesTaken(q: Queryable, requestId: number): Promise<number> {
  return (await repo.placesOf(q, requestId)).taken;
}

/** Creates Send bids for newly matched pros; pros already on the request are skipped. */
export const addMatchedBids = repo.insertMatched;
/** Creates the bid of a pro who opted in from the job center (with the request's lead discount); undefined if it exists. */
export const addOptInBid = repo.insertOptIn;
/** Creates the waiting narrowed bid of a direct request's chosen pro; undefined when the pro already has the request. */
export const addNarrowBid = repo.insertNarrow;
/** Declines by time the narrowed bids unanswered for `hours` (a batch, locked rows skipped); returns them. */
export const expireWaitingNarrowBids = repo.expireWaitingNarrow;
/** The request closed: its open bids are archived; returns the pros to tell. */
export const archiveOpenBids = repo.archiveOpen;
/** The request reopened: its archived bids return to InProgress when quoted, else Send. */
export const restoreArchivedBids = repo.restoreArchived;
/** A chat message on the bid: its last change is now. */
export const touchBid = repo.touch;
/** Keeps the bid in Send and records why sending failed and what the pro can do (SPEC §4). */
export const recordSendError = setSendError;
/** Clears the auto-quote budget error of a bid. */
export const clearBudgetError = repo.clearBudgetError;
/** The bid's quote fee went back to the pro. */
export const markFeeRefunded = repo.markFeeRefunded;
/** The requests' open, unquoted bids get at least `percent` off their fee; returns how many changed. */
export const raiseUnquotedDiscount = repo.raiseUnquotedDiscount;

/** The one bid of a booking's closed request, for the booked service (Send until the booking hires it). */
export const addBookingBid = repo.insertBooked;

/**
 * The booking's bid is born hired at the booked day and time, quoted and read now, with the fee charged: it lands where
 * the lifecycle's `hired` action leads (Hired). The consumer's `hired` action itself does not apply, as it needs a quote
 * and an open request, both of which a booking skips.
 */
export async function hireBookedBid(tx: Queryable, bidId: number, v: { day: string; time: string; feeCharged: number; note: string }) {
  await repo.markBookedHired(tx, bidId, { status: BID_ACTIONS.hired.to, ...v });
}

/** A cancelled booking's bid leaves Hired as the lifecycle's `undo_hire` does (to InProgress, no hire date). */
export async function undoBookedHire(tx: Queryable, bidId: number): Promise<void> {
  await repo.unhire(tx, bidId, { from: BID_ACTIONS.undo_hire.from, to: BID_ACTIONS.undo_hire.to });
}

/** A rescheduled booking moves the bid's hire date and time. */
export const moveBookedHire = repo.moveHire;

/** A deleted consumer's open bids are archived, as closing their requests does; returns the pros to tell. */
export const archiveOpenBidsOfConsumer = repo.archiveOpenOfConsumer;
/** A deleted pro's open bids are withdrawn (unanswered leads passed, unhired quotes archived) and lose their files. */
export const withdrawBidsOfPro = repo.withdrawOfPro;
