/**
 * Shop wire schemas (SPEC §3 shop item, order, feedback, shop service category; §5; §7 nshop calls;
 * docs/decisions/0038). Field names are the columns of migration 0813. The rules the fields are checked against are
 * shared/domain/shop-rules.ts: a refused field answers the SPEC §8 code of shop-rules' ITEM_FIELD_CODES or
 * FEEDBACK_FIELD_CODES for its path. Texts are counted in characters (a CJK character is one), not UTF-16 units.
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAY_TYPES } from '../domain/payments';
import { ITEM_ACTIONS, ITEM_STATUSES, SHOP_ORDER_STATUSES, SHOP_ORDER_USER_ACTIONS } from '../domain/shop';
import { PARTNER_SLUGS } from '../domain/partners';
import {
  keywordsProblem,
  lineProblem,
  PHOTO_OPS,
  quantityProblem,
  SERVICE_TYPES,
  SHOP_LIMITS,
  textProblem,
  uniqueKeywords,
} from '../domain/shop-rules';
import { attachmentSchema, publicImageSchema } from './attachments.schema';
import { lngParam } from './catalog.schema';
import { idParam, longText, optionalReason, pageParam, pagedSchema, requiredReason, shortText, wholeNumber } from './common.schema';
import { formBool, listOf } from './form-values';

const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

/**
 * One line of at most `max` characters, NFC, trimmed. shortText's bound (UTF-16 units) is twice `max`, so it only
 * stops what can never fit; the character count decides.
 */
const line = (max: number, required = false) =>
  shortText(max * 2)
    .transform((s) => s.normalize('NFC'))
    .superRefine((s, ctx) => {
      const problem = lineProblem(s, max, { required });
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'empty' ? 'required' : problem });
    });

/** Text that may have line breaks, at most `max` characters, NFC. */
const text = (max: number, required = false) =>
  longText(max * 2)
    .transform((s) => s.normalize('NFC').trim())
    .refine((s) => !textProblem(s, max, required), { message: required ? 'required' : 'too_long' });

/** '' from a form is "no value" (unlimited stock). */
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === 'null' ? null : v), schema.nullable());

const serviceType = z.enum(SERVICE_TYPES, { message: 'invalid_option' });
const serverTime = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { message: 'invalid_time' });

/* ------------------------------------------------------------------ input ------------------------------------------------------------------ */

/** A plan as the pro sends it; `id` keeps (and edits) an existing plan, a plan without one is new. */
export const shopPlanInputSchema = z.strictObject(
  {
    id: idParam.optional(),
    name: line(SHOP_LIMITS.planNameChars, true),
    description: text(SHOP_LIMITS.planDescriptionChars).optional().default(''),
    price: wholeNumber({ min: SHOP_LIMITS.planPrice.min, max: SHOP_LIMITS.planPrice.max, message: 'invalid_price' }),
    service_type: serviceType,
  },
  strict,
);
export type ShopPlanInput = z.infer<typeof shopPlanInputSchema>;

/** One entry of the photo list (shop-rules.ts PhotoOp: keep or remove `photo_id`, add an upload or an image URL of ours). */
export const shopPhotoOpSchema = z.strictObject(
  {
    op: z.enum(PHOTO_OPS, { message: 'invalid_option' }),
    photo_id: idParam.optional(),
    attachment_id: idParam.optional(),
    url: shortText(500).optional(),
    position: wholeNumber({ min: 1, max: SHOP_LIMITS.photos.max, message: 'invalid_order' }).optional(),
  },
  strict,
);
export type ShopPhotoOpInput = z.infer<typeof shopPhotoOpSchema>;

/**
 * Create or edit an item (the whole form each time; the server compares it with what is stored, so an edit of the
 * stock alone keeps a published item published: shop.ts editTarget). A draft may leave out what apply_review needs.
 */
