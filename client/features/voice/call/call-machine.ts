/**
 * The call screen's state as a pure reducer: idle → preparing (the caller's microphone and the ring request) →
 * outgoing ringing, or incoming ringing → connecting (answered: SDP and ICE over /ws) → connected (media flows) →
 * ended (a summary until dismissed). The controller (call-controller.ts) runs the side effects of each transition.
 */
import type { CallStatus, VoiceCall } from '@shared/schemas/voice.schema';

export type CallPhase = 'idle' | 'preparing' | 'outgoing' | 'incoming' | 'connecting' | 'connected' | 'ended';

/** Why the microphone could not be used, each explained to the user with what to do. */
export type MicProblem = 'denied' | 'not_found' | 'in_use' | 'unsupported' | 'other';

/** How a call ended as the screen tells it: a server status, or a local failure. */
export type CallOutcome = Exclude<CallStatus, 'ringing' | 'answered'> | 'mic' | 'lost';

export interface CallState {
  phase: CallPhase;
  call: VoiceCall | null;
  bidId: number | null;
  otherName: string;
  muted: boolean;
  /** When media started flowing (ms since epoch), for the timer. */
  connectedAt: number | null;
  outcome: CallOutcome | null;
  mic: MicProblem | null;
}

export type CallEvent =
  | { type: 'place'; bidId: number; otherName: string }
  | { type: 'placed'; call: VoiceCall }
  | { type: 'place_failed' }
  | { type: 'incoming'; call: VoiceCall }
  | { type: 'accept' }
  | { type: 'answered_elsewhere' }
  | { type: 'media_connected'; at: number }
  | { type: 'update'; call: VoiceCall }
  | { type: 'mic_error'; problem: MicProblem }
  | { type: 'lost' }
  | { type: 'hangup' }
  | { type: 'mute'; muted: boolean }
  | { type: 'dismiss' };

export const initialCallState: CallState = {
  phase: 'idle',
  call: null,
  bidId: null,
  otherName: '',
  muted: false,
  connectedAt: null,
  outcome: null,
  mic: null,
};

/** Phases in which a call is on the line (alive frames go out, a new call is refused locally). */
export const LIVE_PHASES: readonly CallPhase[] = ['preparing', 'outgoing', 'incoming', 'connecting', 'connected'];
export const isLive = (phase: CallPhase) => LIVE_PHASES.includes(phase);

const TERMINAL: readonly CallStatus[] = ['ended', 'missed', 'declined', 'cancelled', 'failed'];

const ended = (s: CallState, outcome: CallOutcome, call = s.call): CallState => ({ ...s, phase: 'ended', call, outcome, muted: false });

export function callReducer(s: CallState, e: CallEvent): CallState {
  const same = (call: VoiceCall) => s.call !== null && s.call.id === call.id;
  switch (e.type) {
    case 'place':
      if (isLive(s.phase)) return s;
      return { ...initialCallState, phase: 'preparing', bidId: e.bidId, otherName: e.otherName };
    case 'placed':
      if (s.phase !== 'preparing') return s;
      return { ...s, phase: 'outgoing', call: e.call, otherName: e.call.other_name || s.otherName };
    case 'place_failed':
      return s.phase === 'preparing' ? initialCallState : s;
    case 'incoming':
      // One call at a time: the server refuses a second caller as busy; a repeated frame changes nothing.
      if (isLive(s.phase)) return s;
      return { ...initialCallState, phase: 'incoming', call: e.call, bidId: e.call.quote_bid_id, otherName: e.call.other_name };
    case 'accept':
      return s.phase === 'incoming' ? { ...s, phase: 'connecting' } : s;
    case 'answered_elsewhere':
      // Another tab or device of the callee took the call: this one stops ringing.
      return s.phase === 'incoming' ? initialCallState : s;
    case 'media_connected':
      return s.phase === 'connecting' ? { ...s, phase: 'connected', connectedAt: e.at } : s;
    case 'update':
      if (!same(e.call)) return s;
      if (TERMINAL.includes(e.call.status)) return ended(s, e.call.status as CallOutcome, e.call);
      if (e.call.status === 'answered' && s.phase === 'outgoing') return { ...s, phase: 'connecting', call: e.call };
      return { ...s, call: e.call };
    case 'mic_error':
      if (s.phase !== 'preparing' && s.phase !== 'incoming' && s.phase !== 'connecting') return s;
      return { ...ended(s, 'mic'), mic: e.problem };
    case 'lost':
      return isLive(s.phase) ? ended(s, 'lost') : s;
    case 'hangup':
      if (!isLive(s.phase)) return s;
      if (s.phase === 'incoming') return ended(s, 'declined');
      if (s.phase === 'preparing' || s.phase === 'outgoing') return ended(s, 'cancelled');
      return ended(s, 'ended');
    case 'mute':
      return s.phase === 'connecting' || s.phase === 'connected' ? { ...s, muted: e.muted } : s;
    case 'dismiss':
      return s.phase === 'ended' ? initialCallState : s;
    default:
      return s;
  }
}

/**
 * How the summary names the end (a `screen>ended_…` key): as the outcome, except that a call the callee never took
 * because it stopped ringing (no answer in time, or the caller gave up) is a missed call to them, as the chat log
 * says; "cancelled" and "no answer" are the caller's words.
 */
export function endedKey(s: Pick<CallState, 'outcome' | 'call'>): string {
  const outcome = s.outcome ?? 'ended';
  if ((outcome === 'missed' || outcome === 'cancelled') && s.call && !s.call.is_caller) return 'missed_callee';
  return outcome;
}

/** "1:05", "12:00", "1:02:03" for a number of seconds. */
export function formatDuration(totalSeconds: number): string {
  const t = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const sec = String(t % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** The browser's getUserMedia failure as one of the problems the screen explains. */
export function micProblemOf(err: unknown): MicProblem {
  const name = err instanceof Error || (typeof err === 'object' && err !== null) ? String((err as { name?: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'not_found';
  if (name === 'NotReadableError' || name === 'AbortError' || name === 'TrackStartError') return 'in_use';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'unsupported';
  return 'other';
}
