/** The HTTP edge of chat (shared/api/chat.contract.ts). */
import { chatContract } from '@shared/api/chat.contract';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as chat from './chat.service';

export function chatRoutes(deps: FullDeps): Implementation[] {
  const { db } = deps;
  return implement(chatContract, {
    send: ({ user, params, body, files }) => chat.sendMessage(deps, user.id, params.bidId, { ...body, files }),
    conversation: ({ user, params, query }) => chat.getConversation(db, user.id, params.bidId, query),
    canMessage: ({ user, params }) => chat.canMessage(db, user.id, params.bidId),
    markRead: ({ user, params }) => chat.markConversationRead(deps, user.id, params.bidId),
    block: ({ user, params }) => chat.setBlock(db, user.id, params.userId, true),
    unblock: ({ user, params }) => chat.setBlock(db, user.id, params.userId, false),
    checkBlock: ({ user, params }) => chat.setBlock(db, user.id, params.userId, null),
  });
}
