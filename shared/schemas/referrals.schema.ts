/** Referral wire contracts (SPEC §7 GET users/referrals, POST users/refer). */
import { z } from 'zod';
import { REFERRAL_HOLD_REASONS, REFERRAL_REFUSALS, REFERRAL_STATUSES, REFERRAL_TRIGGERS } from '../domain/referrals';
import { requiredReason } from './common.schema';
import { emailSchema } from './accounts.schema';
import { phonePreauthSchema } from './verification.schema';

/** POST /api/users/refer: an invitation by e-mail or by SMS (exactly one of them). */
export const referInviteSchema = z
  .object({
    email: emailSchema.optional(),
    /** SPEC §5: +852 is added to a number without +. */
    phone: phonePreauthSchema.shape.phone.optional(),
  })
  .refine((v) => Boolean(v.email) !== Boolean(v.phone), { message: 'refer_one_target', path: ['email'] });
export type ReferInviteInput = z.infer<typeof referInviteSchema>;

export const referInviteResultSchema = z.object({ sent: z.literal(true), channel: z.enum(['email', 'phone']) });

/** One person who signed up through the caller's link: display name only (SPEC §3 full-name rule). */
export const referralItemSchema = z.object({
  id: z.number(),
  display_name: z.string(),
  /** When they signed up, UTC "YYYY-MM-DD HH:mm:ss". */
  joined: z.string(),
  status: z.enum(REFERRAL_STATUSES),
  /** Why no reward can come (status refused), else null. */
  reason: z.enum(REFERRAL_REFUSALS).nullable(),
  reward_amount: z.number().nullable(),
  rewarded_at: z.string().nullable(),
});
export type ReferralItem = z.infer<typeof referralItemSchema>;

/** GET /api/users/referrals */
export const referralsSchema = z.object({
  referral_hash: z.string(),
  /** The sign-up link to share: {PUBLIC_URL}/signup?ref=<hash>. */
  link: z.string(),
  /** What each successful referral pays (HKD free credit). */
  reward_amount: z.number(),
  /** Free credit earned so far, HKD. */
  total_earned: z.number(),
  items: z.array(referralItemSchema),
});
export type Referrals = z.infer<typeof referralsSchema>;

const referralPartySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  /** When the account was made, UTC. */
  created: z.string(),
});

/** GET /api/ops/referrals/{id}: a referral as finance reviews a held reward (the back office's referrals queue). */
export const referralHoldSchema = z.object({
  id: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  reason: z.enum(REFERRAL_REFUSALS).nullable(),
  held_reasons: z.array(z.enum(REFERRAL_HOLD_REASONS)),
  reward_trigger: z.enum(REFERRAL_TRIGGERS).nullable(),
  reward_amount: z.number().int().nullable(),
  created: z.string(),
  held_at: z.string().nullable(),
  rewarded_at: z.string().nullable(),
  ip: z.string().nullable(),
  device_id: z.string().nullable(),
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewer: z.string().nullable(),
  referrer: referralPartySchema,
  referred: referralPartySchema,
  /** Referrals recorded from the same IP within a day either side (this one included). */
  from_ip_day: z.number().int(),
  /** The referrer's referrals in all, and how many were paid. */
  referrer_total: z.number().int(),
  referrer_paid: z.number().int(),
});
export type ReferralHold = z.infer<typeof referralHoldSchema>;

export const referralRejectSchema = z.object({ reason: requiredReason() });
