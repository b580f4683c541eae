/** Query keys and options of chat: a bid's conversation, whether one may write, the block state with a user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { chatContract } from '@shared/api/chat.contract';
import { callApi } from '@client/lib/api-client';
import { useDataClient } from '@client/lib/data-client';

export type Conversation = CallResult<typeof chatContract.conversation>;
export type CanMessageReason = CallResult<typeof chatContract.canMessage>['reason'];
export type BlockStatus = CallResult<typeof chatContract.checkBlock>;

export const chatKeys = {
  all: ['chat'] as const,
  conversation: (bidId: number) => [...chatKeys.all, 'conversation', bidId] as const,
  canMessage: (bidId: number) => [...chatKeys.all, 'can', bidId] as const,
  block: (userId: number) => [...chatKeys.all, 'block', userId] as const,
};

export const conversationQuery = (data: DataClient, bidId: number) =>
  queryOptions({
    queryKey: chatKeys.conversation(bidId),
    queryFn: () => data.read(chatContract.conversation, { params: { bidId }, query: { limit: 50 } }),
    staleTime: 30_000,
  });

export function fetchOlder(data: DataClient, bidId: number, beforeId: number): Promise<Conversation> {
  return data.read(chatContract.conversation, { params: { bidId }, query: { limit: 50, before_id: beforeId } });
}

export function useConversation(bidId: number, enabled = true) {
  return useQuery({ ...conversationQuery(useDataClient(), bidId), enabled: enabled && bidId > 0 });
}

export function useCanMessage(bidId: number, enabled = true) {
  return useQuery({
    queryKey: chatKeys.canMessage(bidId),
    queryFn: () => callApi(chatContract.canMessage, { params: { bidId } }),
    enabled: enabled && bidId > 0,
    staleTime: 30_000,
  });
}

export function useBlockStatus(userId: number | undefined) {
  return useQuery({
    queryKey: chatKeys.block(userId ?? 0),
    queryFn: () => callApi(chatContract.checkBlock, { params: { userId: userId ?? 0 } }),
    enabled: Boolean(userId),
    staleTime: 60_000,
  });
}