export const shopItemInputSchema = z
  .strictObject(
    {
      name: line(SHOP_LIMITS.nameChars, true),
      description: text(SHOP_LIMITS.descriptionChars).optional().default(''),
      service_type: nullable(serviceType).optional().default(null),
      service_info: text(SHOP_LIMITS.serviceInfoChars).optional().default(''),
      is_service_professional_travels_to_me: formBool.optional().default(true),
      is_customer_travel_to_me: formBool.optional().default(false),
      is_over_phone_or_internet: formBool.optional().default(false),
      district_ids: listOf(idParam, SHOP_LIMITS.areas).optional().default([]),
      plans: listOf(shopPlanInputSchema, SHOP_LIMITS.plans.max).optional().default([]),
      photos: listOf(shopPhotoOpSchema, SHOP_LIMITS.photos.max * 2)
        .optional()
        .default([]),
      quantity: nullable(wholeNumber({ min: SHOP_LIMITS.quantity.min, max: SHOP_LIMITS.quantity.max, message: 'invalid' }))
        .optional()
        .default(null),
      remaining_quantity: nullable(wholeNumber({ min: 0, max: SHOP_LIMITS.quantity.max, message: 'invalid' }))
        .optional()
        .default(null),
      keywords: listOf(shortText(SHOP_LIMITS.keywordChars * 2), SHOP_LIMITS.keywords * 2)
        .optional()
        .default([])
        .transform(uniqueKeywords),
      accepts_reservation: formBool.optional().default(false),
    },
    strict,
  )
  .superRefine((v, ctx) => {
    if (!v.is_service_professional_travels_to_me && !v.is_customer_travel_to_me && !v.is_over_phone_or_internet) {
      ctx.addIssue({ code: 'custom', path: ['is_service_professional_travels_to_me'], message: 'required' });
    }
    const stock = quantityProblem(v.quantity, v.remaining_quantity);
    if (stock) ctx.addIssue({ code: 'custom', path: [stock.field], message: 'invalid' });
    if (keywordsProblem(v.keywords)) ctx.addIssue({ code: 'custom', path: ['keywords'], message: 'invalid' });
    if (new Set(v.district_ids).size !== v.district_ids.length)
      ctx.addIssue({ code: 'custom', path: ['district_ids'], message: 'invalid' });
  });
export type ShopItemInput = z.infer<typeof shopItemInputSchema>;

/** POST …/items/{action}/{id}: the pro's item actions other than editing (SPEC §4). */
export const shopItemActionParamsSchema = z.object({
  action: z.enum(['apply_review', 'publish', 'unpublish', 'delete'], { message: 'invalid_option' }),
  id: idParam,
});

/** An operator's decision on an item in review (or a takedown): a rejection says why. */
export const shopItemDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('publish'), note: optionalReason() }, strict),
  z.strictObject({ decision: z.literal('reject'), note: requiredReason() }, strict),
]);
export type ShopItemDecisionInput = z.infer<typeof shopItemDecisionSchema>;

/** A category's shop settings (SPEC §3 shop service category: service_notice, shown with each of its items). */
export const shopCategorySettingsInputSchema = z.strictObject(
  { service_notice: text(SHOP_LIMITS.serviceNoticeChars).optional().default('') },
  strict,
);

/** Label auto-complete (SPEC §7): what the pro has typed of a keyword. */
export const shopLabelQuerySchema = z.object({ q: line(SHOP_LIMITS.keywordChars, true) });
export const shopLabelsSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));

