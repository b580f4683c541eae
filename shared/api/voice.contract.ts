/**
 * Voice contact on a bid (SPEC §1, §4 voice contact, §7; docs/decisions/0039). Either party of a bid the chat is
 * open for (the pro has quoted, or a direct request) may call the other in the app; anyone else gets 404. Signalling
 * and ringing travel over /ws (shared/schemas/voice.schema.ts frames); these calls change and read the call's state.
 */
import { z } from 'zod';
import { idParam, idParams } from '../schemas/common.schema';
import {
  appointmentsQuerySchema,
  bidVoiceSchema,
  callAppointmentSchema,
  setAppointmentSchema,
  startCallSchema,
  voiceCallSchema,
  voiceConfigSchema,
} from '../schemas/voice.schema';
import { endpoint } from './endpoint';

/** A change to a call or an appointment shows in the bid's voice state and the calendar. */
const CHANGE = ['/voice/bids', '/voice/appointments'];

export const voiceContract = {
  config: endpoint({
    method: 'GET',
    path: '/voice/config',
    access: 'user',
    rate: 'read',
    summary: 'ICE servers for a call (STUN, and TURN with credentials valid for ttl_s when configured) and the timings',
    response: voiceConfigSchema,
  }),
  bid: endpoint({
    method: 'GET',
    path: '/voice/bids/{bidId}',
    access: 'user',
    owner: 'bid',
    rate: 'read',
    summary: 'Whether the caller can call the other party of a bid now (and why not), the call log and the appointments',
    params: z.object({ bidId: idParam }),
    response: bidVoiceSchema,
  }),
  start: endpoint({
    method: 'POST',
    path: '/voice/calls',
    access: 'user',
    rate: 'voice_call',
    summary:
      'Ring the other party of a bid. 404 not a party; 403 blocked; 409 voice_offline (not connected), voice_busy (either side on a call), chat_not_allowed',
    body: startCallSchema,
    response: voiceCallSchema,
    invalidates: CHANGE,
  }),
  answer: endpoint({
    method: 'POST',
    path: '/voice/calls/{id}/answer',
    access: 'user',
    rate: 'write',
    summary: 'The callee answers a ringing call (409 voice_call_over when it stopped ringing)',
    params: idParams,
    response: voiceCallSchema,
    invalidates: CHANGE,
  }),
  decline: endpoint({
    method: 'POST',
    path: '/voice/calls/{id}/decline',
    access: 'user',
    rate: 'write',
    summary: 'The callee declines a ringing call; declining one already over answers it unchanged',
    params: idParams,
    response: voiceCallSchema,
    invalidates: CHANGE,
  }),
  hangup: endpoint({
    method: 'POST',
    path: '/voice/calls/{id}/hangup',
    access: 'user',
    rate: 'write',
    summary: 'Either party ends the call (the caller cancels one still ringing); hanging up one already over answers it unchanged',
    params: idParams,
    response: voiceCallSchema,
    invalidates: CHANGE,
  }),
  setAppointment: endpoint({
    method: 'POST',
    path: '/voice/appointments',
    access: 'user',
    rate: 'write',
    summary: 'Propose a time for a call on a bid (5 minutes to 30 days ahead); the other side accepts or declines',
    body: setAppointmentSchema,
    response: callAppointmentSchema,
    invalidates: CHANGE,
  }),
  acceptAppointment: endpoint({
    method: 'POST',
    path: '/voice/appointments/{id}/accept',
    access: 'user',
    rate: 'write',
    summary: 'The other side accepts a proposed appointment (409 voice_appointment_over when it is no longer proposed)',
    params: idParams,
    response: callAppointmentSchema,
    invalidates: CHANGE,
  }),
  declineAppointment: endpoint({
    method: 'POST',
    path: '/voice/appointments/{id}/decline',
    access: 'user',
    rate: 'write',
    summary: 'The other side declines a proposed appointment',
    params: idParams,
    response: callAppointmentSchema,
    invalidates: CHANGE,
  }),
  cancelAppointment: endpoint({
    method: 'POST',
    path: '/voice/appointments/{id}/cancel',
    access: 'user',
    rate: 'write',
    summary: 'Either side cancels a proposed or accepted appointment that has not started',
    params: idParams,
    response: callAppointmentSchema,
    invalidates: CHANGE,
  }),
  appointments: endpoint({
    method: 'GET',
    path: '/voice/appointments',
    access: 'user',
    rate: 'read',
    summary: "The caller's proposed and accepted call appointments in a window (default: from now, 30 days)",
    query: appointmentsQuerySchema,
    response: z.object({ appointments: z.array(callAppointmentSchema) }),
  }),
};
