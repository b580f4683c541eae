/** Quote request (project) contracts: SPEC §3 quote request, §7 quote_requests/* calls, §9 time slots. */
import { z } from 'zod';
import { idParam, longText, pagedSchema, shortText, wholeNumber } from './common.schema';
import { attachmentIds, jsonObject, listOf } from './form-values';
import { attachmentSchema } from './attachments.schema';

export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' });

/** One questionnaire answer: an option value, several option values, text, a date, a district slug, attachment ids. */
export const answerValueSchema = z.union([
  z.string().max(2000, { message: 'too_long' }),
  z.number(),
  z.array(z.union([z.string().max(200), z.number().int()])).max(20),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;

const answersSchema = jsonObject(z.record(z.string().max(64), answerValueSchema)).optional();

const districtRef = z.union([z.number().int().positive(), shortText(64)]);

/** POST /api/quote_requests/search_add: answers keyed by field_key of the category's active questionnaire. */
export const postRequestSchema = z
  .object({
    quote_category_id: idParam.optional(),
    category: shortText(100).optional(),
    answers: answersSchema,
    district: districtRef.optional(),
    preferred_dates: listOf(isoDateSchema, 5),
    time_slots: listOf(wholeNumber({ min: 1, max: 5, message: 'invalid_time_slot' }), 5),
    description: longText(5000).optional(),
    photos: attachmentIds,
    recommend_source: shortText(40).optional(),
  })
  .refine((v) => Boolean(v.quote_category_id || v.category), { path: ['category'], message: 'required' });
export type PostRequestInput = z.infer<typeof postRequestSchema>;

/** POST /api/quote_requests/edit (quote_request_id in the body) or /edit/{id}: only the given fields change. */
export const editRequestSchema = z.object({
  quote_request_id: idParam.optional(),
  answers: answersSchema,
  district: districtRef.optional(),
  preferred_dates: listOf(isoDateSchema, 5).optional(),
  time_slots: listOf(wholeNumber({ min: 1, max: 5, message: 'invalid_time_slot' }), 5).optional(),
  description: longText(5000).optional(),
  photos: attachmentIds.optional(),
});
export type EditRequestInput = z.infer<typeof editRequestSchema>;

export const namedRefSchema = z.object({ id: z.number(), slug: z.string(), name_zh: z.string(), name_en: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

/** An answer with its question, ready to show (labels from the questionnaire). */
export const labelledAnswerSchema = z.object({
  field_key: z.string(),
  type: z.enum(['single', 'multi', 'text', 'date', 'district', 'budget', 'photo']),
  label_zh: z.string(),
  label_en: z.string(),
  value: answerValueSchema,
  display_zh: z.string(),
  display_en: z.string(),
});
export type LabelledAnswer = z.infer<typeof labelledAnswerSchema>;

export const requestStateSchema = z.enum(['open', 'closed', 'archived', 'hired']);

/** A request as its owner (or a matched pro, in a lead) sees it. */
export const requestViewSchema = z.object({
  quote_request_id: z.number(),
  quote_category_id: z.number(),
  category: namedRefSchema,
  district: namedRefSchema.nullable(),
  fields: z.record(z.string(), answerValueSchema),
  answers: z.array(labelledAnswerSchema),
  description: z.string(),
  preferred_dates: z.array(z.string()),
  time_slots: z.array(z.number()),
  photos: z.array(attachmentSchema),
  recommend_source: z.string(),
  is_closed: z.boolean(),
  is_archived: z.boolean(),
  state: requestStateSchema,
  created: z.string(),
  modified: z.string(),
  matched_count: z.number(),
  quote_count: z.number(),
  unread_count: z.number(),
  hired_quote_bid_id: z.number().nullable(),
  /** Only for the owner: the secret of the public close/reopen links. */
  public_hash: z.string().optional(),
});
export type RequestView = z.infer<typeof requestViewSchema>;

/** GET /api/quote_requests/index/page:{n} */
export const requestPageSchema = pagedSchema(requestViewSchema);

/** POST /api/quote_requests/search_add response. */
export const postRequestResultSchema = z.object({
  request: requestViewSchema,
  matched_count: z.number(),
});

/** Why the consumer closes a request (a duplicate or invalid request gives the pros their quote fees back). */
export const CLOSE_REASONS = ['hired_elsewhere', 'no_longer_needed', 'duplicate', 'invalid', 'other'] as const;
export const closeRequestSchema = z.object({ reason: z.enum(CLOSE_REASONS).optional() });
export type CloseReason = (typeof CLOSE_REASONS)[number];
