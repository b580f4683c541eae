/** Quote bid contracts: SPEC §3 quote bid and template fields, §4 change_status actions, §5 price and rating rules. */
import { z } from 'zod';
import { BID_ACTION_NAMES } from '../domain/bid-lifecycle';
import { LEAD_FILTERS, WORK_FILTER_NAMES } from '../domain/request-lifecycle';
import { inspectionFeeProblem } from '../domain/safety-payments';
import { idParam, longText, pagedSchema, pageParam, shortText, wholeNumber } from './common.schema';
import { attachmentIds, formBool, listOf } from './form-values';
import { attachmentSchema } from './attachments.schema';
import { labelledAnswerSchema, namedRefSchema, requestStateSchema } from './requests.schema';

export const ratingTypeSchema = z.enum(['flat', 'hourly', 'onsite']);
export type RatingType = z.infer<typeof ratingTypeSchema>;

export const bidActionSchema = z.enum(BID_ACTION_NAMES as [string, ...string[]]);

const money = wholeNumber({ min: 0, max: 10_000_000, message: 'invalid_price' });

/**
 * Send or edit a quote: change_status/rating/{id} or POST /api/quote_bids/edit/{id}.
 * `price` is the flat or hourly amount (flat_rate_at / hourly_rate_at are accepted too);
 * flat and hourly need a price > 0 ("invalid_price", SPEC §5).
 */
const quoteFields = z.object({
  rating_type: ratingTypeSchema,
  price: money.optional(),
  flat_rate_at: money.optional(),
  hourly_rate_at: money.optional(),
  price_note: longText(2000).optional().default(''),
  attachments: attachmentIds,
  template_id: idParam.optional(),
  is_more_information_required: formBool.optional(),
  /** Save these values as a new template with this name. */
  save_as_template: shortText(80).optional(),
  /**
   * "Inspection first" (docs/decisions/0037): the fixed fee of an on-site quote's visit, paid into safety before it
   * and deducted from the job's price on hiring. Read with `onsite` only, and only under the safetyPayment flag.
   */
  inspection_fee: wholeNumber({ message: 'safety_inspection_not_whole' }).optional(),
});

/** SPEC §5: flat and hourly quotes need a price greater than 0. */
function priceRule(v: z.output<typeof quoteFields>, ctx: z.RefinementCtx): void {
  const price = v.rating_type === 'flat' ? (v.price ?? v.flat_rate_at) : v.rating_type === 'hourly' ? (v.price ?? v.hourly_rate_at) : 1;
  if (!(typeof price === 'number' && price > 0)) ctx.addIssue({ code: 'custom', path: ['price'], message: 'invalid_price' });
}

/** An on-site quote's inspection fee is whole HKD within INSPECTION_FEE_RANGE; flat and hourly quotes ignore it. */
function inspectionFeeRule(v: z.output<typeof quoteFields>, ctx: z.RefinementCtx): void {
  const problem = v.rating_type === 'onsite' && v.inspection_fee !== undefined ? inspectionFeeProblem(v.inspection_fee) : null;
  if (problem) ctx.addIssue({ code: 'custom', path: ['inspection_fee'], message: `safety_inspection_${problem}` });
}

function quoteRules(v: z.output<typeof quoteFields>, ctx: z.RefinementCtx): void {
  priceRule(v, ctx);
  inspectionFeeRule(v, ctx);
}

export const sendQuoteSchema = quoteFields.superRefine(quoteRules);
/** POST /api/quote_bids/edit (SPEC §7: the bid in the body). */
export const editQuoteByBodySchema = quoteFields.extend({ quote_bid_id: idParam }).superRefine(quoteRules);

export type SendQuoteInput = z.infer<typeof sendQuoteSchema>;

/** change_status/hired|self_hire/{id}: SPEC §4 hiring needs a date and a time ("date_time_missing"). */
export const hireSchema = z.object({
  date: z.string().trim().max(10).optional(),
  /** "HH:mm", or a SPEC §9 time slot key 1..5. */
  time: z.string().trim().max(5).optional(),
});
export type HireInput = z.infer<typeof hireSchema>;

