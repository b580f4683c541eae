/**
 * Call appointments on a bid (SPEC §4 set or cancel an appointment for a call; docs/decisions/0039): either party
 * proposes a time 5 minutes to 30 days ahead, the other accepts or declines it, either cancels it before it starts.
 * Each change tells the other party (a notice, and a `call_appointment` frame to both); accepted ones are reminded
 * to both APPOINTMENT_REMINDER_MIN before, once.
 */
import type { Language } from '@shared/i18n/i18n-config';
import {
  APPOINTMENT_MAX_AHEAD_DAYS,
  APPOINTMENT_MIN_LEAD_MIN,
  APPOINTMENT_REMINDER_MIN,
  type CallAppointment,
  type SetAppointmentInput,
} from '@shared/schemas/voice.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import * as repo from './appointments.repository';
import { findBidParties, type BidParties } from './voice.repository';
import { assertChatOpen, bidGate } from './voice.service';
import { appointmentView, noticeTo, publishAppointment, type VoiceEvent } from './voice-views';

const MIN = 60_000;

/** POST /api/voice/appointments: 400 with a field error unless 5 minutes to 30 days ahead. */
export async function setAppointment(deps: FullDeps, userId: number, input: SetAppointmentInput, lng: Language): Promise<CallAppointment> {
  const startAt = new Date(input.start_at);
  const ahead = startAt.getTime() - Date.now();
  if (ahead < APPOINTMENT_MIN_LEAD_MIN * MIN) throw badRequest('validation', { start_at: 'voice_appointment_too_soon' });
  if (ahead > APPOINTMENT_MAX_AHEAD_DAYS * 24 * 60 * MIN) throw badRequest('validation', { start_at: 'voice_appointment_too_far' });
  const { parties, otherId, reason } = await bidGate(deps.db, userId, input.quote_bid_id);
  assertChatOpen(reason);
  const row = await deps.db.withTransaction(async (tx) => {
    const a = await repo.insert(tx, { bidId: input.quote_bid_id, proposedBy: userId, proposedTo: otherId, startAt, note: input.note });
    await tellOther(deps, tx, parties, a, userId, 'appointment_proposed');
    return a;
  });
  return appointmentView(parties, row, userId, lng);
}

type Decide = (a: repo.AppointmentRow, tx: Tx) => Promise<repo.AppointmentRow | 'over'>;

/** Changes an appointment under its row lock; 404 unless the user is one of its two parties. */
async function changeAppointment(deps: FullDeps, userId: number, id: number, lng: Language, decide: Decide): Promise<CallAppointment> {
  const out = await deps.db.withTransaction(async (tx) => {
    const a = await repo.lock(tx, id);
    if (!a || (a.proposed_by !== userId && a.proposed_to !== userId)) throw notFound();
    const parties = (await findBidParties(tx, a.quote_bid_id))!;
    const next = await decide(a, tx);
    return { parties, next };
  });
  if (out.next === 'over') throw conflict('voice_appointment_over', 'voice_appointment_over');
  return appointmentView(out.parties, out.next, userId, lng);
}

async function tellOther(deps: FullDeps, tx: Tx, p: BidParties, a: repo.AppointmentRow, actorId: number, event: VoiceEvent) {
  const other = a.proposed_by === actorId ? a.proposed_to : a.proposed_by;
  await noticeTo(deps, tx, { p, userId: other, event, startAt: a.start_at, id: a.id });
  tx.afterCommit(() => publishAppointment(deps, p, a));
}

/** The other side's answer to a proposed appointment (403 for its proposer). */
function answer(deps: FullDeps, userId: number, id: number, lng: Language, status: 'accepted' | 'declined') {
  return changeAppointment(deps, userId, id, lng, async (a, tx) => {
    if (a.proposed_to !== userId) throw forbidden();
    if (a.status !== 'proposed' || a.start_at.getTime() <= Date.now()) return 'over';
    const next = await repo.setStatus(tx, a.id, status);
    await tellOther(deps, tx, (await findBidParties(tx, a.quote_bid_id))!, next, userId, `appointment_${status}`);
    return next;
  });
}

/** POST /api/voice/appointments/{id}/accept */
export const acceptAppointment = (deps: FullDeps, userId: number, id: number, lng: Language) => answer(deps, userId, id, lng, 'accepted');

/** POST /api/voice/appointments/{id}/decline */
export const declineAppointment = (deps: FullDeps, userId: number, id: number, lng: Language) => answer(deps, userId, id, lng, 'declined');

/** POST /api/voice/appointments/{id}/cancel: either side, while proposed or accepted and before it starts. */
export function cancelAppointment(deps: FullDeps, userId: number, id: number, lng: Language): Promise<CallAppointment> {
  return changeAppointment(deps, userId, id, lng, async (a, tx) => {
    if (a.status === 'cancelled' && a.cancelled_by !== null) return a;
    if (a.status === 'declined' || a.start_at.getTime() <= Date.now()) return 'over';
    const next = await repo.setStatus(tx, a.id, 'cancelled', userId);
    await tellOther(deps, tx, (await findBidParties(tx, a.quote_bid_id))!, next, userId, 'appointment_cancelled');
    return next;
  });
}

/** GET /api/voice/appointments: the user's proposed and accepted appointments in a window (default: 30 days from now). */
export async function listAppointments(deps: FullDeps, userId: number, query: { from?: string; to?: string }, lng: Language) {
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + APPOINTMENT_MAX_AHEAD_DAYS * 24 * 60 * MIN);
  const rows = await repo.listForUser(deps.db, userId, from, to);
  const parties = new Map<number, BidParties | undefined>();
  const out: CallAppointment[] = [];
  for (const a of rows) {
    if (!parties.has(a.quote_bid_id)) parties.set(a.quote_bid_id, await findBidParties(deps.db, a.quote_bid_id));
    const p = parties.get(a.quote_bid_id);
    if (p) out.push(appointmentView(p, a, userId, lng));
  }
  return { appointments: out };
}

/** The reminder sweep: accepted appointments starting within APPOINTMENT_REMINDER_MIN, both sides, once each. */
export async function sendAppointmentReminders(deps: FullDeps): Promise<number> {
  return deps.db.withTransaction(async (tx) => {
    const due = await repo.claimDueReminders(tx, APPOINTMENT_REMINDER_MIN);
    for (const a of due) {
      const p = await findBidParties(tx, a.quote_bid_id);
      if (!p) continue;
      for (const userId of [a.proposed_by, a.proposed_to])
        await noticeTo(deps, tx, { p, userId, event: 'appointment_reminder', startAt: a.start_at, id: a.id });
    }
    return due.length;
  });
}