/** Place an order: a plan of a published item, a quantity within the stock, optionally a slot, and how to pay. */
export const shopOrderInputSchema = z
  .strictObject(
    {
      shop_item_id: idParam,
      plan_id: idParam,
      quantity: wholeNumber({ min: SHOP_LIMITS.orderQuantity.min, max: SHOP_LIMITS.orderQuantity.max, message: 'invalid_quantity' })
        .optional()
        .default(1),
      /** A slot the item's service offers (SPEC §7 reserves), when the item accepts reservations. */
      begin_time: serverTime.optional(),
      note: text(SHOP_LIMITS.orderNoteChars).optional().default(''),
      pay_type: z.enum(PAY_TYPES, { message: 'invalid_option' }),
      idempotency_key: z.string().min(8, { message: 'invalid' }).max(80, { message: 'invalid' }),
      /** A partner area's discount (docs/decisions/0043): the area the order comes from and the partner's code. */
      partner: z.enum(PARTNER_SLUGS, { message: 'invalid_option' }).optional(),
      coupon_code: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z0-9-]{4,32}$/, { message: 'invalid_coupon' })
        .optional(),
    },
    strict,
  )
  .refine((o) => (o.partner === undefined) === (o.coupon_code === undefined), { message: 'invalid_coupon', path: ['coupon_code'] });
export type ShopOrderInput = z.infer<typeof shopOrderInputSchema>;

/** POST …/orders/{action}/{id} (SPEC §4); a cancel request or a refusal may say why. */
export const shopOrderActionParamsSchema = z.object({
  action: z.enum(SHOP_ORDER_USER_ACTIONS, { message: 'invalid_option' }),
  id: idParam,
});
export const shopOrderActionBodySchema = z.strictObject({ reason: optionalReason() }, strict);

export const shopOrderListQuerySchema = z.object({
  role: z.enum(['consumer', 'pro']),
  status: z.enum(['open', 'completed', 'cancelled', 'all']).optional().default('all'),
  page: pageParam,
});

/** Feedback on a completed order (SPEC §5: at most 50 characters and three photos; §8 840, 850–854). */
export const shopFeedbackInputSchema = z.strictObject(
  {
    shop_order_id: idParam,
    shop_item_id: idParam,
    score: wholeNumber({ min: SHOP_LIMITS.score.min, max: SHOP_LIMITS.score.max, message: 'invalid_score' }),
    feedback: line(SHOP_LIMITS.feedbackChars).optional().default(''),
    attachments: listOf(idParam, SHOP_LIMITS.feedbackPhotos)
      .optional()
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { message: 'invalid' }),
  },
  strict,
);
export type ShopFeedbackInput = z.infer<typeof shopFeedbackInputSchema>;

/** The pro's public reply to a feedback (SPEC §3 order feedback comment; §8 840, 852, 854). */
export const shopFeedbackCommentSchema = z.strictObject(
  { nshop_order_feedback_id: idParam, comment: line(SHOP_LIMITS.commentChars, true) },
  strict,
);
export type ShopFeedbackCommentInput = z.infer<typeof shopFeedbackCommentSchema>;

/** The favourites (SPEC §9: six a page from page 1). */
export const shopFavoritesQuerySchema = z.object({ lng: lngParam, page: pageParam });

/* ------------------------------------------------------------------ views ------------------------------------------------------------------ */

const int = z.number().int();
const ref = z.object({ id: int, slug: z.string(), name: z.string() });
const serviceRef = z.object({ quote_service_id: int, slug: z.string(), business_name: z.string() });

export const shopPlanSchema = z.object({
  id: int,
  position: int,
  name: z.string(),
  description: z.string(),
  price: int,
  service_type: serviceType,
});
export type ShopPlan = z.infer<typeof shopPlanSchema>;

export const shopItemPhotoSchema = z.object({
  id: int,
  position: int,
  attachment_id: int,
  url: z.string(),
  /** Sizes and variants of the processed image (null for an image without them). */
  image: publicImageSchema.nullable(),
});

