/**
 * Voice calls on a bid (SPEC §1, §4 voice contact; docs/decisions/0039). Who may call whom is who may chat now
 * (chat.service canMessage); a user is on at most one live call, held by the busy lines (voice_lines) in the call's
 * transaction. Every change is pushed to both parties after it commits; media go peer to peer and are never stored.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import type { Language } from '@shared/i18n/i18n-config';
import {
  CALL_ALIVE_EVERY_S,
  CALL_ALIVE_TIMEOUT_S,
  RING_TIMEOUT_S,
  type BidVoice,
  type CallBlockReason,
  type VoiceCall,
  type VoiceConfig,
} from '@shared/schemas/voice.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable, Tx } from '../../lib/db';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { canMessage } from '../chat/chat.service';
import { iceServersFor } from './ice-servers';
import * as appointments from './appointments.repository';
import * as repo from './voice.repository';
import { appointmentView, callView, noticeTo, otherPartyOf, publishIncoming, publishUpdate } from './voice-views';

/** The pg-boss queue that ends a call still ringing after RING_TIMEOUT_S (the sweep is the backstop). */
export const RING_TIMEOUT_JOB = 'voice-ring-timeout';

/** The bid's parties, the other one, and whether the chat (so a call) is open now; 404 for anyone else. */
export async function bidGate(q: Queryable, userId: number, bidId: number) {
  const { reason } = await canMessage(q, userId, bidId);
  const parties = await repo.findBidParties(q, bidId);
  if (!parties) throw notFound();
  return { parties, otherId: otherPartyOf(parties, userId), reason };
}

/** 403 chat_blocked when either side blocked the other, 409 chat_not_allowed when the chat is not open. */
export function assertChatOpen(reason: CallBlockReason): void {
  if (reason === 'blocked' || reason === 'blocked_by_other')
    throw new AppError({ code: ERROR_CODES.CHAT_BLOCKED, status: 403, messageKey: 'chat_blocked' });
  if (reason !== 'ok') throw conflict(ERROR_CODES.CHAT_NOT_ALLOWED, 'chat_not_allowed', { reason });
}

/** GET /api/voice/config */
export function voiceConfig(deps: FullDeps, userId: number): VoiceConfig {
  return {
    ice_servers: iceServersFor(deps.env, userId),
    ttl_s: deps.env.TURN_TTL_S,
    ring_timeout_s: RING_TIMEOUT_S,
    alive_every_s: CALL_ALIVE_EVERY_S,
  };
}

/** GET /api/voice/bids/{bidId}: whether the viewer can call now (and why not), the call log and the appointments. */
export async function bidVoice(deps: FullDeps, userId: number, bidId: number, lng: Language): Promise<BidVoice> {
  const { parties, otherId, reason: chat } = await bidGate(deps.db, userId, bidId);
  const [online, line, calls, appts] = await Promise.all([
    deps.presence.isOnline(otherId),
    repo.onLine(deps.db, [userId, otherId]),
    repo.listByBid(deps.db, bidId),
    appointments.listByBid(deps.db, bidId),
  ]);
  const reason: CallBlockReason = chat !== 'ok' ? chat : !online ? 'offline' : line ? 'busy' : 'ok';
  return {
    quote_bid_id: bidId,
    can_call: reason === 'ok',
    reason,
    other_online: online,
    calls: calls.map((c) => callView(parties, c, userId, lng)),
    appointments: appts.map((a) => appointmentView(parties, a, userId, lng)),
  };
}

/** POST /api/voice/calls: rings the other party of the bid (409 voice_offline, voice_busy). */
export async function startCall(deps: FullDeps, userId: number, bidId: number, lng: Language): Promise<VoiceCall> {
  const { parties, otherId, reason } = await bidGate(deps.db, userId, bidId);
  assertChatOpen(reason);
  // Calls of either party that are past due end now: a sweep that has not run yet must not keep anyone busy.
  for (const id of await repo.listDue(deps.db, { ringS: RING_TIMEOUT_S, aliveS: CALL_ALIVE_TIMEOUT_S, userIds: [userId, otherId] }))
    await endDueCall(deps, id);
  if (!(await deps.presence.isOnline(otherId))) throw conflict('voice_offline', 'voice_offline');
  const call = await deps.db.withTransaction(async (tx) => {
    const row = await repo.insertCall(tx, { bidId, callerId: userId, calleeId: otherId });
    if (!(await repo.takeLines(tx, row.id, [userId, otherId]))) throw conflict('voice_busy', 'voice_busy');
    await deps.jobs?.send(RING_TIMEOUT_JOB, { call_id: row.id }, { tx, startAfter: RING_TIMEOUT_S });
    tx.afterCommit(() => publishIncoming(deps, parties, row));
    return row;
  });
  return callView(parties, call, userId, lng);
}

type Change = (call: repo.CallRow, tx: Tx) => Promise<repo.CallRow | 'over'>;

/**
 * Changes a call under its row lock: 404 unless the user is a party. A live call that is past due is ended by the
 * system first (its change then sees it over): the answer to a call that stopped ringing is "over", not "answered".
 */
