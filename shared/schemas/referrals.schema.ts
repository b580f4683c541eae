/** Referral wire contracts (SPEC §7 GET users/referrals, POST users/refer). */
import { z } from 'zod';
import { REFERRAL_REFUSALS, REFERRAL_STATUSES } from '../domain/referrals';
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
