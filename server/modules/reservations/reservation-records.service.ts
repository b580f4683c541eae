/** The reservations module's answers to the Google booking module and the shop (reservations is written only here). */
import type { Queryable } from '../../lib/db';
import * as records from './reservation-records.repository';
import { insert, markCancelled } from './reservations.repository';

/** Serializes the calendar writes of one service for the rest of the transaction: call it first. */
export const lockCalendar = records.lockCalendar;
/** Creates the reservation of a Google booking event, in the caller's transaction; returns its id. */
export const addEventReservation = records.insertForEvent;
/** Moves the reservation of a Google booking event with it. */
export const moveEventReservation = records.moveOfEvent;
/** Cancels a reservation, by the consumer or the pro. */
export const cancelReservation = markCancelled;
/**
 * Creates the slot of a shop order (docs/decisions/0038: a third origin beside a hired bid and a Google booking event),
 * in the order's transaction (after lockCalendar); returns its id.
 */
export const addShopReservation = (
  q: Queryable,
  r: { shopOrderId: number; serviceId: number; consumerId: number; begin: string; end: string; note: string },
): Promise<number> => insert(q, r);
/** Frees the slot of a shop order that went void or was cancelled. */
export const cancelShopReservation = records.cancelOfShopOrder;

/** Whether a write failed because another live booking of the service overlaps (reservations_no_overlap). */
export const isSlotTaken = (err: unknown): boolean => (err as { code?: string } | null)?.code === '23P01';
