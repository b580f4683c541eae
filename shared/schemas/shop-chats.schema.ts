/**
 * Shop chats (SPEC §7 nshop chats; docs/decisions/0038): a consumer's question about an item before buying it, and
 * the chat of an order between its consumer and its pro. Wire shapes of the calls in shared/api/shop-chats.contract.ts.
 */
import { z } from 'zod';
import { publicImageSchema } from './attachments.schema';
import { idParam, pagedSchema, pageParam, wholeNumber } from './common.schema';

/** The longest message, in characters (the table's CHECK says the same). */
export const SHOP_CHAT_MESSAGE_MAX = 2000;
/** Messages a page of a chat holds (the newest first page, `before_id` pages back). */
export const SHOP_CHAT_PAGE = 50;

const int = z.number().int();

export const SHOP_CHAT_KINDS = ['question', 'order'] as const;
export type ShopChatKind = (typeof SHOP_CHAT_KINDS)[number];

/** Whether the caller may write now: not while either of the two has blocked the other (the chat module's blocks). */
export const SHOP_CHAT_REASONS = ['ok', 'blocked', 'blocked_by_other'] as const;

/** POST /api/nshop/chats/{id}/messages: trimmed, 1–2,000 characters ("empty_message" when only spaces). */
export const shopChatSendSchema = z.strictObject({
  // Twice the limit in UTF-16 units: the characters are counted by the server as the database counts them.
  message: z.string().max(SHOP_CHAT_MESSAGE_MAX * 2, { message: 'too_long' }),
});
export type ShopChatSendInput = z.infer<typeof shopChatSendSchema>;

export const shopChatMessageSchema = z.object({
  id: int,
  shop_chat_id: int,
  sender_id: int,
  is_sender: z.boolean(),
  /** Empty when Sifu hid the message (`is_hidden`): the chat shows a placeholder. */
  message: z.string(),
  is_hidden: z.boolean().optional(),
  is_read: z.boolean(),
  created: z.string(),
});
export type ShopChatMessage = z.infer<typeof shopChatMessageSchema>;

/** One chat as one of its two people sees it. */
export const shopChatSchema = z.object({
  id: int,
  kind: z.enum(SHOP_CHAT_KINDS),
  /** The caller's side. */
  role: z.enum(['consumer', 'pro']),
  shop_order_id: int.nullable(),
  item: z.object({ id: int, name: z.string(), photo: publicImageSchema.nullable(), for_sale: z.boolean() }),
  /** The pro's business name for the consumer, the consumer's name for the pro. */
  other_user: z.object({ id: int, name: z.string() }),
  unread: int,
  last_message: z.object({ message: z.string(), is_sender: z.boolean(), created: z.string() }).nullable(),
  can_message: z.boolean(),
  reason: z.enum(SHOP_CHAT_REASONS),
  created: z.string(),
});
export type ShopChat = z.infer<typeof shopChatSchema>;

/** GET /api/nshop/chats/{id}/messages?before_id=: oldest first. */
export const shopChatMessagesQuerySchema = z.object({
  before_id: idParam.optional(),
  limit: wholeNumber({ min: 1, max: 100 }).optional().default(SHOP_CHAT_PAGE),
});
export const shopChatMessagesSchema = z.object({ messages: z.array(shopChatMessageSchema), has_more: z.boolean() });

/** GET /api/nshop/chats?role=&kind=&page=: the caller's chats on one side, the latest message first. */
export const shopChatListQuerySchema = z.object({
  role: z.enum(['consumer', 'pro']),
  kind: z
    .enum([...SHOP_CHAT_KINDS, 'all'])
    .optional()
    .default('all'),
  page: pageParam,
});
export const shopChatPageSchema = pagedSchema(shopChatSchema).extend({ unread_chats: int });
