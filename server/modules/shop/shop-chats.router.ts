/** The HTTP edge of shop chats (shared/api/shop-chats.contract.ts). */
import { shopChatsContract } from '@shared/api/shop-chats.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as chats from './shop-chats.service';

export function shopChatsRoutes(deps: FullDeps): Implementation[] {
  return implement(shopChatsContract, {
    list: ({ user, query, req }) => chats.listChats(deps, user.id, query, req.lng),
    openItem: ({ user, params, req }) => chats.openItemChat(deps, user.id, params.id, req.lng),
    openOrder: ({ user, params, req }) => chats.openOrderChat(deps, user.id, params.id, req.lng),
    chat: ({ user, params, req }) => chats.getChat(deps, user.id, params.id, req.lng),
    messages: ({ user, params, query }) => chats.chatMessages(deps, user.id, params.id, query),
    send: ({ user, params, body, req }) => chats.sendChatMessage(deps, user.id, params.id, body, req.lng),
    markRead: ({ user, params }) => chats.markChatRead(deps, user.id, params.id),
  });
}
