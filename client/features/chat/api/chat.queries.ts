/** Query keys and options of chat: a bid's conversation, whether one may write, the block state with a user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '@shared/schemas/chat.schema';
import { withQuery } from '@shared/api/data-client';
import { api } from '@client/lib/api-client';

export interface Conversation {
  quote_bid_id: number;
  messages: ChatMessage[];
  has_more: boolean;
  other_user: { id: number; full_name: string };
  can_message: boolean;
}

export type CanMessageReason = 'ok' | 'blocked' | 'blocked_by_other' | 'not_quoted' | 'passed';

export interface BlockStatus {
  blocked_user_id: number;
  is_blocked: boolean;
  is_blocked_by: boolean;
}

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (bidId: number) => [...chatKeys.all, 'conversation', bidId] as const,
  canMessage: (bidId: number) => [...chatKeys.all, 'can', bidId] as const,
  block: (userId: number) => [...chatKeys.all, 'block', userId] as const,
};

export const conversationQuery = (bidId: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(bidId),
    queryFn: () => api.get<Conversation>(withQuery(`/api/messages/get_conversation/${bidId}`, { limit: 50 })),
    staleTime: 30_000,
  });

export function fetchOlder(bidId: number, beforeId: number): Promise<Conversation> {
  return api.get<Conversation>(withQuery(`/api/messages/get_conversation/${bidId}`, { limit: 50, before_id: beforeId }));
}

export function useConversation(bidId: number, enabled = true) {
  return useQuery({ ...conversationQuery(bidId), enabled: enabled && bidId > 0 });
}

export function useCanMessage(bidId: number, enabled = true) {
  return useQuery({
    queryKey: chatKeys.canMessage(bidId),
    queryFn: () => api.get<{ can_message: boolean; reason: CanMessageReason }>(`/api/messages/chat_can_messages/${bidId}`),
    enabled: enabled && bidId > 0,
    staleTime: 30_000,
  });
}

export function useBlockStatus(userId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.block(userId ?? 0),
    queryFn: () => api.get<BlockStatus>(`/api/messages/check_block_user/${userId}`),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
