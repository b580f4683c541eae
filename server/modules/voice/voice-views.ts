/** How calls and appointments look to each party, their /ws frames and their notices (docs/decisions/0039). */
import { fullName } from '@shared/schemas/accounts.schema';
import type { Language } from '@shared/i18n/i18n-config';
import type { CallAppointment, ServerCallFrame, VoiceCall } from '@shared/schemas/voice.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Tx } from '../../lib/db';
import { utcString, utcStringOf } from '../../lib/utc-time';
import { notify } from '../notifications/notifications.service';
import type { AppointmentRow } from './appointments.repository';
import type { BidParties, CallRow } from './voice.repository';

/** The other party's name as `viewerId` sees it: the consumer sees the pro's business name, the pro the consumer's name. */
export function otherNameFor(p: BidParties, viewerId: number, lng: Language): string {
  if (viewerId === p.pro_id) return fullName(p);
  return lng === 'en-HK' ? p.business_name_en || p.business_name_zh : p.business_name_zh || p.business_name_en;
}

/** The language a party reads pushed frames and notices in (their account's). */
export const languageOf = (p: BidParties, userId: number): Language => (userId === p.pro_id ? p.pro_language : p.consumer_language);

export const otherPartyOf = (p: BidParties, userId: number): number => (userId === p.pro_id ? p.consumer_id : p.pro_id);

export function callView(p: BidParties, c: CallRow, viewerId: number, lng: Language): VoiceCall {
  const duration = c.answered_at && c.ended_at ? Math.max(0, Math.round((c.ended_at.getTime() - c.answered_at.getTime()) / 1000)) : null;
  return {
    id: c.id,
    quote_bid_id: c.quote_bid_id,
    caller_id: c.caller_id,
    callee_id: c.callee_id,
    is_caller: c.caller_id === viewerId,
    status: c.status,
    other_name: otherNameFor(p, viewerId, lng),
    created: utcStringOf(c.created),
    answered_at: utcString(c.answered_at),
    ended_at: utcString(c.ended_at),
    ended_by: c.ended_by,
    duration_s: duration,
  };
}

export function appointmentView(p: BidParties, a: AppointmentRow, viewerId: number, lng: Language): CallAppointment {
  return {
    id: a.id,
    quote_bid_id: a.quote_bid_id,
    proposed_by: a.proposed_by,
    is_proposer: a.proposed_by === viewerId,
    status: a.status,
    start_at: utcStringOf(a.start_at),
    note: a.note,
    other_name: otherNameFor(p, viewerId, lng),
    created: utcStringOf(a.created),
    cancelled_by: a.cancelled_by,
  };
}

function send(deps: FullDeps, userId: number, frame: ServerCallFrame): void {
  deps.realtime.publish([userId], frame as unknown as { type: string });
}

/** After commit: the callee's every socket rings (`call_incoming`), the caller's other tabs learn of the call. */
export function publishIncoming(deps: FullDeps, p: BidParties, c: CallRow): void {
  send(deps, c.callee_id, { type: 'call_incoming', call: callView(p, c, c.callee_id, languageOf(p, c.callee_id)) });
  send(deps, c.caller_id, { type: 'call_update', call: callView(p, c, c.caller_id, languageOf(p, c.caller_id)) });
}

/** After commit: both parties see the call's new state. */
export function publishUpdate(deps: FullDeps, p: BidParties, c: CallRow): void {
  for (const id of [c.caller_id, c.callee_id]) send(deps, id, { type: 'call_update', call: callView(p, c, id, languageOf(p, id)) });
}

export function publishAppointment(deps: FullDeps, p: BidParties, a: AppointmentRow): void {
  for (const id of [a.proposed_by, a.proposed_to])
    send(deps, id, { type: 'call_appointment', appointment: appointmentView(p, a, id, languageOf(p, id)) });
}

export type VoiceEvent =
  | 'missed'
  | 'declined'
  | 'appointment_proposed'
  | 'appointment_accepted'
  | 'appointment_declined'
  | 'appointment_cancelled'
  | 'appointment_reminder';

/**
 * A `voice` notice to one party about the other (in-app and e-mail as their settings say): `name` is the consumer's
 * name for the pro, the business names are the pro's for the consumer; the link opens the bid's chat.
 */
export async function noticeTo(
  deps: FullDeps,
  tx: Tx,
  n: { p: BidParties; userId: number; event: VoiceEvent; startAt?: Date; id: number },
): Promise<void> {
  const { p, userId } = n;
  const forPro = userId === p.pro_id;
  await notify(deps, tx, {
    userId,
    type: 'voice',
    requestId: p.quote_request_id,
    bidId: p.quote_bid_id,
    params: {
      event: n.event,
      id: n.id,
      name: forPro ? fullName(p) : '',
      other: forPro ? fullName(p) : '',
      business_name_zh: forPro ? null : p.business_name_zh,
      business_name_en: forPro ? null : p.business_name_en,
      start_at: n.startAt ? utcStringOf(n.startAt) : null,
    },
    link: forPro ? `/dashboard/works/${p.quote_bid_id}` : `/dashboard/projects/quote/${p.quote_request_id}/${p.quote_bid_id}`,
  });
}
