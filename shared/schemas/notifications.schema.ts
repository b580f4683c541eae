/** In-app notification contracts. `type` + `params` are translated by the client (messages|notifications>{type}). */
import { z } from 'zod';
import { idParam, pagedSchema } from './common.schema';
import { listOf } from './form-values';

export const NOTIFICATION_TYPES = [
  'new_lead',
  'new_quote',
  'quote_updated',
  'hired',
  'hire_undone',
  'rejected',
  'completed',
  'review_request',
  'reviewed',
  'new_message',
  'request_closed',
  // Certificates and identity checks decided by an operator.
  'certificate_approved',
  'certificate_rejected',
  'identity_approved',
  'identity_rejected',
  // Payments: a purchase credited (with its e-mail receipt), an automatic top-up that failed.
  'payment_received',
  'payment_failed',
  // A quote fee refunded to the wallet (unread for 48 hours, request closed as a duplicate or invalid).
  'fee_refunded',
  // A referred friend's first purchase or hire paid the referrer's reward.
  'referral_reward',
  // The pro chosen for a direct request declined or did not answer in time.
  'narrow_declined',
  // The customer took this pro off their request before a quote (quote_bids/remove; ADR 0019).
  'request_withdrawn',
  // An auto-quote sent (with its fee); the weekly auto-quote budget used up (once a week).
  'auto_quote_sent',
  'auto_quote_budget_out',
  // The back office: a reply to the user's message, moderation decisions, credit refunds, a receipt sent.
  'support_reply',
  'account_warning',
  'account_suspended',
  'account_reinstated',
  'service_suspended',
  'service_reinstated',
  'content_hidden',
  'content_restored',
  'credit_refund_approved',
  'credit_refund_rejected',
  'receipt_ready',
  // Safety payments: every step of money held for a job (params.event names the step).
  'safety_payment',
  // A payout of released safety money paid by the bank, or returned by it (the pro is asked for corrected details).
  'safety_payout_paid',
  'safety_payout_failed',
  // The shop: every step of an order for the side it concerns, an operator's decision on an item, a shop payout
  // (params.event names the step, params.role the recipient's side; docs/decisions/0038).
  'shop',
  // Finance's decision on a merchant application (docs/decisions/0041).
  'merchant_application_approved',
  'merchant_application_rejected',
  // Finance called a pro about their business-loan enquiry, or closed it (flag businessLoan).
  'business_loan_contacted',
  'business_loan_closed',
  // Voice contact on a bid: a missed or declined call, an appointment for a call proposed, answered, cancelled or
  // due soon (params.event names it; docs/decisions/0039).
  'voice',
  // A request about to expire (params.event expiring) or expired (expired), with links to close or reopen it.
  'request_expiry',
  // The consumer told the pro, through an e-mailed link, that they mean to hire them (docs/decisions/0041).
  'hire_intent',
  // A booking (direct booking or a shop order's slot) made, moved, cancelled or due tomorrow, to both sides
  // (params.event names it, params.role the recipient's side, params.by who acted).
  'booking',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.number(),
  type: z.enum(NOTIFICATION_TYPES),
  quote_request_id: z.number().nullable(),
  quote_bid_id: z.number().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  is_read: z.boolean(),
  created: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = pagedSchema(notificationSchema).extend({ unread: z.number() });

/** POST /api/notifications/mark_read: the given ids, or every one when ids is empty. */
export const markNotificationsSchema = z.object({ ids: listOf(idParam, 200) });
