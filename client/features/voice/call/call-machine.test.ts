import type { VoiceCall } from '@shared/schemas/voice.schema';
import { callReducer, endedKey, formatDuration, initialCallState, micProblemOf, type CallEvent, type CallState } from './call-machine';

const call = (over: Partial<VoiceCall> = {}): VoiceCall => ({
  id: 7,
  quote_bid_id: 40,
  caller_id: 1,
  callee_id: 2,
  is_caller: true,
  status: 'ringing',
  other_name: 'Safe Plumbing',
  created: '2026-11-30 10:00:00',
  answered_at: null,
  ended_at: null,
  ended_by: null,
  duration_s: null,
  ...over,
});

const run = (events: CallEvent[], from: CallState = initialCallState) => events.reduce(callReducer, from);

describe('call state machine', () => {
  it('takes the caller from preparing through ringing and connecting to connected, then ended by the server', () => {
    let s = run([{ type: 'place', bidId: 40, otherName: 'Safe Plumbing' }]);
    expect(s.phase).toBe('preparing');
    s = callReducer(s, { type: 'placed', call: call() });
    expect(s.phase).toBe('outgoing');
    s = callReducer(s, { type: 'update', call: call({ status: 'answered' }) });
    expect(s.phase).toBe('connecting');
    s = callReducer(s, { type: 'media_connected', at: 1000 });
    expect(s).toMatchObject({ phase: 'connected', connectedAt: 1000 });
    s = callReducer(s, { type: 'update', call: call({ status: 'ended', duration_s: 65, ended_by: 'callee' }) });
    expect(s).toMatchObject({ phase: 'ended', outcome: 'ended' });
    expect(s.call?.duration_s).toBe(65);
    expect(callReducer(s, { type: 'dismiss' })).toEqual(initialCallState);
  });

  it('rings the callee, who answers, and ignores frames of other calls', () => {
    let s = run([{ type: 'incoming', call: call({ is_caller: false }) }]);
    expect(s).toMatchObject({ phase: 'incoming', bidId: 40, otherName: 'Safe Plumbing' });
    expect(callReducer(s, { type: 'incoming', call: call({ id: 8, is_caller: false }) })).toBe(s);
    expect(callReducer(s, { type: 'update', call: call({ id: 8, status: 'ended' }) })).toBe(s);
    s = callReducer(s, { type: 'accept' });
    expect(s.phase).toBe('connecting');
    // The callee's own answer coming back does not move the phase: media does.
    s = callReducer(s, { type: 'update', call: call({ is_caller: false, status: 'answered' }) });
    expect(s.phase).toBe('connecting');
  });

  it('ends unanswered calls with the server status, and a local hang-up by phase', () => {
    const ringing = run([{ type: 'incoming', call: call({ is_caller: false }) }]);
    expect(callReducer(ringing, { type: 'update', call: call({ status: 'missed' }) })).toMatchObject({ phase: 'ended', outcome: 'missed' });
    expect(callReducer(ringing, { type: 'hangup' })).toMatchObject({ phase: 'ended', outcome: 'declined' });
    expect(callReducer(ringing, { type: 'answered_elsewhere' })).toEqual(initialCallState);
    const outgoing = run([
      { type: 'place', bidId: 40, otherName: 'x' },
      { type: 'placed', call: call() },
    ]);
    expect(callReducer(outgoing, { type: 'hangup' })).toMatchObject({ phase: 'ended', outcome: 'cancelled' });
    expect(callReducer(outgoing, { type: 'lost' })).toMatchObject({ phase: 'ended', outcome: 'lost' });
  });

  it("calls a call that stopped ringing a missed call on the callee's summary, as the chat log does, and keeps the caller's words", () => {
    const ringing = run([{ type: 'incoming', call: call({ is_caller: false }) }]);
    const cancelled = callReducer(ringing, { type: 'update', call: call({ is_caller: false, status: 'cancelled', ended_by: 'caller' }) });
    expect(cancelled).toMatchObject({ phase: 'ended', outcome: 'cancelled' });
    expect(endedKey(cancelled)).toBe('missed_callee');
    expect(endedKey(callReducer(ringing, { type: 'update', call: call({ is_caller: false, status: 'missed' }) }))).toBe('missed_callee');
    expect(endedKey(callReducer(ringing, { type: 'hangup' }))).toBe('declined');
    const outgoing = run([
      { type: 'place', bidId: 40, otherName: 'x' },
      { type: 'placed', call: call() },
    ]);
    expect(endedKey(callReducer(outgoing, { type: 'hangup' }))).toBe('cancelled');
    expect(endedKey(callReducer(outgoing, { type: 'update', call: call({ status: 'missed' }) }))).toBe('missed');
    expect(endedKey(callReducer(outgoing, { type: 'lost' }))).toBe('lost');
    expect(endedKey(initialCallState)).toBe('ended');
  });

  it('keeps a microphone problem to explain, and goes back to idle when the ring request fails', () => {
    const preparing = run([{ type: 'place', bidId: 40, otherName: 'x' }]);
    expect(callReducer(preparing, { type: 'mic_error', problem: 'denied' })).toMatchObject({
      phase: 'ended',
      outcome: 'mic',
      mic: 'denied',
    });
    expect(callReducer(preparing, { type: 'place_failed' })).toEqual(initialCallState);
    expect(callReducer(initialCallState, { type: 'mic_error', problem: 'denied' })).toBe(initialCallState);
  });

  it('refuses a second call while one is live, and mutes only with media', () => {
    const outgoing = run([
      { type: 'place', bidId: 40, otherName: 'x' },
      { type: 'placed', call: call() },
    ]);
    expect(callReducer(outgoing, { type: 'place', bidId: 41, otherName: 'y' })).toBe(outgoing);
    expect(callReducer(outgoing, { type: 'mute', muted: true })).toBe(outgoing);
    const connected = run(
      [
        { type: 'update', call: call({ status: 'answered' }) },
        { type: 'media_connected', at: 5 },
      ],
      outgoing,
    );
    const muted = callReducer(connected, { type: 'mute', muted: true });
    expect(muted.muted).toBe(true);
    expect(callReducer(muted, { type: 'hangup' })).toMatchObject({ phase: 'ended', outcome: 'ended', muted: false });
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [3723, '1:02:03'],
  ])('%i s → %s', (s, text) => expect(formatDuration(s)).toBe(text));
});

describe('micProblemOf', () => {
  const err = (name: string) => Object.assign(new Error(name), { name });
  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'not_found'],
    ['OverconstrainedError', 'not_found'],
    ['NotReadableError', 'in_use'],
    ['AbortError', 'in_use'],
    ['NotSupportedError', 'unsupported'],
    ['Weird', 'other'],
  ])('%s → %s', (name, problem) => expect(micProblemOf(err(name))).toBe(problem));
});
