/** Chat mutations: send (with files), mark read, block / unblock a user, report a request, bid or service. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatContract } from '@shared/api/chat.contract';
import { reportsContract } from '@shared/api/reports.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { endpointKey, refetchUnder, useCall } from '@client/lib/endpoint-query';
import { conversationKey, type Conversation } from './chat.queries';

export type ChatMessage = CallResult<typeof chatContract.send>;

/**
 * Adds a message to the cached conversation once (a send's answer and its realtime echo may both arrive); one already
 * there is replaced in place (Sifu hid or restored it).
 */
export function addMessage(qc: QueryClient, bidId: number, message: ChatMessage): void {
  qc.setQueryData<Conversation>(conversationKey(bidId), (cur) => {
    if (!cur) return cur;
    if (cur.messages.some((m) => m.id === message.id))
      return { ...cur, messages: cur.messages.map((m) => (m.id === message.id ? message : m)) };
    return { ...cur, messages: [...cur.messages, message] };
  });
}

export const useSendMessage = (bidId: number) =>
  useCall(chatContract.send, {
    input: (body: CallBody<typeof chatContract.send>) => ({ params: { bidId }, body }),
    onSuccess: (m, _v, qc) => addMessage(qc, bidId, m),
    handlesErrors: true,
  });

/** Marks the conversation read; only when something was unread do the counts and the lists' unread marks move. */
export function useMarkRead(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(chatContract.markRead, { params: { bidId } }),
    onSuccess: (r) => {
      if (r.marked > 0) void refetchUnder(qc, chatContract.markRead);
    },
    meta: { handlesErrors: true },
  });
}

/** Block or unblock the other person of a bid's conversation: the answer is the block state; the open chat follows it. */
export function useBlockUser(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      callApi(block ? chatContract.block : chatContract.unblock, { params: { userId } }),
    onSuccess: (s) => {
      qc.setQueryData(endpointKey(chatContract.checkBlock, { params: { userId: s.blocked_user_id } }), s);
      void qc.invalidateQueries({ queryKey: endpointKey(chatContract.canMessage, { params: { bidId } }) });
      void qc.invalidateQueries({ queryKey: conversationKey(bidId) });
    },
  });
}

export const useReport = () =>
  useCall(reportsContract.add, { input: (body: CallBody<typeof reportsContract.add>) => ({ body }), handlesErrors: true });
