/** Query options of chat: a bid's conversation, whether one may write, the block state with a user. */
import { useQuery } from '@tanstack/react-query';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { chatContract } from '@shared/api/chat.contract';
import { useDataClient } from '@client/lib/data-client';
import { endpointKey, readQuery, useRead } from '@client/lib/endpoint-query';

export type Conversation = CallResult<typeof chatContract.conversation>;
export type CanMessageReason = CallResult<typeof chatContract.canMessage>['reason'];
export type BlockStatus = CallResult<typeof chatContract.checkBlock>;

/** The latest 50 messages; older ones are fetched on demand and joined into this entry (chat-panel.tsx). */
const latest = (bidId: number) => ({ params: { bidId }, query: { limit: 50 } });

export const conversationQuery = (data: DataClient, bidId: number) =>
  readQuery(data, chatContract.conversation, latest(bidId), { staleTime: 30_000 });

/** The cache entry of a bid's conversation, for writing a message into it. */
export const conversationKey = (bidId: number) => endpointKey(chatContract.conversation, latest(bidId));

export const canMessageQuery = (data: DataClient, bidId: number) =>
  readQuery(data, chatContract.canMessage, { params: { bidId } }, { staleTime: 30_000 });

export function fetchOlder(data: DataClient, bidId: number, beforeId: number): Promise<Conversation> {
  return data.read(chatContract.conversation, { params: { bidId }, query: { limit: 50, before_id: beforeId } });
}

export function useConversation(bidId: number, enabled = true) {
  return useQuery({ ...conversationQuery(useDataClient(), bidId), enabled: enabled && bidId > 0 });
}

export function useCanMessage(bidId: number, enabled = true) {
  return useQuery({ ...canMessageQuery(useDataClient(), bidId), enabled: enabled && bidId > 0 });
}

export const useBlockStatus = (userId: number | undefined) =>
  useRead(chatContract.checkBlock, { params: { userId: userId ?? 0 } }, { enabled: Boolean(userId), staleTime: 60_000 });
