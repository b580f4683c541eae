/** Phone OTP contracts: SPEC §7 users/verify/phone/preauth and /auth, §5 country-code prefix. */
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY_CODE, normalizePhone } from '../domain/formats';
import { shortText } from './common.schema';

/** Defined without zod in shared/domain/formats.ts, so the browser can use them without pulling in zod. */
export { DEFAULT_PHONE_COUNTRY_CODE, normalizePhone };

/** POST /api/users/verify/phone/preauth */
export const phonePreauthSchema = z.object({
  /** Normalised (+852 added without +), so limits per number count every spelling of it together. */
  phone: shortText(32)
    .refine((p) => normalizePhone(p) !== null, { message: 'invalid_phone' })
    .transform((p) => normalizePhone(p) ?? p),
});
export const phonePreauthResultSchema = z.object({
  hash: z.string(),
  phone: z.string(),
  expires_in: z.number(),
});

/** POST /api/users/verify/phone/auth */
export const phoneAuthSchema = z.object({
  hash: shortText(64).min(1, { message: 'required' }),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { message: 'invalid_otp' }),
});
export const phoneAuthResultSchema = z.object({ phone: z.string(), is_phone_confirmed: z.literal(true) });

export const OTP_TTL_S = 600;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes one user may request per 15 minutes (ARCHITECTURE §5: OTP is rate limited). */
export const OTP_SENDS_PER_WINDOW = 5;
