/**
 * The call layer of every signed-in page with the realtime socket (the root layout mounts it once, after hydration,
 * from its own chunk): listens for calls over /ws and shows the ringing dialog or the call screen. Public pages do
 * not bring the `voice` strings: they load with this chunk, and nothing shows before they are there.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { voiceContract } from '@shared/api/voice.contract';
import { refetchUnder } from '@client/lib/endpoint-query';
import { callController, useCallState } from '../call/call-controller';
import { CallScreen } from './call-screen';
import { IncomingCall } from './incoming-call';

export default function VoiceLayer() {
  const { t, ready } = useTranslation('voice');
  const qc = useQueryClient();
  const state = useCallState();
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(
    () =>
      callController().attach({
        refresh: () => void refetchUnder(qc, voiceContract.start),
        notification: (call) => ({
          title: tRef.current('incoming>notification_title'),
          body: tRef.current('incoming>notification_body', { name: call.other_name }),
        }),
      }),
    [qc],
  );

  const c = callController();
  if (state.phase === 'idle' || !ready) return null;
  if (state.phase === 'incoming')
    return <IncomingCall name={state.otherName} onAccept={() => void c.accept()} onDecline={() => c.hangup()} />;
  return <CallScreen state={state} onHangup={() => c.hangup()} onMute={(m) => c.setMuted(m)} onClose={() => c.dismiss()} />;
}