/** change_status/reject/{id} */
export const rejectSchema = z.object({ requestor_note: longText(1000).optional().default('') });

/**
 * change_status/reviews/{id}: score 1..5 (0 → "rating_is_zero", SPEC §5). The SPEC §3 feedback `comment` is the
 * pro's public reply (POST /services/{id}/reviews/reply/{reviewId}); a consumer cannot write it.
 */
export const reviewSchema = z.object({
  score: wholeNumber({ min: 0, max: 5, message: 'invalid' }).refine((n) => n > 0, { message: 'rating_is_zero' }),
  note: longText(2000).optional().default(''),
  is_satisfied: formBool.optional().default(true),
  tags: listOf(shortText(40), 10),
  photos: attachmentIds,
});
export type ReviewInput = z.infer<typeof reviewSchema>;

/** change_status/archive|read|… take no body; change_status/interest may carry provider_tag to set the favourite. */
export const favoriteSchema = z.object({ favorite: formBool });

/** GET /api/quote_bids/leads?filter=&page= (also 8/9/13 of SPEC §4). */
export const leadsQuerySchema = z.object({
  filter: z
    .union([z.enum(LEAD_FILTERS), z.enum(['8', '9', '13'])])
    .optional()
    .default('all'),
  page: pageParam,
});

/** GET /api/quote_bids/works?filter=&inbox=&q=&page= */
export const worksQuerySchema = z.object({
  filter: z.enum(WORK_FILTER_NAMES as [string, ...string[]]).optional(),
  inbox: wholeNumber({ min: 1, max: 7 }).optional(),
  q: shortText(100).optional(),
  page: pageParam,
});

/** GET /api/quote_bids/inbox?filter=1..7&page= */
export const inboxQuerySchema = z.object({
  filter: wholeNumber({ min: 1, max: 7 }).optional().default(1),
  /** Search by the other party's name (the customer's first name before a quote) or the category. */
  q: shortText(80).optional(),
  page: pageParam,
});

/** The newest message of a conversation, for inbox rows. */
export const lastMessageSchema = z.object({ body: z.string(), created: z.string(), is_mine: z.boolean() });

export const proServiceBriefSchema = z.object({
  quote_service_id: z.number(),
  user_id: z.number(),
  slug: z.string(),
  business_name_zh: z.string(),
  business_name_en: z.string(),
  logo_url: z.string().nullable(),
  rating: z.number(),
  review_count: z.number(),
  hired_count: z.number(),
  response_minutes: z.number().nullable(),
  is_verified: z.boolean(),
  phone: z.string().nullable(),
});

export const consumerBriefSchema = z.object({
  id: z.number(),
  /** The first name only until the pro has quoted (null without one), then the full name (customerNameFor). */
  full_name: z.string().nullable(),
  is_phone_confirmed: z.boolean(),
  /** Only after the pro has quoted. */
  phone: z.string().nullable(),
});

