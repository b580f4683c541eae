/**
 * Client frames of a call over /ws (docs/decisions/0039): `call_signal` (SDP offer/answer, ICE candidates) is relayed
 * to the other party, through the realtime bus so it reaches whichever instance holds their sockets, only when the
 * sender is a party of that call and the call is answered: nothing, not even a candidate with an IP address, reaches
 * a callee who has not answered. `call_alive` keeps the sender's side of a live call alive. Anything else is dropped.
 */
import { clientCallFrameSchema, type ServerCallFrame } from '@shared/schemas/voice.schema';
import type { FullDeps } from '../../lib/adapters';
import { logger } from '../../lib/logger';
import * as repo from './voice.repository';

const CALL_FRAME_TYPES = new Set(['call_signal', 'call_alive']);

/** Handles one parsed client frame of `userId`; frames that are not a valid call frame are ignored. */
export async function onCallFrame(deps: FullDeps, userId: number, raw: { type?: unknown }): Promise<void> {
  if (!CALL_FRAME_TYPES.has(String(raw.type))) return;
  const parsed = clientCallFrameSchema.safeParse(raw);
  if (!parsed.success) {
    logger().debug('voice-frame-invalid', { userId, type: String(raw.type) });
    return;
  }
  const frame = parsed.data;
  if (frame.type === 'call_alive') {
    await repo.touchAlive(deps.db, frame.call_id, userId);
    return;
  }
  const call = await repo.findCall(deps.db, frame.call_id);
  if (!call || call.status !== 'answered' || (call.caller_id !== userId && call.callee_id !== userId)) {
    logger().debug('voice-signal-dropped', { userId, callId: frame.call_id, status: call?.status ?? null });
    return;
  }
  const to = call.caller_id === userId ? call.callee_id : call.caller_id;
  const out: ServerCallFrame = { type: 'call_signal', call_id: call.id, signal: frame.signal };
  deps.realtime.publish([to], out as unknown as { type: string });
}
