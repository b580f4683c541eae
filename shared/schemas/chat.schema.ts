/** Chat contracts: SPEC §7 messages/*, §5 non-empty message, blocked chat users, reports. */
import { z } from 'zod';
import { REPORT_TYPES } from '../domain/report-topics';
import { idParam, longText, shortText, wholeNumber } from './common.schema';
import { attachmentIds } from './form-values';
import { attachmentSchema } from './attachments.schema';

/** POST /api/messages/quote_conversation/{bidId}: a non-empty string ("empty_message"), optional attachment ids or files. */
export const sendMessageSchema = z.object({
  message: z.string().max(5000, { message: 'too_long' }).optional().default(''),
  attachments: attachmentIds,
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  quote_bid_id: z.number(),
  sender_id: z.number(),
  is_sender: z.boolean(),
  message: z.string(),
  attachments: z.array(attachmentSchema),
  is_read: z.boolean(),
  /** Hidden by Sifu (moderation): message and attachments are empty and the thread shows a placeholder. */
  is_hidden: z.boolean().optional(),
  created: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /api/messages/get_conversation/{bidId}?before_id=&limit= */
export const conversationQuerySchema = z.object({
  before_id: idParam.optional(),
  limit: wholeNumber({ min: 1, max: 100 }).optional().default(50),
});

export const conversationSchema = z.object({
  quote_bid_id: z.number(),
  messages: z.array(chatMessageSchema),
  has_more: z.boolean(),
  other_user: z.object({ id: z.number(), full_name: z.string() }),
  can_message: z.boolean(),
});

/** GET /api/messages/chat_can_messages/{bidId} */
export const canMessageSchema = z.object({
  can_message: z.boolean(),
  reason: z.enum(['ok', 'blocked', 'blocked_by_other', 'not_quoted', 'passed']),
});

/** GET /api/messages/check_block_user/{userId} */
export const blockStatusSchema = z.object({
  blocked_user_id: z.number(),
  is_blocked: z.boolean(),
  is_blocked_by: z.boolean(),
});

/** POST /api/quote_reports/add (files may be uploaded in the same multipart body). */
export const reportSchema = z.object({
  type: z.enum(REPORT_TYPES),
  quote_request_id: idParam.optional(),
  quote_bid_id: idParam.optional(),
  quote_service_id: idParam.optional(),
  message_id: idParam.optional(),
  review_id: idParam.optional(),
  reported_user_id: idParam.optional(),
  message: longText(5000).optional().default(''),
  param: shortText(255).optional().default(''),
  quote_report_topic_id: idParam,
  quote_report_sub_topic_id: idParam.optional(),
  attachments: attachmentIds,
});
export type ReportInput = z.infer<typeof reportSchema>;
