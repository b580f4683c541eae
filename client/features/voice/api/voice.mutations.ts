/** Voice calls: start, answer, decline and hang up a call; set, accept, decline and cancel a call appointment. */
import type { CallBody } from '@shared/api/endpoint';
import { voiceContract } from '@shared/api/voice.contract';
import { useCall } from '@client/lib/endpoint-query';

const byId = (id: number) => ({ params: { id } });

export const useSetAppointment = () =>
  useCall(voiceContract.setAppointment, {
    input: (body: CallBody<typeof voiceContract.setAppointment>) => ({ body }),
    handlesErrors: true,
  });

export type AppointmentMove = 'accept' | 'decline' | 'cancel';
const MOVES = {
  accept: voiceContract.acceptAppointment,
  decline: voiceContract.declineAppointment,
  cancel: voiceContract.cancelAppointment,
} as const;

export const useAppointmentMove = (move: AppointmentMove) => useCall(MOVES[move], { input: byId, handlesErrors: true });
