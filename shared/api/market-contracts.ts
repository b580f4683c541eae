/** The marketplace operations of issue 3 for /api/openapi.json (merged into API_OPERATIONS); details in docs/api/market.md. */
import { z } from 'zod';
import type { ApiOperation } from './api-contracts';
import { uploadResultSchema } from '../schemas/attachments.schema';
import { phoneAuthResultSchema, phoneAuthSchema, phonePreauthResultSchema, phonePreauthSchema } from '../schemas/verification.schema';
import { editRequestSchema, hashRequestViewSchema, postRequestResultSchema, postRequestSchema, requestPageSchema, requestViewSchema } from '../schemas/requests.schema';
import {
  bidPageSchema, bidViewSchema, favoriteSchema, hireSchema, previewQuoteFeeSchema, quoteFeePreviewSchema, quoteTemplateInputSchema,
  quoteTemplateSchema, rejectSchema, reviewSchema, sendQuoteSchema, unreadCountSchema,
} from '../schemas/bids.schema';
import { blockStatusSchema, canMessageSchema, chatMessageSchema, conversationSchema, reportSchema, sendMessageSchema } from '../schemas/chat.schema';
import { ledgerPageSchema, walletBalanceSchema } from '../schemas/wallet.schema';
import { markNotificationsSchema, notificationPageSchema } from '../schemas/notifications.schema';

const bidAction = (action: string, summary: string, auth: ApiOperation['auth'], body?: z.ZodType): ApiOperation => ({
  method: 'post', path: `/api/quote_bids/change_status/${action}/{id}`, summary, auth, body, response: bidViewSchema,
});

