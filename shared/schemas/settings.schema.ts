/**
 * Account settings wire contracts (SPEC §3 profile, avatar, settings, notification_settings, invoice settings;
 * §7 user/get_settings, user/change_settings, user/edit_profile; §2 email_change). Every input schema is strict:
 * a field it does not name (role, wallet, id, email_verified_at, is_phone_confirmed …) refuses the whole call,
 * so protected fields can never be set through these.
 */
import { z } from 'zod';
import { LANGUAGES } from '../i18n/i18n-config';
import { NOTIFICATION_TYPES } from './notifications.schema';
import { NOTIFICATION_CHANNELS } from '../domain/notification-preferences';
import { emailSchema } from './accounts.schema';
import { shortText } from './common.schema';
import { normalizeBrNumber } from './certificates.schema';

/** Unknown keys are refused as a field problem of the body ("_"), never ignored. */
const strict = { error: (i: { code?: string }) => (i.code === 'unrecognized_keys' ? 'field_not_allowed' : undefined) };

export const languageSchema = z.enum(LANGUAGES);

/** SPEC §3 avatar: the original and the generated square thumbnail (the thumbnail is user/me's s3_thumb_url). */
export const avatarSchema = z.object({
  amazon_s3_original_url: z.string().nullable(),
  amazon_s3_thumb_url: z.string().nullable(),
});

export const profileSchema = z.object({
  username: z.string(),
  email: z.string(),
  is_email_verified: z.boolean(),
  /** A new address waiting for its confirmation link to be used, or null. */
  pending_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  /** SPEC §3: last name followed by first name, falling back to username. */
  full_name: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  is_phone_confirmed: z.boolean(),
  avatar: avatarSchema,
});
export type Profile = z.infer<typeof profileSchema>;

const channelChoiceSchema = z.object({ in_app: z.boolean(), email: z.boolean(), sms: z.boolean() });
export const notificationSettingsSchema = z.record(z.enum(NOTIFICATION_TYPES), channelChoiceSchema);

/** A change of some channels of some types: `{ "new_lead": { "email": false } }`. */
const channelChangeSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean().optional()])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    z.ZodOptional<z.ZodBoolean>
  >,
  strict,
);
export const notificationSettingsChangeSchema = z.partialRecord(z.enum(NOTIFICATION_TYPES), channelChangeSchema);

export const invoiceSettingsSchema = z.object({
  company_name: z.string(),
  address: z.string(),
  business_registration_number: z.string(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** POST /api/user/invoice_settings (only when the SPEC §6 invoice_settings flag is on). */
export const invoiceSettingsInputSchema = z.strictObject(
  {
    company_name: shortText(120).min(1, { message: 'required' }),
    address: shortText(255).optional().default(''),
    /** Hong Kong business registration number: 8 digits, optionally a 3-digit branch number (as certificates take it). */
    business_registration_number: shortText(40)
      .refine((s) => s === '' || normalizeBrNumber(s) !== null, { message: 'invalid_br_number' })
      .transform((s) => (s === '' ? '' : normalizeBrNumber(s)!))
      .optional()
      .default(''),
  },
  strict,
);

/** GET /api/user/get_settings */
export const userSettingsSchema = z.object({
  profile: profileSchema,
  /** SPEC §3 settings: the language e-mails, SMS and the site use. */
  settings: z.object({ language: languageSchema }),
  notification_settings: notificationSettingsSchema,
  /** Present only when the invoice_settings flag is on; null until saved. */
  invoice_settings: invoiceSettingsSchema.nullable().optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** POST /api/user/change_settings */
export const changeSettingsSchema = z.strictObject(
  {
    language: languageSchema.optional(),
    notification_settings: notificationSettingsChangeSchema.optional(),
    invoice_settings: invoiceSettingsInputSchema.optional(),
  },
  strict,
);
export type ChangeSettingsInput = z.infer<typeof changeSettingsSchema>;

/** POST /api/user/edit_profile: only these three; the e-mail has its own confirmed change, the phone its OTP. */
export const editProfileSchema = z.strictObject(
  {
    first_name: shortText(60).optional(),
    last_name: shortText(60).optional(),
    address: shortText(255).optional(),
  },
  strict,
);
export type EditProfileInput = z.infer<typeof editProfileSchema>;

/** GET /api/avatars/{key}/{size} */
export const avatarFileParams = z.object({
  key: z.string().regex(/^[a-f0-9]{32}$/, { message: 'not_found' }),
  size: z.enum(['thumb', 'original']),
});

/** One signed-in device (SPEC §3 session data), newest activity first. */
export const sessionInfoSchema = z.object({
  id: z.number(),
  device_id: z.string().nullable(),
  user_agent: z.string().nullable(),
  created: z.string(),
  last_seen: z.string(),
  is_current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** POST /api/user/email_change */
export const emailChangeRequestSchema = z.strictObject(
  {
    new_email: emailSchema,
    password: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }),
  },
  strict,
);

/** POST /api/user/email_change/confirm */
export const emailChangeConfirmSchema = z.strictObject(
  { hash: z.string().min(1, { message: 'required' }).max(200, { message: 'too_long' }) },
  strict,
);
