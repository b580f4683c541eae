/** Payment contracts: credit packages, checkout orders, saved cards and the provider webhook. */
import { z } from 'zod';
import { ORDER_KINDS, ORDER_STATUSES, PAY_TYPES } from '../domain/payments';
import { idParam, pageParam, pagedSchema, shortText, wholeNumber } from './common.schema';
import { formBool, jsonObject } from './form-values';
import { sendQuoteSchema } from './bids.schema';

export const payTypeSchema = z.enum(PAY_TYPES);

export const creditPackageSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  price: z.number(),
  credit: z.number(),
  bonus: z.number(),
  /** credit + bonus: what the wallet receives. */
  total_credit: z.number(),
  is_starter: z.boolean(),
  /** The starter package can be bought once; false once this user has bought it (always true for visitors). */
  is_available: z.boolean(),
});
export type CreditPackage = z.infer<typeof creditPackageSchema>;

/** The packages, and the ways to pay the configured provider offers (Stripe: card only). */
export const packagesSchema = z.object({ items: z.array(creditPackageSchema), pay_types: z.array(payTypeSchema) });

/** GET /api/payments/packages/{slug}: product/{slug}[/{amount}] */
export const packageSlugParams = z.object({ slug: shortText(40) });

/**
 * POST /api/payments/orders: a package, or a custom whole-HKD amount (SPEC §5 ranges per pay type).
 * `idempotency_key` makes a retried click return the same order. With `quote_bid_id` the order pays the
 * shortfall for that quote and `quote_draft` (what the pro typed) is sent once the order is paid.
 */
export const createOrderSchema = z
  .object({
    pay_type: payTypeSchema,
    package_id: idParam.optional(),
    amount: wholeNumber({ min: 1, max: 1_000_000, message: 'invalid_amount' }).optional(),
    idempotency_key: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'invalid' }),
    quote_bid_id: idParam.optional(),
    quote_draft: jsonObject(sendQuoteSchema).optional(),
    /** Pay with a saved card (card only). */
    card_id: idParam.optional(),
    /** Keep the card for later purchases and auto-refill (card only). */
    save_card: formBool.optional().default(false),
  })
  .superRefine((v, ctx) => {
    if ((v.package_id === undefined) === (v.amount === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'package_or_amount' });
    }
    if (v.quote_draft && v.quote_bid_id === undefined) ctx.addIssue({ code: 'custom', path: ['quote_bid_id'], message: 'required' });
    if (v.card_id !== undefined && v.pay_type !== 'card') ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'invalid' });
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order as payment/{hash} and the purchase history show it. No personal data: the hash is enough to read it. */
export const paymentOrderSchema = z.object({
  hash: z.string(),
  kind: z.enum(ORDER_KINDS),
  pay_type: payTypeSchema,
  status: orderStatusSchema,
  amount: z.number(),
  credit: z.number(),
  currency: z.literal('HKD'),
  package_name: z.string().nullable(),
  quote_bid_id: z.number().nullable(),
  /** 'sent' once the quote typed before paying went out; 'failed:<code>' when it could not be sent. */
  follow_up: z.string().nullable(),
  card_info: z.string().nullable(),
  payment_code: z.string().nullable(),
  barcode: z.string().nullable(),
  virtual_account: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Sandbox provider only: its "store counter" or "bank" page where a test payment of this bill can be made. */
  test_payment_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  created: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/** SPEC §9: the purchase history from the fixed 2018 start, or the current week from Monday (Asia/Hong_Kong). */
export const PURCHASE_RANGES = ['all', 'week'] as const;
export const ordersQuerySchema = z.object({
  page: pageParam,
  range: z.enum(PURCHASE_RANGES).optional().default('all'),
});
export const ordersPageSchema = pagedSchema(paymentOrderSchema);

export const orderHashParams = z.object({ hash: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'invalid' }) });

/** The answer to creating an order: where the browser goes next (hosted card page, or payment/{hash}). */
export const createdOrderSchema = z.object({ order: paymentOrderSchema, redirect_url: z.string() });

export const savedCardSchema = z.object({ id: z.number(), card_info: z.string(), brand: z.string(), last4: z.string() });
export const savedCardsSchema = z.object({ items: z.array(savedCardSchema) });
export type SavedCard = z.infer<typeof savedCardSchema>;

/** The provider webhook acknowledgement. */
export const webhookAckSchema = z.object({ received: z.literal(true), result: z.string() });
export const providerParams = z.object({ provider: z.enum(['sandbox', 'stripe']) });

/** SPEC §2 free-credits[/{index}]: an event the pro may claim, with its state for this pro. */
export const freeCreditEventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  amount: z.number(),
  valid_days: z.number(),
  claim_until: z.string(),
  /** claimable | claimed | not_eligible | sold_out */
  state: z.enum(['claimable', 'claimed', 'not_eligible', 'sold_out']),
});
export type FreeCreditEvent = z.infer<typeof freeCreditEventSchema>;

/** The free credit a pro holds (spent before purchased credit) and what expires next. */
export const freeCreditSummarySchema = z.object({
  free_balance: z.number(),
  next_expiry: z.string().nullable(),
  next_expiry_amount: z.number(),
});

export const freeCreditsSchema = z.object({ items: z.array(freeCreditEventSchema), summary: freeCreditSummarySchema });

export const claimResultSchema = z.object({ amount: z.number(), expires_at: z.string(), balance: z.number() });

/** POST /api/coupons/redeem */
export const redeemCouponSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/, { message: 'invalid_coupon' }),
});

/** Auto-refill (SPEC §3 auto-refill package_id): the package bought with the saved card when a quote lacks credit. */
export const autoRefillSchema = z.object({
  enabled: z.boolean(),
  package_id: z.number().nullable(),
  card_id: z.number().nullable(),
  monthly_limit: z.number(),
  /** Charged (or being charged) by auto-refill this calendar month, Asia/Hong_Kong. */
  spent_this_month: z.number(),
});
export type AutoRefill = z.infer<typeof autoRefillSchema>;

export const AUTO_REFILL_MAX_MONTHLY = 50_000;

/** POST /api/payments/auto_refill: package_id null turns it off. */
export const setAutoRefillSchema = z.object({
  package_id: idParam.nullable(),
  card_id: idParam.nullable().optional(),
  monthly_limit: wholeNumber({ min: 0, max: AUTO_REFILL_MAX_MONTHLY, message: 'invalid_amount' }).optional().default(0),
});

/** GET /api/payments/packages/starter/status (SPEC §7 starter-package status/refund). */
export const starterStatusSchema = z.object({
  state: z.enum(['available', 'pending', 'bought', 'refunded']),
  order_hash: z.string().nullable(),
  paid_at: z.string().nullable(),
  refundable: z.boolean(),
  refundable_until: z.string().nullable(),
  /** Why a bought starter package cannot be refunded: paid another way than by card, too late, or its credit was spent. */
  refund_blocked: z.enum(['not_card', 'too_late', 'credit_spent']).nullable(),
});
export type StarterStatus = z.infer<typeof starterStatusSchema>;