async function changeCall(deps: FullDeps, userId: number, callId: number, lng: Language, change: Change): Promise<VoiceCall> {
  const out = await deps.db.withTransaction(async (tx) => {
    let call = await repo.lockCall(tx, callId);
    if (!call || (call.caller_id !== userId && call.callee_id !== userId)) throw notFound();
    const parties = (await repo.findBidParties(tx, call.quote_bid_id))!;
    if (await repo.isDue(tx, callId, RING_TIMEOUT_S, CALL_ALIVE_TIMEOUT_S)) call = await endAsDue(deps, tx, parties, call);
    const next = await change(call, tx);
    if (next !== 'over' && next !== call) tx.afterCommit(() => publishUpdate(deps, parties, next));
    return { parties, call: next === 'over' ? call : next, over: next === 'over' };
  });
  if (out.over) throw conflict('voice_call_over', 'voice_call_over');
  return callView(out.parties, out.call, userId, lng);
}

const isLive = (c: repo.CallRow) => c.status === 'ringing' || c.status === 'answered';

/** POST /api/voice/calls/{id}/answer: the callee answers a ringing call. */
export function answerCall(deps: FullDeps, userId: number, callId: number, lng: Language): Promise<VoiceCall> {
  return changeCall(deps, userId, callId, lng, async (call, tx) => {
    if (call.callee_id !== userId) throw forbidden();
    if (call.status !== 'ringing') return 'over';
    return repo.markAnswered(tx, call.id);
  });
}

/** POST /api/voice/calls/{id}/decline: the callee declines a ringing call (the caller is told); one over stays as it is. */
export function declineCall(deps: FullDeps, userId: number, callId: number, lng: Language): Promise<VoiceCall> {
  return changeCall(deps, userId, callId, lng, async (call, tx) => {
    if (call.callee_id !== userId) throw forbidden();
    if (call.status === 'answered') return 'over';
    if (call.status !== 'ringing') return call;
    return endWithNotice(deps, tx, call, { status: 'declined', by: 'callee' });
  });
}

/**
 * POST /api/voice/calls/{id}/hangup: either party ends the call. While it rings the caller cancels it (the callee
 * has missed it) and the callee declines it; a call over stays as it is.
 */
export function hangUp(deps: FullDeps, userId: number, callId: number, lng: Language): Promise<VoiceCall> {
  return changeCall(deps, userId, callId, lng, async (call, tx) => {
    if (!isLive(call)) return call;
    const by = call.caller_id === userId ? 'caller' : 'callee';
    if (call.status === 'answered') return repo.markEnded(tx, call.id, { status: 'ended', by });
    return endWithNotice(deps, tx, call, by === 'caller' ? { status: 'cancelled', by } : { status: 'declined', by });
  });
}

/** Ends a ringing call unanswered, telling the party it concerns: the callee of a missed call, the caller of a decline. */
async function endWithNotice(
  deps: FullDeps,
  tx: Tx,
  call: repo.CallRow,
  end: { status: 'missed' | 'declined' | 'cancelled'; by: 'caller' | 'callee' | 'system' },
): Promise<repo.CallRow> {
  const ended = await repo.markEnded(tx, call.id, end);
  const parties = (await repo.findBidParties(tx, call.quote_bid_id))!;
  const declined = end.status === 'declined';
  await noticeTo(deps, tx, {
    p: parties,
    userId: declined ? call.caller_id : call.callee_id,
    event: declined ? 'declined' : 'missed',
    id: call.id,
  });
  return ended;
}

/** A live call past due, locked: ringing too long → missed (the callee is told), silent too long → ended by Sifu. */
async function endAsDue(deps: FullDeps, tx: Tx, parties: repo.BidParties, call: repo.CallRow): Promise<repo.CallRow> {
  const ended =
    call.status === 'ringing'
      ? await endWithNotice(deps, tx, call, { status: 'missed', by: 'system' })
      : await repo.markEnded(tx, call.id, { status: 'ended', by: 'system' });
  tx.afterCommit(() => publishUpdate(deps, parties, ended));
  return ended;
}

/** Ends one call if it is still live and past due (the ring-timeout job, the sweep, a new call of its party); true if it did. */
export async function endDueCall(deps: FullDeps, callId: number): Promise<boolean> {
  return deps.db.withTransaction(async (tx) => {
    const call = await repo.lockCall(tx, callId);
    if (!call || !(await repo.isDue(tx, callId, RING_TIMEOUT_S, CALL_ALIVE_TIMEOUT_S))) return false;
    await endAsDue(deps, tx, (await repo.findBidParties(tx, call.quote_bid_id))!, call);
    return true;
  });
}

/** The sweep: every live call past due ends (ringing → missed, silent → ended by Sifu); idempotent across instances. */
export async function endDueCalls(deps: FullDeps): Promise<number> {
  let ended = 0;
  for (const id of await repo.listDue(deps.db, { ringS: RING_TIMEOUT_S, aliveS: CALL_ALIVE_TIMEOUT_S })) {
    if (await endDueCall(deps, id)) ended += 1;
  }
  return ended;
}

/** Registers the ring-timeout job's worker (jobs-registry.ts). */
export async function registerVoiceJobs(deps: FullDeps): Promise<void> {
  await deps.jobs?.work<{ call_id: number }>(RING_TIMEOUT_JOB, async ({ call_id }) => void (await endDueCall(deps, call_id)));
}
