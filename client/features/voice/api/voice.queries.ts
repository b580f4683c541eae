/** Voice reads: a bid's call state, log and appointments (kept live by /ws call frames), and the calendar's appointments. */
import { useQueryClient } from '@tanstack/react-query';
import type { CallResult } from '@shared/api/endpoint';
import { voiceContract } from '@shared/api/voice.contract';
import { endpointKey, refetchUnder, useRead } from '@client/lib/endpoint-query';
import { useRealtime } from '@client/lib/realtime';

export type BidVoice = CallResult<typeof voiceContract.bid>;

export const bidVoiceKey = (bidId: number) => endpointKey(voiceContract.bid, { params: { bidId } });

/**
 * Whether the viewer can call the other side of a bid now, its call log and appointments. A call or an appointment
 * changing (either side, any tab) refetches it, as does a reconnect (a frame may have been missed).
 */
export function useBidVoice(bidId: number, enabled = true) {
  const qc = useQueryClient();
  useRealtime(
    (e) => {
      const bid =
        e.type === 'call_incoming' || e.type === 'call_update'
          ? e.call.quote_bid_id
          : e.type === 'call_appointment'
            ? e.appointment.quote_bid_id
            : e.type === 'bid_status'
              ? e.quote_bid_id
              : null;
      if (bid === bidId || e.type === 'reconnected') void qc.invalidateQueries({ queryKey: bidVoiceKey(bidId) });
    },
    enabled && bidId > 0,
  );
  return useRead(voiceContract.bid, { params: { bidId } }, { enabled: enabled && bidId > 0, staleTime: 15_000 });
}

/**
 * The viewer's proposed and accepted call appointments: from now on (the appointments page), or starting in a window
 * (`from`/`to` as ISO times with their offset: the pro's calendar month or week).
 */
export function useVoiceAppointments(window: { from?: string; to?: string } = {}, enabled = true) {
  const qc = useQueryClient();
  useRealtime((e) => {
    if (e.type === 'call_appointment' || e.type === 'reconnected') void refetchUnder(qc, [voiceContract.appointments.path]);
  }, enabled);
  return useRead(voiceContract.appointments, { query: window }, { staleTime: 30_000, enabled });
}
