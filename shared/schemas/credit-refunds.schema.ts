/**
 * Refunds of unspent purchased credit: the pro's request (credit page, account deletion) and finance's decision in
 * the back office (queue "refunds", ticket subject `credit_refund`). Whole HKD; free credit is never refundable.
 */
import { z } from 'zod';
import { PAY_TYPES } from '../domain/payments';
import { optionalReason, requiredReason, shortText, wholeNumber } from './common.schema';
import { personSchema } from './back-office.schema';

export const CREDIT_REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreditRefundStatus = (typeof CREDIT_REFUND_STATUSES)[number];

/** The ticket subject type of a refund request. */
export const CREDIT_REFUND_SUBJECT = 'credit_refund';

export const creditRefundLineSchema = z.object({
  order_hash: z.string(),
  pay_type: z.enum(PAY_TYPES),
  amount: z.number().int(),
  /** card: back to the card through the provider; bank_transfer: paid out by finance by bank transfer. */
  method: z.enum(['card', 'bank_transfer']),
  status: z.enum(['refunded', 'payout_due']),
});
export type CreditRefundLine = z.infer<typeof creditRefundLineSchema>;

export const creditRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  status: z.enum(CREDIT_REFUND_STATUSES),
  source: z.enum(['credit', 'deletion']),
  note: z.string(),
  /** Finance's reason (a rejection's is shown to the pro). */
  reason: z.string(),
  decided_at: z.string().nullable(),
  created: z.string(),
  lines: z.array(creditRefundLineSchema),
});
export type CreditRefund = z.infer<typeof creditRefundSchema>;

/** GET /api/payments/credit_refund: what the pro could get back now, and their latest request. */
export const creditRefundStateSchema = z.object({
  balance: z.number().int(),
  /** Unexpired free credit (never refunded). */
  free: z.number().int(),
  /** Purchased credit left: the balance minus free credit. */
  purchased: z.number().int(),
  /** What can be asked for: purchased credit, at most what the paid orders can still give back. */
  refundable: z.number().int(),
  latest: creditRefundSchema.nullable(),
});
export type CreditRefundState = z.infer<typeof creditRefundStateSchema>;

/** POST /api/payments/credit_refund */
export const requestCreditRefundSchema = z.object({
  amount: wholeNumber({ min: 1, max: 1_000_000 }),
  note: shortText(500).optional().default(''),
  source: z.enum(['credit', 'deletion']).optional().default('credit'),
});
export type RequestCreditRefundInput = z.input<typeof requestCreditRefundSchema>;

/** One paid order in the finance panel: what it paid and what it can still give back. */
export const refundableOrderSchema = z.object({
  hash: z.string(),
  pay_type: z.enum(PAY_TYPES),
  amount: z.number().int(),
  credit: z.number().int(),
  refunded_amount: z.number().int(),
  refundable: z.number().int(),
  card_info: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type RefundableOrder = z.infer<typeof refundableOrderSchema>;

/** GET /api/ops/credit_refunds/{id}: the finance panel. */
export const opsCreditRefundSchema = z.object({
  request: creditRefundSchema,
  pro: personSchema.nullable(),
  decided_by: personSchema.nullable(),
  balance: z.number().int(),
  free: z.number().int(),
  purchased: z.number().int(),
  refundable: z.number().int(),
  /** Paid orders, newest first. */
  orders: z.array(refundableOrderSchema),
});
export type OpsCreditRefund = z.infer<typeof opsCreditRefundSchema>;

export const rejectCreditRefundSchema = z.object({ reason: requiredReason() });
export const approveCreditRefundSchema = z.object({ reason: optionalReason() });
