/**
 * Safety payment wire schemas (SPEC §4 third-party payment; docs/decisions/0037). The rules themselves (what a bank
 * accepts, masking) are in shared/domain/safety-payments.ts.
 */
import { z } from 'zod';
import { idParam, pageParam, shortText, wholeNumber } from './common.schema';
import { ORDER_STATUSES, PAY_TYPES } from '../domain/payments';
import {
  MAX_MILESTONES,
  PAYOUT_STATUSES,
  SAFETY_KINDS,
  SAFETY_PART_RANGE,
  SAFETY_PAYMENT_STATUSES,
  SAFETY_PLANS,
} from '../domain/safety-payments';

const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

/** A pro's payout account as shown back: never the full account number or proxy. */
export const payoutAccountSchema = z.object({
  method: z.enum(['bank', 'fps']),
  holder: z.string(),
  /** `004-123-***9012`, `***4567`, `p***@example.hk`. */
  masked: z.string(),
  modified: z.string(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

/**
 * POST /api/safety_payments/payout_account: the bank fields for `bank`, the proxy for `fps`; the current password
 * confirms a first entry and every change. Formats are checked by the service against the domain rules, field by field.
 */
export const payoutAccountInputSchema = z.strictObject(
  {
    method: z.enum(['bank', 'fps'], { message: 'required' }),
    holder: shortText(70).min(1, { message: 'required' }),
    bank_code: shortText(10).optional().default(''),
    branch_code: shortText(10).optional().default(''),
    account_number: shortText(20).optional().default(''),
    fps_proxy: shortText(80).optional().default(''),
    password: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  },
  strict,
);
export type PayoutAccountInput = z.infer<typeof payoutAccountInputSchema>;

const statusSchema = z.enum(SAFETY_PAYMENT_STATUSES);
const amountField = (max = SAFETY_PART_RANGE.max * MAX_MILESTONES) => wholeNumber({ min: 1, max, message: 'invalid_amount' });

/** What the viewer may do with a part now (the client shows only these buttons; the server checks again). */
export const SAFETY_PART_ACTIONS = [
  'pay',
  'confirm',
  'cancel_request',
  'apply_refund',
  'cancel_refund',
  'approve_refund',
  'counter_refund',
  'dispute',
  'edit_refund_info',
] as const;
export type SafetyPartAction = (typeof SAFETY_PART_ACTIONS)[number];

/** A try at paying a part through the provider (card, convenience store, bank transfer). */
export const safetyPayInSchema = z.object({
  hash: z.string(),
  pay_type: z.enum(PAY_TYPES),
  status: z.enum(ORDER_STATUSES),
  amount: z.number().int(),
  card_info: z.string().nullable(),
  payment_code: z.string().nullable(),
  barcode: z.string().nullable(),
  virtual_account: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** The hosted card page while the payment is open. */
  checkout_url: z.string().nullable(),
  /** Sandbox only: the page that pays a store bill or a transfer (the demo's counter and bank). */
  test_payment_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_code: z.string().nullable(),
});
export type SafetyPayIn = z.infer<typeof safetyPayInSchema>;

export const safetyRequestSchema = z.object({
  kind: z.enum(['cancel', 'refund']),
  amount: z.number().int(),
  reason: z.string(),
  photos: z.array(z.object({ id: z.number().int(), url: z.string(), name: z.string() })),
  requested_at: z.string(),
  counter_amount: z.number().int().nullable(),
  counter_reason: z.string().nullable(),
  /** When trust and safety takes over if the other side has not answered. */
  answer_due: z.string().nullable(),
});

export const safetyPartSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  amount: z.number().int(),
  status: statusSchema,
  /** What Sifu holds of it now (the ledger). */
  held: z.number().int(),
  refunded: z.number().int(),
  released: z.number().int(),
  /** Sifu's commission and what the pro receives: on the whole part while open, on what was released once decided. */
  commission: z.number().int(),
  pro_receives: z.number().int(),
  request: safetyRequestSchema.nullable(),
  /** Where a refund goes when the pay-in was not by card (masked). */
  refund_info: z.object({ method: z.enum(['bank', 'fps']), holder: z.string(), masked: z.string() }).nullable(),
  decision_note: z.string().nullable(),
  pay_in: safetyPayInSchema.nullable(),
  /** The pro's payout of the released amount (pro only). */
  payout: z.object({ status: z.enum(PAYOUT_STATUSES), amount: z.number().int() }).nullable(),
  actions: z.array(z.enum(SAFETY_PART_ACTIONS)),
  timeline: z.array(z.object({ status: statusSchema, at: z.string() })),
});
export type SafetyPart = z.infer<typeof safetyPartSchema>;

export const safetyPaymentSchema = z.object({
  id: z.number().int(),
  bid_id: z.number().int(),
  kind: z.enum(SAFETY_KINDS),
  plan: z.enum(SAFETY_PLANS),
  price: z.number().int(),
  /** An inspection fee paid into safety and taken off this job's price (0 when none). */
  inspection_deducted: z.number().int(),
  commission_percent: z.number().int(),
  /** When the pro marked the work (or the inspection visit) done, and when what is still held is released. */
  completed_at: z.string().nullable(),
  auto_release_at: z.string().nullable(),
  /** The pro may mark an inspection visit done (job payments complete with the bid). */
  can_mark_visited: z.boolean(),
  /** The pro may change the plan (nothing paid yet) and either side may cancel it unpaid. */
  can_change: z.boolean(),
  created: z.string(),
  parts: z.array(safetyPartSchema),
});
export type SafetyPayment = z.infer<typeof safetyPaymentSchema>;

export const safetyPlanSuggestionSchema = z.object({
  kind: z.enum(SAFETY_KINDS),
  plan: z.enum(SAFETY_PLANS),
  price: z.number().int(),
  parts: z.array(z.number().int()),
});

/** GET /api/safety_payments/bid/{bidId}: a bid's safety payments, seen by its consumer or its pro. */
export const safetyBidSchema = z.object({
  role: z.enum(['consumer', 'pro']),
  bid: z.object({
    id: z.number().int(),
    request_id: z.number().int(),
    category_name: z.string(),
    pro_name: z.string(),
    consumer_name: z.string(),
    rating_type: z.string(),
    /** The flat price quoted, or null for hourly and after-inspection quotes. */
    quoted_price: z.number().int().nullable(),
    /** The fixed inspection fee of an "inspection first" quote. */
    inspection_fee: z.number().int().nullable(),
    quote_status_id: z.number().int(),
  }),
  payments: z.array(safetyPaymentSchema),
  /** What the consumer can pay into safety now without waiting for the pro's plan (a flat quote, an inspection fee). */
  suggestions: z.array(safetyPlanSuggestionSchema),
  commission_percent: z.number().int(),
  auto_release_days: z.number().int(),
  pay_types: z.array(z.enum(PAY_TYPES)),
});
export type SafetyBid = z.infer<typeof safetyBidSchema>;

export const safetyListItemSchema = z.object({
  id: z.number().int(),
  bid_id: z.number().int(),
  kind: z.enum(SAFETY_KINDS),
  price: z.number().int(),
  held: z.number().int(),
  /** The most pressing status among the parts (what the list shows). */
  status: statusSchema,
  role: z.enum(['consumer', 'pro']),
  category_name: z.string(),
  other_name: z.string(),
  created: z.string(),
});
export type SafetyListItem = z.infer<typeof safetyListItemSchema>;

/** POST /api/safety_payments/add/{bidId}: the pro's plan, or the consumer taking a suggestion as it is. */
export const safetyAddSchema = z.strictObject(
  {
    kind: z.enum(SAFETY_KINDS, { message: 'invalid_option' }),
    plan: z.enum(SAFETY_PLANS, { message: 'invalid_option' }),
    price: amountField(),
    parts: z.array(amountField(SAFETY_PART_RANGE.max)).min(1, { message: 'required' }).max(MAX_MILESTONES, { message: 'too_many' }),
  },
  strict,
);
export type SafetyAddInput = z.infer<typeof safetyAddSchema>;

export const safetyOrderSchema = z.strictObject(
  {
    pay_type: z.enum(PAY_TYPES, { message: 'invalid_option' }),
    idempotency_key: z.string().min(8, { message: 'invalid' }).max(80, { message: 'invalid' }),
  },
  strict,
);
export type SafetyOrderInput = z.infer<typeof safetyOrderSchema>;

/** A cancel request (before the work is completed) or a refund application (after), with photos for a refund. */
export const safetyRequestInputSchema = z.strictObject(
  {
    amount: amountField(SAFETY_PART_RANGE.max).optional(),
    reason: shortText(500).min(5, { message: 'too_short' }),
    attachments: z.array(idParam).max(3, { message: 'too_many' }).optional().default([]),
  },
  strict,
);
export type SafetyRequestInput = z.infer<typeof safetyRequestInputSchema>;

/** The pro's other amount for a refund application. */
export const safetyCounterSchema = z.strictObject(
  {
    amount: wholeNumber({ min: 0, max: SAFETY_PART_RANGE.max, message: 'invalid_amount' }),
    reason: shortText(500).min(5, { message: 'too_short' }),
  },
  strict,
);

export const safetyNoteSchema = z.strictObject({ reason: shortText(500).optional().default('') }, strict);

/** Where a refund of a store or transfer payment goes (SPEC "edit refund info"). */
export const safetyRefundInfoSchema = z.strictObject(
  {
    method: z.enum(['bank', 'fps'], { message: 'required' }),
    holder: shortText(70).min(1, { message: 'required' }),
    bank_code: shortText(10).optional().default(''),
    branch_code: shortText(10).optional().default(''),
    account_number: shortText(20).optional().default(''),
    fps_proxy: shortText(80).optional().default(''),
  },
  strict,
);
export type SafetyRefundInfoInput = z.infer<typeof safetyRefundInfoSchema>;

/** Trust and safety's decision on a disputed part: how much goes back to the consumer (the rest to the pro). */
export const safetyDecisionSchema = z.strictObject(
  {
    refund_amount: wholeNumber({ min: 0, max: SAFETY_PART_RANGE.max, message: 'invalid_amount' }),
    note: shortText(1000).min(5, { message: 'too_short' }),
  },
  strict,
);
export type SafetyDecisionInput = z.infer<typeof safetyDecisionSchema>;

/** A payout instruction as finance sees it (the account masked; the full one is only in the exported file). */
export const opsPayoutSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  amount: z.number().int(),
  pro: z.object({ id: z.number().int(), name: z.string() }),
  /** The pro's payout account (masked), or null when the pro has not given one (it cannot be approved then). */
  account: z.string().nullable(),
  batch_id: z.number().int().nullable(),
  failure_reason: z.string().nullable(),
  /** What the payout is for: a safety payment's part (with its bid), or a completed shop order (docs/decisions/0038). */
  part_id: z.number().int().nullable(),
  bid_id: z.number().int().nullable(),
  shop_order_id: z.number().int().nullable(),
  created: z.string(),
  paid_at: z.string().nullable(),
});
export type OpsPayout = z.infer<typeof opsPayoutSchema>;

