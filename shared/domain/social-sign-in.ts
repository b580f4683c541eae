/**
 * Social sign-in constants for both sides: the providers in display order, the error codes, what a
 * redirect may ask for, and the one rule for where a redirect may land. No zod here: the browser imports it.
 */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** Error codes of social sign-in (the messages are `common|errors>{code}`). */
export const SOCIAL_ERRORS = {
  /** The identity is verified but belongs to no account: sign up (details carry a signup_token and a suggestion). */
  SIGNUP_NEEDED: 'social_signup_needed',
  /** An account already uses the provider's e-mail: log in with the password, then connect (never linked silently). */
  EMAIL_IN_USE: 'social_email_in_use',
  /** The token, code or nonce did not verify (signature, issuer, audience, expiry, user id, replay). */
  TOKEN_INVALID: 'social_token_invalid',
  /** The identity is already connected to another account. */
  ALREADY_LINKED: 'social_already_linked',
  /** This account is already connected to another identity of the same provider. */
  PROVIDER_TAKEN: 'social_provider_taken',
  /** Removing this connection would leave no way to sign in (no password and no other connection). */
  LAST_METHOD: 'social_last_method',
  /** The provider is not configured on this server. */
  PROVIDER_DISABLED: 'social_provider_disabled',
  /** The provider could not be reached or refused the exchange. */
  PROVIDER_ERROR: 'social_provider_error',
  /** The redirect came back without a valid, unused state from this browser (expired, tampered or replayed). */
  STATE_INVALID: 'social_state_invalid',
  /** The user cancelled at the provider. */
  CANCELLED: 'social_cancelled',
  /** The provider gave no e-mail address and none was typed. */
  EMAIL_REQUIRED: 'social_email_required',
  /** A sign-up ticket that is unknown, used or expired. */
  SIGNUP_TOKEN_INVALID: 'social_signup_token_invalid',
} as const;
export type SocialErrorCode = (typeof SOCIAL_ERRORS)[keyof typeof SOCIAL_ERRORS];

export function isSocialErrorCode(value: unknown): value is SocialErrorCode {
  return typeof value === 'string' && (Object.values(SOCIAL_ERRORS) as string[]).includes(value);
}

/** What a "Continue with …" button asks for: sign in (or create the account), or connect to the signed-in account. */
export const SOCIAL_INTENTS = ['login', 'signup', 'connect'] as const;
export type SocialIntent = (typeof SOCIAL_INTENTS)[number];

/** Query values the redirect flow puts on the page it lands on (the login page, or `next` for a connection). */
export const SOCIAL_LANDING = { done: 'social_done', error: 'social_error', connected: 'social_connected' } as const;

/** Same-site relative paths only (open-redirect defence): "/x", never "//x", "/\\x", a scheme or control characters. */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return next;
}