/** An item as its page and the pro's editor show it. */
export const shopItemSchema = z.object({
  id: int,
  status: z.enum(ITEM_STATUSES),
  service: serviceRef.extend({ rating: z.number(), review_count: int }),
  category: ref,
  /** The category's shop settings (the pro's `{serviceCategoryId}`), null until its first item or notice is saved. */
  service_category_id: int.nullable(),
  name: z.string(),
  description: z.string(),
  service_type: serviceType.nullable(),
  service_info: z.string(),
  is_service_professional_travels_to_me: z.boolean(),
  is_customer_travel_to_me: z.boolean(),
  is_over_phone_or_internet: z.boolean(),
  areas: z.array(ref),
  plans: z.array(shopPlanSchema),
  photos: z.array(shopItemPhotoSchema),
  /** null: unlimited stock. */
  quantity: int.nullable(),
  remaining_quantity: int.nullable(),
  sold_out: z.boolean(),
  keywords: z.array(z.string()),
  accepts_reservation: z.boolean(),
  /** The category's shop settings (SPEC §3 service_notice), empty when none. */
  service_notice: z.string(),
  /** Feedback on the item's completed orders. */
  rating: z.object({ score: z.number(), count: int }),
  like_count: int,
  /** Whether the viewer likes it; null for a visitor. */
  liked: z.boolean().nullable(),
  /** The operator's reason for a rejection, to the pro only. */
  review_note: z.string().nullable(),
  /** What the viewer may do now (shop.ts itemActionsFor). */
  actions: z.array(z.enum(ITEM_ACTIONS)),
  published_at: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
});
export type ShopItem = z.infer<typeof shopItemSchema>;

/** An item in a list (the listing, a category page, a profile, the favourites, the pro's items). */
export const shopItemCardSchema = shopItemSchema
  .pick({
    id: true,
    status: true,
    service: true,
    category: true,
    service_category_id: true,
    name: true,
    service_type: true,
    quantity: true,
    remaining_quantity: true,
    sold_out: true,
    rating: true,
  })
  .extend({ from_price: int.nullable(), photo: publicImageSchema.nullable(), like_count: int, liked: z.boolean().nullable() });
export type ShopItemCard = z.infer<typeof shopItemCardSchema>;
export const shopItemPageSchema = pagedSchema(shopItemCardSchema);

/**
 * A favourite (SPEC §2 favorite): the liked item's card, whether it can still be bought (published in a category its
 * service offers; `sold_out` says whether stock is left) and when it was liked.
 */
export const shopFavoriteSchema = shopItemCardSchema.extend({ for_sale: z.boolean(), liked_at: z.string() });
export type ShopFavorite = z.infer<typeof shopFavoriteSchema>;
export const shopFavoritePageSchema = pagedSchema(shopFavoriteSchema);

/** What a like or an unlike leaves: whether the caller likes the item and how many do. */
export const shopLikeSchema = z.object({ shop_item_id: int, liked: z.boolean(), like_count: int });
export type ShopLike = z.infer<typeof shopLikeSchema>;

/** A feedback as the item page and the order show it. */
export const shopFeedbackSchema = z.object({
  nshop_order_feedback_id: int,
  shop_item_id: int,
  reviewer_name: z.string(),
  plan_name: z.string(),
  score: int,
  feedback: z.string(),
  photos: z.array(attachmentSchema),
  /** The pro's reply, or null. */
  comment: z.string().nullable(),
  replied_at: z.string().nullable(),
  created: z.string(),
});
export type ShopFeedback = z.infer<typeof shopFeedbackSchema>;
export const shopFeedbackPageSchema = pagedSchema(shopFeedbackSchema).extend({ score: z.number(), count: int });
export type ShopFeedbackPage = z.infer<typeof shopFeedbackPageSchema>;
/** An item's feedback, newest first (public; only a published item has it). */
export const shopFeedbackListQuerySchema = z.object({ shop_item_id: idParam, page: pageParam });