export const opsPayoutQuerySchema = z.object({
  status: z.enum(PAYOUT_STATUSES, { message: 'invalid_option' }).default('pending'),
  page: pageParam,
});

export const opsPayoutBatchSchema = z.object({
  id: z.number().int(),
  value_date: z.string(),
  line_count: z.number().int(),
  total: z.number().int(),
  exported_at: z.string().nullable(),
  created: z.string(),
  created_by: z.string().nullable(),
  /** Lines by status (exported, paid, failed …). */
  statuses: z.record(z.string(), z.number().int()),
});
export type OpsPayoutBatch = z.infer<typeof opsPayoutBatchSchema>;

/** SPEC "approve export instruction": pending instructions into a new batch paid on `value_date`. */
export const opsApprovePayoutsSchema = z.strictObject(
  {
    ids: z.array(idParam).min(1, { message: 'required' }).max(500, { message: 'too_many' }),
    value_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' }),
  },
  strict,
);
export type OpsApprovePayoutsInput = z.infer<typeof opsApprovePayoutsSchema>;

export const opsPayoutFailSchema = z.strictObject({ reason: shortText(300).min(3, { message: 'too_short' }) }, strict);

/** The disputed part in context for trust and safety: both sides' words and photos, the money, the chat link. */
export const opsSafetyPartSchema = z.object({
  payment: safetyPaymentSchema.omit({ parts: true }),
  part: safetyPartSchema,
  consumer: z.object({ id: z.number().int(), name: z.string() }),
  pro: z.object({ id: z.number().int(), name: z.string() }),
  category_name: z.string(),
  chat: z.array(z.object({ from: z.enum(['consumer', 'pro']), body: z.string(), created: z.string() })),
});
export type OpsSafetyPart = z.infer<typeof opsSafetyPartSchema>;
