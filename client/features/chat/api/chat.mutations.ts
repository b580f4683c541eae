/** Chat mutations: send (with files), mark read, block / unblock a user, report a request, bid or service. */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatMessage, ReportInput } from '@shared/schemas/chat.schema';
import { api } from '@client/lib/api-client';
import { chatKeys, type BlockStatus, type Conversation } from './chat.queries';

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
    mutationFn: (body: { message: string; attachments: number[] }) => api.post<ChatMessage>(`/api/messages/quote_conversation/${bidId}`, body),
    onSuccess: (m) => addMessage(qc, bidId, m),
    meta: { handlesErrors: true },
  });
}

export function useMarkRead(bidId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ marked: number }>(`/api/messages/mark_read/${bidId}`),
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
    mutationFn: ({ userId, block }: { userId: number; block: boolean }) => api.post<BlockStatus>(`/api/messages/${block ? 'block_user' : 'unblock_user'}/${userId}`),
    onSuccess: (s) => {
      qc.setQueryData(chatKeys.block(s.blocked_user_id), s);
      void qc.invalidateQueries({ queryKey: chatKeys.canMessage(bidId) });
      void qc.invalidateQueries({ queryKey: chatKeys.conversation(bidId) });
    },
  });
}

export function useReport() {
  return useMutation({
    mutationFn: (body: Omit<ReportInput, 'param'> & { param?: string }) => api.post<{ quote_report_id: number }>('/api/quote_reports/add', body as unknown as Record<string, unknown>),
    meta: { handlesErrors: true },
  });
}
