/**
 * Wire contracts of e-mail verification (SPEC §2 activate/{userId}/{hash}, §7 users/email_verifications preauth and
 * auth), users/validate_user (phone + verify_code, or username + email_verify_code), phone-OTP login (SPEC §6; §5
 * +852 added without +) and one-time login links (SPEC §7 users/login_once: hash, device_id).
 */
import { z } from 'zod';
import { normalizePhone } from '../domain/formats';
import { codeDigits, PHONE_LOGIN_CHANNELS } from '../domain/sign-in-codes';
import { shortText, idParam } from './common.schema';
import { emailSchema, meSchema } from './accounts.schema';

/** Native clients (X-Api-Key) get the session token in the body; browsers only get the cookie. */
export const signInResultSchema = z.object({ session_id: z.string().optional(), user: meSchema });

/** A 6-digit code; spaces typed between the digits are dropped. */
const codeSchema = (message: string) =>
  shortText(16)
    .refine((s) => codeDigits(s) !== null, { message })
    .transform((s) => codeDigits(s) ?? s);

/** A phone number, normalised (SPEC §5) so that limits per number count every spelling of it together. */
const phoneSchema = shortText(32)
  .refine((p) => normalizePhone(p) !== null, { message: 'invalid_phone' })
  .transform((p) => normalizePhone(p) ?? p);

/** An e-mailed token (256 bits, base64url). Never refused as malformed: an unknown one is the service's 404. */
const linkTokenSchema = z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' });

/** POST /api/users/email_verifications/preauth (re-send): what happened. */
export const emailVerifySendResultSchema = z.object({
  sent: z.boolean(),
  is_email_verified: z.boolean(),
  /** Seconds the new link and code work; 0 when nothing was sent. */
  expires_in: z.number(),
});

/** POST /api/users/email_verifications/auth: the code of the latest e-mail, for the signed-in user. */
export const emailVerifyAuthSchema = z.object({ code: codeSchema('invalid_email_code') });
export const emailVerifiedSchema = z.object({ is_email_verified: z.literal(true) });

/** POST /api/users/email_verifications/activate: the link's user id and hash, POSTed by the activate page. */
export const emailActivateSchema = z.object({ user_id: idParam, hash: linkTokenSchema });
export const emailActivateResultSchema = z.object({
  result: z.enum(['verified', 'already_verified']),
  email: z.string(),
});

/**
 * POST /api/users/validate_user (SPEC §7): either `{ phone, verify_code, hash?, device_id? }`, the phone-login
 * check that signs in, or `{ username, email_verify_code }`, which verifies the e-mail of that account.
 */
export const validateUserSchema = z
  .object({
    phone: phoneSchema.optional(),
    verify_code: codeSchema('invalid_otp').optional(),
    hash: shortText(64).optional(),
    device_id: shortText(64).optional(),
    username: shortText(254).optional(),
    email_verify_code: codeSchema('invalid_email_code').optional(),
  })
  .superRefine((v, ctx) => {
    const phone = v.phone !== undefined || v.verify_code !== undefined;
    const email = v.username !== undefined || v.email_verify_code !== undefined;
    if (phone && email) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'one_login_method' });
    else if (phone) {
      if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'required' });
      if (!v.verify_code) ctx.addIssue({ code: 'custom', path: ['verify_code'], message: 'required' });
    } else {
      if (!v.username) ctx.addIssue({ code: 'custom', path: ['username'], message: 'required' });
      if (!v.email_verify_code) ctx.addIssue({ code: 'custom', path: ['email_verify_code'], message: 'required' });
    }
  });
export type ValidateUserInput = z.output<typeof validateUserSchema>;
export const validateUserResultSchema = z.union([signInResultSchema, emailVerifiedSchema]);

/** POST /api/users/login/phone/preauth */
export const phoneLoginPreauthSchema = z.object({
  phone: phoneSchema,
  channel: z.enum(PHONE_LOGIN_CHANNELS).optional().default('sms'),
});
/** The same answer whether or not an account has this phone (a hash is returned either way). */
export const phoneLoginPreauthResultSchema = z.object({ hash: z.string(), expires_in: z.number() });

/** POST /api/users/login_once/request */
export const loginLinkRequestSchema = z.object({ email: emailSchema });

/** POST /api/users/login_once (SPEC §7: hash, device_id) */
export const loginOnceSchema = z.object({ hash: linkTokenSchema, device_id: shortText(64).optional() });