/** A try at paying the order through the provider (as a safety payment's pay-in shows it). */
export const shopPaymentSchema = z.object({
  hash: z.string(),
  pay_type: z.enum(PAY_TYPES),
  status: z.enum(ORDER_STATUSES),
  amount: int,
  card_info: z.string().nullable(),
  payment_code: z.string().nullable(),
  barcode: z.string().nullable(),
  virtual_account: z.string().nullable(),
  expires_at: z.string().nullable(),
  checkout_url: z.string().nullable(),
  /** Sandbox only: the page that pays a store bill or a transfer. */
  test_payment_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_code: z.string().nullable(),
  refunded_amount: int,
});
export type ShopPayment = z.infer<typeof shopPaymentSchema>;

const sideSchema = z.enum(['consumer', 'pro']);

/** An order as either side sees it (`role`), with what it may do now. */
export const shopOrderSchema = z.object({
  id: int,
  role: sideSchema,
  status: z.enum(SHOP_ORDER_STATUSES),
  item: z.object({ id: int, name: z.string(), status: z.enum(ITEM_STATUSES), photo: publicImageSchema.nullable() }),
  /** What was bought, as it was when the order was placed. */
  plan_id: int.nullable(),
  plan_name: z.string(),
  service_type: serviceType,
  unit_price: int,
  quantity: int,
  amount: int,
  /** A partner discount (docs/decisions/0043) and what the consumer pays: amount − discount, never below 0. */
  discount: int,
  discount_code: z.string().nullable(),
  total: int,
  /** Held as a safety payment until completion (the safetyPayment flag when it was placed). */
  is_held: z.boolean(),
  /** Sifu's commission and what the pro receives (the pro only; 0 for the consumer). */
  commission: int,
  pro_receives: int,
  note: z.string(),
  reservation: z.object({ begin_time: z.string(), end_time: z.string(), cancelled: z.boolean() }).nullable(),
  payment: shopPaymentSchema.nullable(),
  consumer: z.object({ id: int, name: z.string() }),
  pro: serviceRef.extend({ id: int }),
  cancel_requested_by: sideSchema.nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_by: z.enum(['consumer', 'pro', 'operator', 'system']).nullable(),
  /** When the system moves the order if nobody acts (shop.ts orderDeadline), or null. */
  deadline: z.string().nullable(),
  feedback: shopFeedbackSchema.nullable(),
  actions: z.array(z.enum(SHOP_ORDER_USER_ACTIONS)),
  timeline: z.array(z.object({ status: z.enum(SHOP_ORDER_STATUSES), at: z.string() })),
  created: z.string(),
  paid_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;
export const shopOrderPageSchema = pagedSchema(shopOrderSchema);

/** Placing an order answers it with where to pay (the hosted card page, or the order's page for a store bill). */
export const shopOrderPlacedSchema = z.object({ order: shopOrderSchema, redirect_url: z.string() });

/** A category's shop settings as the pro sees them (`id` is the dashboard's {serviceCategoryId}). */
export const shopServiceCategorySchema = z.object({
  id: int,
  quote_service_id: int,
  category: ref,
  service_notice: z.string(),
  item_count: int,
});
export type ShopServiceCategory = z.infer<typeof shopServiceCategorySchema>;

/** GET …/reserves/{itemId}: the slots from a Hong Kong day on (default today), within the booking window. */
export const shopReservesQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' })
    .optional(),
});

/**
 * The free slots a published item offers (SPEC §7 reserves; docs/decisions/0038 "Reservation slots"): its service's
 * business hours less pauses and live bookings, 60-minute slots for 14 days, at least 2 hours ahead. None when the
 * item does not accept reservations. Times are server times, UTC 'YYYY-MM-DD HH:mm:ss'; an order names one by its
 * begin_time.
 */
export const shopReserveSlotsSchema = z.object({
  shop_item_id: int,
  accepts_reservation: z.boolean(),
  slot_minutes: int,
  slots: z.array(z.object({ begin_time: z.string(), end_time: z.string() })),
});
export type ShopReserveSlots = z.infer<typeof shopReserveSlotsSchema>;
