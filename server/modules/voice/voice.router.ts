/** The HTTP edge of voice contact (shared/api/voice.contract.ts); signalling travels over /ws (voice-signals.service.ts). */
import { voiceContract } from '@shared/api/voice.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as appointments from './appointments.service';
import * as voice from './voice.service';

export function voiceRoutes(deps: FullDeps): Implementation[] {
  return implement(voiceContract, {
    config: ({ user }) => voice.voiceConfig(deps, user.id),
    bid: ({ user, params, req }) => voice.bidVoice(deps, user.id, params.bidId, req.lng),
    start: ({ user, body, req }) => voice.startCall(deps, user.id, body.quote_bid_id, req.lng),
    answer: ({ user, params, req }) => voice.answerCall(deps, user.id, params.id, req.lng),
    decline: ({ user, params, req }) => voice.declineCall(deps, user.id, params.id, req.lng),
    hangup: ({ user, params, req }) => voice.hangUp(deps, user.id, params.id, req.lng),
    setAppointment: ({ user, body, req }) => appointments.setAppointment(deps, user.id, body, req.lng),
    acceptAppointment: ({ user, params, req }) => appointments.acceptAppointment(deps, user.id, params.id, req.lng),
    declineAppointment: ({ user, params, req }) => appointments.declineAppointment(deps, user.id, params.id, req.lng),
    cancelAppointment: ({ user, params, req }) => appointments.cancelAppointment(deps, user.id, params.id, req.lng),
    appointments: ({ user, query, req }) => appointments.listAppointments(deps, user.id, query, req.lng),
  });
}
