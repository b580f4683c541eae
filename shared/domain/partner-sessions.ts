/**
 * Partner sessions (SPEC §6 "Partner sessions (55688 and a telecom partner)", SPEC §3 "a telecom-partner token";
 * docs/decisions/0044): a partner signs a short-lived token for one of its users, which Sifu exchanges once for its
 * own session. The token's format is documented for partners in the ADR.
 */

/** The partners that may sign tokens, as they name themselves in a token (`partner`). */
export const SESSION_PARTNERS = ['life55688', 'fet'] as const;
export type SessionPartner = (typeof SESSION_PARTNERS)[number];

export const isSessionPartner = (s: unknown): s is SessionPartner =>
  typeof s === 'string' && (SESSION_PARTNERS as readonly string[]).includes(s);

/** Token format version (`v`), part of what is signed. */
export const PARTNER_TOKEN_VERSION = 1;
/** A token lives at most this long (its `exp` at most this far ahead of Sifu's clock, plus the skew below). */
export const PARTNER_TOKEN_MAX_AGE_S = 300;
/** Clock difference between the partner and Sifu that is tolerated on `exp`. */
export const PARTNER_TOKEN_SKEW_S = 30;
/** What the HMAC covers: this prefix, then the base64url payload (so a signature is of no use to other purposes). */
export const PARTNER_TOKEN_CONTEXT = 'sifu-partner-session.v1.';

/** Why a token is refused (401, each with its message common|errors>{code}). */
export const PARTNER_SESSION_ERRORS = {
  INVALID: 'partner_token_invalid',
  EXPIRED: 'partner_token_expired',
  REPLAYED: 'partner_token_replayed',
  UNKNOWN_PARTNER: 'partner_unknown',
  /** The token's e-mail belongs to a Sifu account that is not linked to this partner user (409). */
  EMAIL_IN_USE: 'partner_email_in_use',
} as const;
