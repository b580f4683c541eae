/**
 * Numbers and names of e-mail verification, phone-OTP login and one-time login links,
 * without zod so pages can use them. The wire schemas are in shared/schemas/sign-in-codes.schema.ts.
 */

/** An e-mail verification link and its 6-digit code work once, for 24 hours; only the latest e-mail counts. */
export const EMAIL_VERIFY_TTL_S = 86_400;
/** A phone-login code works once, for 10 minutes. */
export const PHONE_LOGIN_TTL_S = 600;
/** A one-time login link works once, for 15 minutes; only the latest one asked for counts. */
export const LOGIN_LINK_TTL_S = 900;
/** Wrong guesses allowed per code (phone login and e-mail verification); then the code is dead. */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

/** How a phone-login code is delivered: a text message, or a voice call reading it out. */
export const PHONE_LOGIN_CHANNELS = ['sms', 'voice'] as const;
export type PhoneLoginChannel = (typeof PHONE_LOGIN_CHANNELS)[number];

/** The modes of the login page (`/login?mode=…`; the password form without one). */
export const LOGIN_MODES = ['password', 'phone', 'link'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

export function loginModeOf(value: string | null | undefined): LoginMode {
  return (LOGIN_MODES as readonly string[]).includes(value ?? '') ? (value as LoginMode) : 'password';
}

/** A 6-digit code as typed (spaces allowed) → the digits, or null. */
export function codeDigits(raw: string): string | null {
  const digits = raw.replace(/\s/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}
