/** What a visitor holding a request or quote link sees and sends (shared/api/hash-links.contract.ts). */
import { z } from 'zod';
import { HASH_LINK_SCOPES } from '../domain/hash-links';
import { ratingTypeSchema } from './bids.schema';
import { longText } from './common.schema';
import { namedRefSchema, requestStateSchema } from './requests.schema';

const linkSchema = z.object({
  scope: z.enum(HASH_LINK_SCOPES),
  /** valid: the action can be taken; used: a single-use link already acted; expired: past its time. */
  status: z.enum(['valid', 'used', 'expired']),
  expires_at: z.string(),
});

/** The request a link is about, without anything a pro wrote or the consumer's contact details. */
export const hashRequestSummarySchema = z.object({
  quote_request_id: z.number(),
  category: namedRefSchema,
  district: namedRefSchema.nullable(),
  description: z.string(),
  state: requestStateSchema,
  quote_count: z.number(),
  created: z.string(),
});

/** GET /api/quote_requests/hash/{hash}: the link and, while it works, its request. */
export const hashRequestLinkSchema = z.object({
  link: linkSchema,
  request: hashRequestSummarySchema.nullable(),
});
export type HashRequestLink = z.infer<typeof hashRequestLinkSchema>;

/** The quote a link is about: the pro, the price and the pro's note. */
export const hashQuoteSummarySchema = z.object({
  quote_bid_id: z.number(),
  quote_request_id: z.number(),
  category: namedRefSchema,
  business_name_zh: z.string(),
  business_name_en: z.string(),
  rating_type: ratingTypeSchema.nullable(),
  price: z.number().nullable(),
  price_note: z.string(),
  quote_sent_on: z.string().nullable(),
  /** Whether the consumer could hire this pro now (the request open, the quote neither rejected nor hired). */
  can_hire: z.boolean(),
  /** Whether the consumer could write to the pro now (not blocked, the pro has not passed). */
  can_reply: z.boolean(),
  is_hired: z.boolean(),
});

/** GET /api/quote_bids/hash/{hash}: the link and, while it works, its quote. */
export const hashQuoteLinkSchema = z.object({
  link: linkSchema,
  quote: hashQuoteSummarySchema.nullable(),
});
export type HashQuoteLink = z.infer<typeof hashQuoteLinkSchema>;

export const hashReplySchema = z.object({ message: longText(2000) });
export type HashReplyInput = z.infer<typeof hashReplySchema>;

/** What an action through a link answers: the state afterwards. */
export const hashActionResultSchema = z.object({ done: z.literal(true), state: z.string() });
export type HashActionResult = z.infer<typeof hashActionResultSchema>;
