/** Chat per quote (SPEC §7 messages/*) and blocked chat users. The bid must be the caller's, else 404. */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParam } from '../schemas/common.schema';
import { MAX_UPLOAD_BYTES } from '../domain/limits';
import {
  blockStatusSchema,
  canMessageSchema,
  chatMessageSchema,
  conversationQuerySchema,
  conversationSchema,
  sendMessageSchema,
} from '../schemas/chat.schema';

const bidParams = z.object({ bidId: idParam });
const userParams = z.object({ userId: idParam });

export const chatContract = {
  send: endpoint({
    method: 'POST',
    path: '/messages/quote_conversation/{bidId}',
    access: 'user',
    owner: 'chat',
    rate: 'chat',
    summary: 'Send a chat message (a non-empty text, or files: up to 10 images or PDFs under 10 MB each)',
    files: { max: 10, maxBytes: MAX_UPLOAD_BYTES, types: ['png', 'jpeg', 'gif', 'pdf'] },
    params: bidParams,
    body: sendMessageSchema,
    response: chatMessageSchema,
  }),
  conversation: endpoint({
    method: 'GET',
    path: '/messages/get_conversation/{bidId}',
    access: 'user',
    owner: 'chat',
    rate: 'read',
    summary: 'The conversation of a quote, newest 50 (before_id pages back)',
    params: bidParams,
    query: conversationQuerySchema,
    response: conversationSchema,
  }),
  canMessage: endpoint({
    method: 'GET',
    path: '/messages/chat_can_messages/{bidId}',
    access: 'user',
    owner: 'chat',
    rate: 'read',
    summary: 'Whether the caller can message now, and why not',
    params: bidParams,
    response: canMessageSchema,
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/messages/mark_read/{bidId}',
    access: 'user',
    owner: 'chat',
    rate: 'write',
    summary: 'Mark the other side’s messages read',
    params: bidParams,
    response: z.object({ marked: z.number().int() }),
    // The unread counts (under /quote_bids), the bid lists' unread marks and the requests' (BID_CHANGE).
    invalidates: ['/quote_bid', '/quote_templates', '/quote_request/{id}', '/quote_requests/index'],
  }),
  block: endpoint({
    method: 'POST',
    path: '/messages/block_user/{userId}',
    access: 'user',
    rate: 'write',
    summary: 'Block a chat user',
    params: userParams,
    response: blockStatusSchema,
  }),
  unblock: endpoint({
    method: 'POST',
    path: '/messages/unblock_user/{userId}',
    access: 'user',
    rate: 'write',
    summary: 'Unblock a chat user',
    params: userParams,
    response: blockStatusSchema,
  }),
  checkBlock: endpoint({
    method: 'GET',
    path: '/messages/check_block_user/{userId}',
    access: 'user',
    rate: 'read',
    summary: 'Block state in both directions',
    params: userParams,
    response: blockStatusSchema,
  }),
};
