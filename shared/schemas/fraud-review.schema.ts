/** The fraud queue's wire contracts: a held sign-up as trust and safety review it, and their decision. */
import { z } from 'zod';
import { optionalReason, requiredReason } from './common.schema';
import { accountSchema } from './back-office.schema';

export const FRAUD_REVIEWS = ['pending', 'released', 'blocked'] as const;
export type FraudReviewState = (typeof FRAUD_REVIEWS)[number];

/** GET /api/ops/fraud/{id}: the assessment, the account it let in and the IP and device counts behind it. */
export const fraudHoldSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['signup', 'login']),
  verdict: z.enum(['allow', 'challenge', 'refuse', 'hold']),
  /** The rules that fired (many_signups_per_ip, many_signups_per_device, disposable_email …). */
  reasons: z.array(z.string()),
  provider: z.string(),
  created: z.string(),
  ip: z.string().nullable(),
  device_id: z.string().nullable(),
  email_domain: z.string().nullable(),
  /** null: nothing to review (not a hold). */
  review: z.enum(FRAUD_REVIEWS).nullable(),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewer: z.string().nullable(),
  user: accountSchema.nullable(),
  counts: z.object({
    /** Other sign-ups from this IP / device in the hour before this one. */
    signups_by_ip: z.number().int(),
    signups_by_device: z.number().int(),
    /** Accounts ever assessed from this IP / device. */
    accounts_by_ip: z.number().int(),
    accounts_by_device: z.number().int(),
  }),
});
export type FraudHold = z.infer<typeof fraudHoldSchema>;

/** Releasing may say why; blocking must. */
export const fraudReleaseSchema = z.object({ reason: optionalReason() });
export const fraudBlockSchema = z.object({ reason: requiredReason() });
