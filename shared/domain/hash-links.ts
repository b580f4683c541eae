/**
 * Links that act without signing in (docs/decisions/0040-hashed-links.md): each e-mailed or texted link carries a
 * random token that allows exactly one thing on one request or quote, for the user it was sent to.
 */

export const HASH_LINK_SCOPES = [
  'request_view',
  'request_close',
  'request_reopen',
  'quote_view',
  'quote_reply',
  'quote_hire_intent',
] as const;
export type HashLinkScope = (typeof HASH_LINK_SCOPES)[number];
export type RequestLinkScope = Extract<HashLinkScope, `request_${string}`>;
export type QuoteLinkScope = Extract<HashLinkScope, `quote_${string}`>;

const DAY_S = 86_400;

/**
 * How long each link works and whether it is spent by its action. Views and replies are reusable: a consumer may come
 * back to the quote from the same e-mail. A change of state (close, reopen, hire intent) works once; close and reopen
 * live longer because the expiry reminder and the "expired" mail are read days later.
 */
export const HASH_LINK_RULES: Record<HashLinkScope, { ttlS: number; singleUse: boolean }> = {
  request_view: { ttlS: 14 * DAY_S, singleUse: false },
  request_close: { ttlS: 30 * DAY_S, singleUse: true },
  request_reopen: { ttlS: 30 * DAY_S, singleUse: true },
  quote_view: { ttlS: 14 * DAY_S, singleUse: false },
  quote_reply: { ttlS: 14 * DAY_S, singleUse: false },
  quote_hire_intent: { ttlS: 14 * DAY_S, singleUse: true },
};

/** A token is 32 random bytes in base64url (43 characters); anything else is not a token. */
export const HASH_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isRequestScope(scope: HashLinkScope): scope is RequestLinkScope {
  return scope.startsWith('request_');
}

/** A link's state as its page shows it. */
export type HashLinkStatus = 'valid' | 'used' | 'expired';