export const MARKET_OPERATIONS: ApiOperation[] = [
  { method: 'post', path: '/api/attachments', summary: 'Upload files (multipart; png/jpeg/gif/pdf by magic bytes, < 10,000,000 bytes, else code 2)', auth: 'user', response: uploadResultSchema },
  { method: 'get', path: '/api/attachments/{id}', summary: 'Download a file (uploader or users allowed to see what it is attached to)', auth: 'visitor' },
  { method: 'post', path: '/api/users/verify/phone/preauth', summary: 'Send a phone OTP (+852 added without +)', auth: 'user', body: phonePreauthSchema, response: phonePreauthResultSchema },
  { method: 'post', path: '/api/users/verify/phone/auth', summary: 'Check the OTP and confirm the phone', auth: 'user', body: phoneAuthSchema, response: phoneAuthResultSchema },
  { method: 'post', path: '/api/quote_requests/search_add', summary: 'Post a quote request (614 without a verified phone) and match pros', auth: 'consumer', body: postRequestSchema, response: postRequestResultSchema },
  { method: 'post', path: '/api/quote_requests/edit/{id}', summary: 'Edit an open request', auth: 'user', body: editRequestSchema, response: requestViewSchema },
  { method: 'post', path: '/api/quote_requests/copy/{id}', summary: 'Copy (resend) a request', auth: 'user', response: postRequestResultSchema },
  { method: 'post', path: '/api/quote_requests/change_status/{action}/{id}', summary: 'close | reopen | archive a request', auth: 'user', response: requestViewSchema },
  { method: 'get', path: '/api/quote_request/{id}', summary: 'The owner’s request', auth: 'user', response: requestViewSchema },
  { method: 'get', path: '/api/quote_requests/index/page:{n}', summary: 'The owner’s requests, paged (archived=1 for archived)', auth: 'user', response: requestPageSchema },
  { method: 'get', path: '/api/quote_requests/hash/{hash}', summary: 'A request behind its public link', auth: 'visitor', response: hashRequestViewSchema },
  { method: 'post', path: '/api/quote_requests/hash/{action}/{hash}', summary: 'close | reopen through the public link', auth: 'visitor', response: hashRequestViewSchema },
  bidAction('rating', 'Send or update the quote (fee on first send; 10/6/690/invalid_price)', 'pro', sendQuoteSchema),
  bidAction('hired', 'Hire (date and time required: date_time_missing)', 'consumer', hireSchema),
  bidAction('reject', 'Reject with an optional note', 'consumer', rejectSchema),
  bidAction('reviews', 'Review after completion (score 1..5, rating_is_zero)', 'consumer', reviewSchema),
  bidAction('{action}', 'read, interest, self_hire, undo_hire, undo_reject, completed, archive, unarchive, accept, decline, pass', 'user'),
  { method: 'post', path: '/api/quote_bids/edit/{id}', summary: 'Update the quote (same as change_status/rating)', auth: 'pro', body: sendQuoteSchema, response: bidViewSchema },
  { method: 'post', path: '/api/quote_bids/preview_quote_fee', summary: 'The fee sending would cost now', auth: 'pro', body: previewQuoteFeeSchema, response: quoteFeePreviewSchema },
  { method: 'post', path: '/api/quote_bids/favorite/{id}', summary: 'Set or clear the favourite tag', auth: 'pro', body: favoriteSchema, response: bidViewSchema },
  { method: 'post', path: '/api/quote_bids/provider_request_review/{id}', summary: 'Ask the consumer for a review (once, after completion)', auth: 'pro' },
  { method: 'get', path: '/api/quote_bid/{id}', summary: 'One bid for a party', auth: 'user', response: bidViewSchema },
  { method: 'get', path: '/api/quote_bids/leads', summary: 'Pro leads with SPEC §4 filters', auth: 'pro', response: bidPageSchema },
  { method: 'get', path: '/api/quote_bids/works', summary: 'Pro works with status and inbox filters', auth: 'pro', response: bidPageSchema },
  { method: 'get', path: '/api/quote_bids/inbox', summary: 'Inbox of the current role (filters 1..7)', auth: 'user', response: bidPageSchema },
  { method: 'get', path: '/api/quote_bids/by_request/{requestId}', summary: 'The quotes of a request to compare', auth: 'user', response: z.array(bidViewSchema) },
  { method: 'get', path: '/api/quote_bids/unread_count', summary: 'Header counters', auth: 'user', response: unreadCountSchema },
  { method: 'get', path: '/api/quote_templates', summary: 'The pro’s quote templates', auth: 'pro', response: z.array(quoteTemplateSchema) },
  { method: 'post', path: '/api/quote_templates/add', summary: 'Add a quote template', auth: 'pro', body: quoteTemplateInputSchema, response: quoteTemplateSchema },
  { method: 'post', path: '/api/quote_templates/edit/{id}', summary: 'Edit a quote template', auth: 'pro', body: quoteTemplateInputSchema, response: quoteTemplateSchema },
  { method: 'post', path: '/api/quote_templates/delete/{id}', summary: 'Delete a quote template', auth: 'pro' },
  { method: 'get', path: '/api/wallet/balance', summary: 'Credit balance', auth: 'user', response: walletBalanceSchema },
  { method: 'get', path: '/api/wallet/transactions', summary: 'Credit ledger (SPEC §9 types unless all=1), 20 per page', auth: 'user', response: ledgerPageSchema },
  { method: 'post', path: '/api/messages/quote_conversation/{bidId}', summary: 'Send a chat message (non-empty; files allowed)', auth: 'user', body: sendMessageSchema, response: chatMessageSchema },
  { method: 'get', path: '/api/messages/get_conversation/{bidId}', summary: 'The conversation of a bid', auth: 'user', response: conversationSchema },
  { method: 'get', path: '/api/messages/chat_can_messages/{bidId}', summary: 'Whether the user can message now', auth: 'user', response: canMessageSchema },
  { method: 'post', path: '/api/messages/mark_read/{bidId}', summary: 'Mark the other side’s messages read', auth: 'user' },
  { method: 'post', path: '/api/messages/block_user/{userId}', summary: 'Block a chat user', auth: 'user', response: blockStatusSchema },
  { method: 'post', path: '/api/messages/unblock_user/{userId}', summary: 'Unblock a chat user', auth: 'user', response: blockStatusSchema },
  { method: 'get', path: '/api/messages/check_block_user/{userId}', summary: 'Block state in both directions', auth: 'user', response: blockStatusSchema },
  { method: 'post', path: '/api/quote_reports/add', summary: 'Report a request, bid or service', auth: 'user', body: reportSchema },
  { method: 'get', path: '/api/quote_reports/topics', summary: 'Report topics and sub-topics', auth: 'visitor' },
  { method: 'get', path: '/api/notifications', summary: 'In-app notifications', auth: 'user', response: notificationPageSchema },
  { method: 'post', path: '/api/notifications/mark_read', summary: 'Mark notifications read (ids empty = all)', auth: 'user', body: markNotificationsSchema },
];
