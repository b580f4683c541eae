/**
 * Shop chats (shared/api/shop-chats.contract.ts): one chat, its newest messages (older pages are fetched on demand and
 * joined into the same entry), each side's list, and an order's chat (opened on first look: the call is idempotent).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataClient } from '@shared/api/data-client';
import type { CallResult } from '@shared/api/endpoint';
import { shopChatsContract as c } from '@shared/api/shop-chats.contract';
import type { Language } from '@shared/i18n/i18n-config';
import { SHOP_CHAT_PAGE } from '@shared/schemas/shop-chats.schema';
import { useDataClient } from '@client/lib/data-client';
import { derivedQuery, endpointKey, postQuery, readQuery } from '@client/lib/endpoint-query';

export type ShopChatView = CallResult<typeof c.chat>;
export type ShopChatMessages = CallResult<typeof c.messages>;
export type ShopChatPage = CallResult<typeof c.list>;

const latest = (id: number) => ({ params: { id }, query: { limit: SHOP_CHAT_PAGE } });

export const shopChatMessagesKey = (id: number) => endpointKey(c.messages, latest(id));
/** Every cached chat header and list (what a new message or a read makes stale). */
export const shopChatListsKey = () => [c.list.path] as const;

const same = <T>(x: T) => x;

/** The chat's header (names in the page's language: the key carries it). */
export function useShopChat(id: number) {
  const lng = useTranslation().i18n.language as Language;
  return useQuery({ ...derivedQuery(useDataClient(), c.chat, { params: { id } }, lng, same, { staleTime: 30_000 }), enabled: id > 0 });
}

export function useShopChatMessages(id: number) {
  return useQuery({ ...readQuery(useDataClient(), c.messages, latest(id), { staleTime: 30_000 }), enabled: id > 0 });
}

export function fetchOlderShopMessages(data: DataClient, id: number, beforeId: number): Promise<ShopChatMessages> {
  return data.read(c.messages, { params: { id }, query: { limit: SHOP_CHAT_PAGE, before_id: beforeId } });
}

export function useShopChats(role: 'consumer' | 'pro', kind: 'question' | 'order' | 'all', page = 1) {
  const lng = useTranslation().i18n.language as Language;
  return useQuery(derivedQuery(useDataClient(), c.list, { query: { role, kind, page } }, lng, same, { staleTime: 15_000 }));
}

/** An order's chat for either of its sides, opened the first time anyone looks. */
export const useOrderChat = (orderId: number) =>
  useQuery({ ...postQuery(c.openOrder, { params: { id: orderId } }, { staleTime: 60_000 }), enabled: orderId > 0 });

/** Refetch the lists and headers that show unread counts and the last message. */
export function refreshShopChatLists(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: shopChatListsKey() });
  void qc.invalidateQueries({ queryKey: [c.chat.path] });
}
