/** Query keys and options of chat: a bid's conversation, whether one may write, the block state with a user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { Conversation } from '@shared/api/reads/market.reads';
import { api } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';

export type { Conversation };

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

export const conversationQuery = (data: DataClient, bidId: number) =>
  queryOptions<Conversation>({
    queryKey: chatKeys.conversation(bidId),
    queryFn: () => data.read('conversation', { bidId, limit: 50 }),
    staleTime: 30_000,
  });

export function fetchOlder(data: DataClient, bidId: number, beforeId: number): Promise<Conversation> {
  return data.read('conversation', { bidId, limit: 50, before_id: beforeId });
}

export function useConversation(bidId: number, enabled = true) {
  return useQuery({ ...conversationQuery(useDataClient(), bidId), enabled: enabled && bidId > 0 });
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
