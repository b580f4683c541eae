/** Account wire contracts: SPEC §3 user fields, §5 email rule, §7 account calls. */
import { z } from 'zod';
import { qualificationSchema } from './qualification.schema';
import { shortText } from './common.schema';

import { EMAIL_PATTERN } from '../domain/formats';
import { DELETED_USERNAME_PATTERN } from '../domain/privacy';

export { EMAIL_PATTERN };

export const emailSchema = shortText(254).toLowerCase().regex(EMAIL_PATTERN, { message: 'invalid_email' });
export const usernameSchema = shortText(40)
  .min(3, { message: 'username_too_short' })
  .regex(/^[\p{L}\p{N}_.-]+$/u, { message: 'invalid_username' })
  // deleted-<id> is what a deleted account is renamed to.
  .refine((u) => !DELETED_USERNAME_PATTERN.test(u), { message: 'username_taken' });
export const passwordSchema = z
  .string()
  .min(8, { message: 'password_too_short' })
  .max(200, { message: 'too_long' })
  .refine((s) => !s.includes('\u0000'), { message: 'invalid_characters' });

/** POST /api/users/register/manual */
export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  passwd: passwordSchema,
  address: shortText(255).optional().default(''),
  first_name: shortText(60).optional().default(''),
  last_name: shortText(60).optional().default(''),
  role: z.enum(['consumer', 'pro']).optional().default('consumer'),
  device_id: shortText(64).optional(),
  /** SPEC §3 seon_session (optional anti-fraud session), kept with the session, as on login. */
  seon_session: shortText(4096).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/users/login: username or email in `username`. */
export const loginSchema = z.object({
  username: shortText(254).min(1, { message: 'required' }),
  passwd: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  device_id: shortText(64).optional(),
  seon_session: shortText(4096).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/users/check_account */
export const checkAccountSchema = z
  .object({
    username: shortText(254).optional(),
    email: shortText(254).optional(),
  })
  .refine((v) => Boolean(v.username || v.email), { message: 'required', path: ['username'] });

/** POST /api/users/change_password */
export const changePasswordSchema = z.object({
  current_password: z.string().min(1, { message: 'required' }).max(200),
  new_password: passwordSchema,
});

/** POST /api/users/forgot_password */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * POST /api/users/reset_password (SPEC §7 hash, optional password). Without a password the call only checks the
 * link: SPEC §8 "code 400 without password counts as a valid hash". The hash is never refused as malformed here
 * (a 400 would read as "valid"): unknown links are a 404 from the service.
 */
export const resetPasswordSchema = z.object({
  hash: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  password: z.string().max(200, { message: 'too_long' }).optional(),
  device_id: shortText(64).optional(),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /api/users/reset_password/check: whether an e-mailed reset link can still set a password. */
export const resetLinkCheckSchema = z.object({ hash: resetPasswordSchema.shape.hash });
export const resetLinkStateSchema = z.object({ valid: z.boolean() });

/** POST /api/user/switch_role */
export const switchRoleSchema = z.object({ role: z.enum(['consumer', 'pro']) });

export const userRoleSchema = z.enum(['consumer', 'pro']);
export type UserRole = z.infer<typeof userRoleSchema>;

/** GET /api/user/me: SPEC §3 user info. */
export const meSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  s3_thumb_url: z.string().nullable(),
  onboard_state: z.number(),
  is_phone_confirmed: z.boolean(),
  phone: z.string().nullable(),
  /** The e-mail address was confirmed by a link or code sent to it. */
  is_email_verified: z.boolean(),
  available_wallet_amount: z.number(),
  /** SPEC §3 credit_purchased: credit bought with paid orders, whole HKD. */
  credit_purchased: z.number(),
  /** SPEC §3/§8 payment_error: why the last automatic top-up failed ('payment_failed' | 'foreign_card'), until dismissed. */
  payment_error: z.string().nullable(),
  quote_service_count: z.number(),
  role: userRoleSchema,
  proMode: z.boolean(),
  unreadCount: z.number(),
  /** SPEC §3 cartCount: the consumer's shop orders awaiting payment (docs/decisions/0038); 0 while the shop is off. */
  cartCount: z.number(),
  /** SPEC §3 unreadBookingCount: bookings made, moved or cancelled by the other side since the user last opened their appointments. */
  unreadBookingCount: z.number(),
  /** SPEC §3 id_status: the latest identity check (0 none, 1 pending, 2 approved, 3 withdrawn, 4 rejected). */
  id_status: z.number(),
  /** SPEC §3 qualificationStatusList: approved identity and certificates with their dates. */
  qualificationStatusList: z.array(qualificationSchema),
  /** A member of Sifu's staff: the menu links to the operations console. */
  is_staff: z.boolean().optional(),
});
export type Me = z.infer<typeof meSchema>;

/** GET /api/user/me/type:brief */
export const meBriefSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  role: userRoleSchema,
  proMode: z.boolean(),
  s3_thumb_url: z.string().nullable(),
});
export type MeBrief = z.infer<typeof meBriefSchema>;

/** SPEC §3: full name = last name followed by first name, falling back to username. */
export function fullName(u: { first_name?: string | null; last_name?: string | null; username: string }): string {
  const last = (u.last_name ?? '').trim();
  const first = (u.first_name ?? '').trim();
  if (!last && !first) return u.username;
  const cjk = /[\u3400-\u9fff]/.test(last + first);
  return cjk ? `${last}${first}` : [last, first].filter(Boolean).join(' ');
}

/**
 * The name a greeting uses ("Hi May," / "陳美玲你好，"): a Chinese name whole, as people are addressed in
 * Hong Kong; otherwise the given name alone ("Hi Chan May" reads as a mistake), falling back to the full name.
 */
export function greetingName(u: { first_name?: string | null; last_name?: string | null; username: string }): string {
  const first = (u.first_name ?? '').trim();
  if (/[\u3400-\u9fff]/.test((u.last_name ?? '') + first)) return fullName(u);
  return first || fullName(u);
}

/**
 * Privacy before commitment: until the pro has sent a quote, the pro sees the customer's first name
 * only (with the district on the lead) — never the last name, username, e-mail, address or phone. Null when
 * there is no first name; the page then says "customer". After the quote the full name (SPEC §3 rule).
 */
export function customerNameFor(
  u: { first_name?: string | null; last_name?: string | null; username: string },
  revealed: boolean,
): string | null {
  if (revealed) return fullName(u);
  return (u.first_name ?? '').trim() || null;
}

/** POST /api/users/password_strength: the strength meter asks the server's judge (the dictionaries stay on the server). */
export const passwordStrengthSchema = z.object({
  password: z.string().max(200, { message: 'too_long' }),
  /** What the user typed so far that a password must not be built from (username, e-mail, names). */
  user_inputs: z.array(z.string().max(200)).max(8).optional().default([]),
});
export const passwordVerdictSchema = z.object({
  ok: z.boolean(),
  score: z.number(),
  reason: z.enum(['too_short', 'common', 'derived', 'weak']).nullable(),
});
