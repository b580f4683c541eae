/** The reservations module's answers to the Google booking module (reservations is written only here). */
import * as records from './reservation-records.repository';
import { markCancelled } from './reservations.repository';

/** Serializes the calendar writes of one service for the rest of the transaction: call it first. */
export const lockCalendar = records.lockCalendar;
/** Creates the reservation of a Google booking event, in the caller's transaction; returns its id. */
export const addEventReservation = records.insertForEvent;
/** Moves the reservation of a Google booking event with it. */
export const moveEventReservation = records.moveOfEvent;
/** Cancels a reservation, by the consumer or the pro. */
export const cancelReservation = markCancelled;
