/**
 * Shop chats (SPEC §7 nshop chats, §8 801/840; docs/decisions/0038): a consumer asks the pro about a published item
 * before buying it (one question chat per item and consumer), and each order has a chat between its consumer and its
 * pro. Opening a chat that exists answers it again. Someone who is not one of the two gets 404: code 801 for a
 * question (as for an item that does not exist), 840 for an order's chat. Every call answers 404 while the `shop` or
 * `nshop` flag is off. New messages reach both people over /ws as `shop_message`.
 */
import { z } from 'zod';
import { idParams } from '../schemas/common.schema';
import {
  shopChatListQuerySchema,
  shopChatMessageSchema,
  shopChatMessagesQuerySchema,
  shopChatMessagesSchema,
  shopChatPageSchema,
  shopChatSchema,
  shopChatSendSchema,
} from '../schemas/shop-chats.schema';
import { endpoint } from './endpoint';

export const shopChatsContract = {
  list: endpoint({
    method: 'GET',
    path: '/nshop/chats',
    access: 'user',
    rate: 'read',
    summary:
      "The caller's shop chats on one side (role), questions or orders' chats (kind), the latest message first, with unread counts; chats nobody wrote in yet are left out",
    query: shopChatListQuerySchema,
    response: shopChatPageSchema,
  }),
  openItem: endpoint({
    method: 'POST',
    path: '/nshop/chats/item/{id}',
    access: 'consumer',
    rate: 'write',
    summary:
      "Open (or get) the caller's question chat about a published item; 801 for an item that is not public, 422 shop_own_item for one's own",
    params: idParams,
    response: shopChatSchema,
  }),
  openOrder: endpoint({
    method: 'POST',
    path: '/nshop/chats/order/{id}',
    access: 'user',
    rate: 'write',
    summary: "Open (or get) an order's chat; 840 unless the caller is the order's consumer or pro",
    params: idParams,
    response: shopChatSchema,
  }),
  chat: endpoint({
    method: 'GET',
    path: '/nshop/chats/{id}',
    access: 'user',
    rate: 'read',
    summary: 'One chat: the item, the order, the other person, unread count and whether the caller may write (801 / 840 for anyone else)',
    params: idParams,
    response: shopChatSchema,
  }),
  messages: endpoint({
    method: 'GET',
    path: '/nshop/chats/{id}/messages',
    access: 'user',
    rate: 'read',
    summary: "A chat's newest 50 messages, oldest first; before_id pages back",
    params: idParams,
    query: shopChatMessagesQuerySchema,
    response: shopChatMessagesSchema,
  }),
  send: endpoint({
    method: 'POST',
    path: '/nshop/chats/{id}/messages',
    access: 'user',
    rate: 'chat',
    summary:
      'Send a message (trimmed, 1–2,000 characters: 400 empty_message or too_long); 403 chat_blocked while either person has blocked the other',
    params: idParams,
    body: shopChatSendSchema,
    response: shopChatMessageSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/nshop/chats/{id}/read',
    access: 'user',
    rate: 'write',
    summary: "Mark the other person's messages in the chat read",
    params: idParams,
    response: z.object({ marked: z.number().int() }),
  }),
};
