/**
 * Voice contact on a bid (SPEC §1 voice contact, §4 start call, set or cancel an appointment for a call; §7 a
 * websocket carrying quote_bid_id and the session token; docs/decisions/0039). A call is a row whose status moves
 * ringing → answered → ended, or ends unanswered (missed, declined, cancelled, failed). Media never touch Sifu:
 * the browsers talk peer to peer, signalling travels over /ws, and no audio is recorded.
 */
import { z } from 'zod';
import { idParam } from './common.schema';

export const CALL_STATUSES = ['ringing', 'answered', 'ended', 'missed', 'declined', 'cancelled', 'failed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
/** Statuses a call can leave; a user is on the line while one of their calls is in them. */
export const LIVE_CALL_STATUSES: readonly CallStatus[] = ['ringing', 'answered'];

/** Why a call may not be started now; `ok` when it may. */
export const CALL_BLOCK_REASONS = ['ok', 'blocked', 'blocked_by_other', 'not_quoted', 'passed', 'offline', 'busy'] as const;
export type CallBlockReason = (typeof CALL_BLOCK_REASONS)[number];

/** How long the other side rings before the call counts as missed. */
export const RING_TIMEOUT_S = 30;
/** A live call whose parties stopped saying they are alive (`call_alive` over /ws) for this long is ended. */
export const CALL_ALIVE_TIMEOUT_S = 45;
/** How often a party in a live call sends `call_alive`. */
export const CALL_ALIVE_EVERY_S = 15;
/** Appointments: from 5 minutes ahead to 30 days ahead; the reminder goes this many minutes before. */
export const APPOINTMENT_MIN_LEAD_MIN = 5;
export const APPOINTMENT_MAX_AHEAD_DAYS = 30;
export const APPOINTMENT_REMINDER_MIN = 15;

export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** GET /api/voice/config: the ICE servers (TURN credentials valid for `ttl_s`) and the timing constants. */
export const voiceConfigSchema = z.object({
  ice_servers: z.array(iceServerSchema),
  ttl_s: z.number().int(),
  ring_timeout_s: z.number().int(),
  alive_every_s: z.number().int(),
});
export type VoiceConfig = z.infer<typeof voiceConfigSchema>;

export const voiceCallSchema = z.object({
  id: z.number(),
  quote_bid_id: z.number(),
  caller_id: z.number(),
  callee_id: z.number(),
  /** The viewer started the call. */
  is_caller: z.boolean(),
  status: z.enum(CALL_STATUSES),
  /** The other party's name as the viewer may see it (the consumer sees the business name). */
  other_name: z.string(),
  created: z.string(),
  answered_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  /** Who ended it: a party, or Sifu (no answer, lost connection). */
  ended_by: z.enum(['caller', 'callee', 'system']).nullable(),
  /** Seconds from answer to end; null unless answered and ended. */
  duration_s: z.number().int().nullable(),
});
export type VoiceCall = z.infer<typeof voiceCallSchema>;

export const APPOINTMENT_STATUSES = ['proposed', 'accepted', 'cancelled', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const callAppointmentSchema = z.object({
  id: z.number(),
  quote_bid_id: z.number(),
  proposed_by: z.number(),
  /** The viewer proposed it (the other side may accept or decline; either may cancel). */
  is_proposer: z.boolean(),
  status: z.enum(APPOINTMENT_STATUSES),
  start_at: z.string(),
  note: z.string(),
  other_name: z.string(),
  created: z.string(),
  cancelled_by: z.number().nullable(),
});
export type CallAppointment = z.infer<typeof callAppointmentSchema>;

/** GET /api/voice/bids/{bidId}: whether the viewer can call now, the call log and the appointments of the bid. */
export const bidVoiceSchema = z.object({
  quote_bid_id: z.number(),
  can_call: z.boolean(),
  reason: z.enum(CALL_BLOCK_REASONS),
  other_online: z.boolean(),
  calls: z.array(voiceCallSchema),
  appointments: z.array(callAppointmentSchema),
});
export type BidVoice = z.infer<typeof bidVoiceSchema>;

export const startCallSchema = z.object({ quote_bid_id: idParam });
export type StartCallInput = z.infer<typeof startCallSchema>;

export const setAppointmentSchema = z.object({
  quote_bid_id: idParam,
  /** An instant with its offset, e.g. 2026-12-01T18:30:00+08:00. */
  start_at: z.string().datetime({ offset: true, message: 'invalid' }),
  note: z.string().trim().max(200, { message: 'too_long' }).optional().default(''),
});
export type SetAppointmentInput = z.infer<typeof setAppointmentSchema>;

/** GET /api/voice/appointments?from=&to=: the caller's accepted and proposed appointments in a window (the calendar). */
export const appointmentsQuerySchema = z.object({
  from: z.string().datetime({ offset: true }).optional(),
  to: z.string().datetime({ offset: true }).optional(),
});

/**
 * WebSocket frames (over /ws). Client → server: `call_signal` (relayed to the other party of a live call only),
 * `call_alive` (a party of a live call is still there). Server → client: `call_incoming` (to the callee's every
 * socket), `call_update` (to both parties: answered, ended, missed, declined, cancelled, failed), `call_signal`
 * (from the other party), `call_appointment` (an appointment of one of the user's bids changed).
 */
export const callSignalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: z.string().max(12_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(12_000) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.string().max(1_000),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;

export const clientCallFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call_signal'), call_id: idParam, signal: callSignalSchema }),
  z.object({ type: z.literal('call_alive'), call_id: idParam }),
]);
export type ClientCallFrame = z.infer<typeof clientCallFrameSchema>;

export type ServerCallFrame =
  | { type: 'call_incoming'; call: VoiceCall }
  | { type: 'call_update'; call: VoiceCall }
  | { type: 'call_signal'; call_id: number; signal: CallSignal }
  | { type: 'call_appointment'; appointment: CallAppointment };
