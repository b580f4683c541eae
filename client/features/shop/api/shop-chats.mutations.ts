/**
 * Shop chat calls: open a question about an item, send a message (shown at once, its realtime echo joins it once),
 * mark a chat read (the lists' unread counts follow). Errors are shown by the caller (the composer keeps the text).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallResult } from '@shared/api/endpoint';
import { chatContract } from '@shared/api/chat.contract';
import { shopChatsContract as c } from '@shared/api/shop-chats.contract';
import { callApi } from '@client/lib/api-client';
import { refreshShopChatLists, shopChatMessagesKey, type ShopChatMessages } from './shop-chats.queries';

export type ShopChatMessage = CallResult<typeof c.send>;

/** Adds a message to the cached chat once (a send's answer and its realtime echo may both arrive); a known one is replaced. */
export function addShopMessage(qc: QueryClient, chatId: number, message: ShopChatMessage): void {
  qc.setQueryData<ShopChatMessages>(shopChatMessagesKey(chatId), (cur) => {
    if (!cur) return cur;
    if (cur.messages.some((m) => m.id === message.id))
      return { ...cur, messages: cur.messages.map((m) => (m.id === message.id ? message : m)) };
    return { ...cur, messages: [...cur.messages, message] };
  });
}

/** The other person read the chat: my messages show "read". */
export function markMineRead(qc: QueryClient, chatId: number): void {
  qc.setQueryData<ShopChatMessages>(shopChatMessagesKey(chatId), (cur) =>
    cur ? { ...cur, messages: cur.messages.map((m) => (m.is_sender && !m.is_read ? { ...m, is_read: true } : m)) } : cur,
  );
}

export function useSendShopMessage(chatId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => callApi(c.send, { params: { id: chatId }, body: { message } }),
    onSuccess: (m) => {
      addShopMessage(qc, chatId, m);
      refreshShopChatLists(qc);
    },
    meta: { handlesErrors: true },
  });
}

export function useMarkShopChatRead(chatId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(c.markRead, { params: { id: chatId } }),
    onSuccess: (r) => {
      if (r.marked > 0) refreshShopChatLists(qc);
    },
    meta: { handlesErrors: true },
  });
}

/** Opens (or finds) the caller's question about an item; errors go to the caller. */
export const useOpenItemChat = () =>
  useMutation({ mutationFn: (itemId: number) => callApi(c.openItem, { params: { id: itemId } }), meta: { handlesErrors: true } });

/** Unblock the other person of a chat (the chat module's block, shared with quote chats); the chat opens again. */
export function useUnblockShopChatUser() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => callApi(chatContract.unblock, { params: { userId } }),
    onSuccess: () => refreshShopChatLists(qc),
  });
}
