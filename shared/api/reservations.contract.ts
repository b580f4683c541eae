/**
 * Direct booking and appointments (SPEC §2 service/{serviceId}/reserve, appointment,
 * appointment/{appointmentId}; SPEC §7 "service reserves", paths not shown there).
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams } from '../schemas/common.schema';
import {
  appointmentListQuerySchema,
  appointmentQuerySchema,
  appointmentSchema,
  reserveInputSchema,
  reserveSlotsQuerySchema,
  reserveSlotsSchema,
  rescheduleInputSchema,
} from '../schemas/reservations.schema';

/**
 * A booking, a cancellation or a new time: the appointment lists (the answer, the appointment itself, is written in
 * place of its cached copy) and the service's free times.
 */
const APPOINTMENT_CHANGE = ['/reservations', '/services/{id}/reserve_slots'] as const;

export const reservationsContract = {
  slots: endpoint({
    method: 'GET',
    path: '/services/{id}/reserve_slots',
    access: 'visitor',
    rate: 'read',
    summary: 'Bookable slots of a service for the next 14 days (business hours minus pauses and bookings, Hong Kong time)',
    params: idParams,
    query: reserveSlotsQuerySchema,
    response: reserveSlotsSchema,
  }),
  reserve: endpoint({
    method: 'POST',
    path: '/services/{id}/reserve',
    access: 'consumer',
    rate: 'write',
    summary: 'Book a slot: a closed quote request, a hired bid and a reservation in one transaction (409 when taken)',
    params: idParams,
    body: reserveInputSchema,
    response: appointmentSchema,
    invalidates: APPOINTMENT_CHANGE,
  }),
  list: endpoint({
    method: 'GET',
    path: '/reservations',
    access: 'user',
    rate: 'read',
    summary: 'The caller’s appointments on both sides (as consumer and as pro), upcoming or past',
    query: appointmentListQuerySchema,
    response: z.array(appointmentSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/reservations/{id}',
    access: 'user',
    rate: 'read',
    summary: 'One appointment of the caller (someone else’s is 404)',
    params: idParams,
    query: appointmentQuerySchema,
    response: appointmentSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/reservations/cancel/{id}',
    access: 'user',
    rate: 'write',
    summary: 'Cancel an appointment (either side, until 24 hours before it starts)',
    params: idParams,
    response: appointmentSchema,
    invalidates: APPOINTMENT_CHANGE,
  }),
  seen: endpoint({
    method: 'POST',
    path: '/reservations/seen',
    access: 'user',
    rate: 'write',
    summary: 'The caller opened their appointments: bookings made or changed until now no longer count in unreadBookingCount',
    response: z.object({ unreadBookingCount: z.number() }),
    invalidates: ['/user'],
  }),
  reschedule: endpoint({
    method: 'POST',
    path: '/reservations/reschedule/{id}',
    access: 'user',
    rate: 'write',
    summary: 'Move an appointment to another free slot (the consumer, until 24 hours before it starts)',
    params: idParams,
    body: rescheduleInputSchema,
    response: appointmentSchema,
    invalidates: APPOINTMENT_CHANGE,
  }),
};
