/** Chat mutations: send (with files), mark read, block / unblock a user, report a request, bid or service. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { chatContract } from '@shared/api/chat.contract';
import { reportsContract } from '@shared/api/reports.contract';
import type { CallBody, CallResult } from '@shared/api/endpoint';
import { callApi } from '@client/lib/api-client';
import { chatKeys, type Conversation } from './chat.queries';

export type ChatMessage = CallResult<typeof chatContract.send>;

/** Adds a message to the cached conversation once (a send's answer and its realtime echo may both arrive). */
export function addMessage(qc: QueryClient, bidId: number, message: ChatMessage): void {
  qc.setQueryData<Conversation>(chatKeys.conversation(bidId), (cur) => {
    if (!cur || cur.messages.some((m) => m.id === message.id)) return cur;
    return { ...cur, messages: [...cur.messages, message] };
  });
}

export function useSendMessage(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof chatContract.send>) => callApi(chatContract.send, { params: { bidId }, body }),
    onSuccess: (m) => addMessage(qc, bidId, m),
    meta: { handlesErrors: true },
  });
}

export function useMarkRead(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(chatContract.markRead, { params: { bidId } }),
    onSuccess: (r) => {
      if (r.marked > 0) {
        void qc.invalidateQueries({ queryKey: ['notifications', 'unread'] });
        void qc.invalidateQueries({ queryKey: ['bids'] });
        void qc.invalidateQueries({ queryKey: ['requests'] });
      }
    },
    meta: { handlesErrors: true },
  });
}

export function useBlockUser(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) =>
      callApi(block ? chatContract.block : chatContract.unblock, { params: { userId } }),
    onSuccess: (s) => {
      qc.setQueryData(chatKeys.block(s.blocked_user_id), s);
      void qc.invalidateQueries({ queryKey: chatKeys.canMessage(bidId) });
      void qc.invalidateQueries({ queryKey: chatKeys.conversation(bidId) });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (body: CallBody<typeof reportsContract.add>) => callApi(reportsContract.add, { body }),
    meta: { handlesErrors: true },
  });
}