/** One bid as the pro or the consumer sees it (SPEC §3 quote bid fields). */
export const bidViewSchema = z.object({
  /** Inbox rows only: the newest message, if any. */
  last_message: lastMessageSchema.nullable().optional(),
  quote_bid_id: z.number(),
  quote_request_id: z.number(),
  quote_service_id: z.number(),
  quote_status_id: z.number(),
  bid_outcome: z.number(),
  narrow_status: z.number(),
  hired_on: z.string().nullable(),
  hire_date: z.string().nullable(),
  hire_time_slot: z.string().nullable(),
  is_requestor_rejected: z.boolean(),
  is_requestor_readed: z.boolean(),
  requestor_last_read_on: z.string().nullable(),
  quote_sent_on: z.string().nullable(),
  quote_last_update_on: z.string().nullable(),
  provider_last_read_on: z.string().nullable(),
  is_provider_readed: z.boolean(),
  is_provider_archived: z.boolean(),
  is_interested: z.boolean(),
  provider_tag: z.literal('favorite').nullable(),
  rating_type: ratingTypeSchema.nullable(),
  flat_rate_at: z.number().nullable(),
  hourly_rate_at: z.number().nullable(),
  is_on_site_visit_required_for_quote: z.boolean(),
  /** The fixed on-site inspection fee (HKD) quoted with an on-site quote, kept when the quote later gets a price. */
  inspection_fee: z.number().nullable(),
  is_more_information_required: z.boolean(),
  price_note: z.string(),
  attachments: z.array(attachmentSchema),
  is_contact_charge: z.boolean(),
  last_used_template_id: z.number().nullable(),
  requestor_note: z.string(),
  completed_on: z.string().nullable(),
  /** The consumer took this pro off the request before a quote (quote_bids/remove); the lead shows it was withdrawn. */
  consumer_removed_on: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  errorMessage: z.string().nullable(),
  errorAction: z.string().nullable(),
  /** The fee for sending (pro view): what the first send costs, or what was charged. */
  quote_fee: z.number().optional(),
  discount_percent: z.number(),
  unread_count: z.number(),
  is_reviewed: z.boolean(),
  viewer: z.enum(['pro', 'consumer']),
  available_actions: z.array(z.string()),
  request: z.object({
    category: namedRefSchema,
    district: namedRefSchema.nullable(),
    description: z.string(),
    preferred_dates: z.array(z.string()),
    time_slots: z.array(z.number()),
    is_closed: z.boolean(),
    is_archived: z.boolean(),
    state: requestStateSchema,
    created: z.string(),
    answers: z.array(labelledAnswerSchema).optional(),
    photos: z.array(attachmentSchema).optional(),
  }),
  consumer: consumerBriefSchema.optional(),
  service: proServiceBriefSchema.optional(),
});
export type BidView = z.infer<typeof bidViewSchema>;

export const bidPageSchema = pagedSchema(bidViewSchema);

/** POST /api/quote_bids/preview_quote_fee { quote_bid_id } */
export const previewQuoteFeeSchema = z.object({ quote_bid_id: idParam });
export const quoteFeePreviewSchema = z.object({
  quote_bid_id: z.number(),
  fee: z.number(),
  original_fee: z.number(),
  discount_percent: z.number(),
  balance: z.number(),
  is_enough: z.boolean(),
  already_charged: z.boolean(),
});
export type QuoteFeePreview = z.infer<typeof quoteFeePreviewSchema>;

/** GET /api/quote_bids/unread_count */
export const unreadCountSchema = z.object({
  unread_messages: z.number(),
  unread_leads: z.number(),
  unread_quotes: z.number(),
  unread_notifications: z.number(),
  total: z.number(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** SPEC §3 quote template; POST /api/quote_templates/add and /edit/{id}. */
export const quoteTemplateInputSchema = z.object({
  display_name: shortText(80).min(1, { message: 'required' }),
  quote_service_id: idParam,
  quote_category_id: idParam.optional().nullable(),
  rating_type: ratingTypeSchema.optional().default('flat'),
  price_note: longText(2000).optional().default(''),
  hourly_rate_at: money.optional().nullable(),
  flat_rate_at: money.optional().nullable(),
  on_site: formBool.optional().default(false),
  attachments: attachmentIds,
});
export type QuoteTemplateInput = z.infer<typeof quoteTemplateInputSchema>;

export const quoteTemplateSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  quote_service_id: z.number(),
  quote_category_id: z.number().nullable(),
  rating_type: ratingTypeSchema,
  price_note: z.string(),
  hourly_rate_at: z.number().nullable(),
  flat_rate_at: z.number().nullable(),
  on_site: z.boolean(),
  attachments: z.array(attachmentSchema),
  created: z.string(),
  modified: z.string(),
});
export type QuoteTemplate = z.infer<typeof quoteTemplateSchema>;
