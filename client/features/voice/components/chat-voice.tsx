/**
 * Voice contact inside a bid's chat, as the chat's extras (client/features/chat/thread.ts, composed by the page):
 * the call button in the header, calls and call appointments between the messages, "suggest a call time" in the
 * menu and its form.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBidVoice } from '../api/voice.queries';
import { AppointmentSheet } from './appointment-sheet';
import { CallButton } from './call-button';
import { AppointmentItem, CallLogItem } from './voice-thread-item';

interface ExtrasContext {
  name: string;
  canWrite: boolean;
  focusComposer: () => void;
}

export function useChatVoice(bidId: number) {
  const { t } = useTranslation('voice');
  const voice = useBidVoice(bidId);
  const [proposing, setProposing] = useState(false);
  const data = voice.data;
  return {
    header: (ctx: ExtrasContext) => (
      <CallButton bidId={bidId} otherName={ctx.name} voice={data} onPropose={() => setProposing(true)} onWrite={ctx.focusComposer} />
    ),
    items: [
      ...(data?.calls ?? []).map((call) => ({ key: `call-${call.id}`, at: call.created, node: <CallLogItem call={call} /> })),
      ...(data?.appointments ?? []).map((a) => ({ key: `appt-${a.id}`, at: a.created, node: <AppointmentItem appointment={a} /> })),
    ],
    menu: (ctx: ExtrasContext) =>
      ctx.canWrite && data ? [{ key: 'propose-call', label: t('call>propose'), onSelect: () => setProposing(true) }] : [],
    overlay: (ctx: ExtrasContext) => (
      <AppointmentSheet open={proposing} bidId={bidId} otherName={ctx.name} onClose={() => setProposing(false)} />
    ),
  };
}
