/**
 * Rate-limit classes of the API (every endpoint names one in its contract) and their numbers. Counters are
 * shared by all instances through Redis when REDIS_URL is set; `429` with `Retry-After` when a rule is spent.
 * `RATE_LIMIT_SCALE` multiplies every limit (load tests); docs/reference/rate-limits.md is generated from this file.
 */

/**
 * Who a counter belongs to: the signed-in user, the client IP, the device cookie, the user or else the IP,
 * or a validated body field (a phone number, a login name) so that many accounts cannot share one target.
 */
export type RateKey = 'user' | 'ip' | 'device' | 'user_or_ip' | { field: string; withIp?: boolean };

export interface RateRule {
  by: RateKey;
  limit: number;
  windowS: number;
}

const MIN = 60;
const HOUR = 3600;
const DAY = 86_400;

export const RATE_LIMITS = {
  /** Reads: no counter (public pages are cached; private reads are cheap, indexed and per user). */
  read: [],
  /** Log in: per IP and login name (LOGIN_RATE_LIMIT replaces the first limit), and per IP. */
  login: [
    { by: { field: 'username', withIp: true }, limit: 10, windowS: 15 * MIN },
    { by: 'ip', limit: 100, windowS: 15 * MIN },
  ],
  /** Changing the password (guessing the current one). */
  password_change: [{ by: 'user', limit: 10, windowS: 15 * MIN }],
  /** Asking for a password-reset e-mail: per IP and per address (mail bombing), whatever the answer. */
  password_reset: [
    { by: 'ip', limit: 5, windowS: HOUR },
    { by: { field: 'email' }, limit: 3, windowS: HOUR },
  ],
  /** Checking or using a password-reset link (a 256-bit token: a ceiling per IP, not a guessing defence). */
  password_reset_link: [{ by: 'ip', limit: 30, windowS: 15 * MIN }],
  /** Account existence checks (enumeration). */
  account_check: [{ by: 'ip', limit: 60, windowS: 15 * MIN }],
  /** New accounts per device and per IP. */
  signup: [
    { by: 'device', limit: 5, windowS: HOUR },
    { by: 'ip', limit: 20, windowS: HOUR },
  ],
  /** Sending a one-time code: per user, per phone number and per IP. */
  otp_send: [
    { by: 'user_or_ip', limit: 5, windowS: HOUR },
    { by: { field: 'phone' }, limit: 5, windowS: HOUR },
    { by: 'ip', limit: 20, windowS: HOUR },
  ],
  /** Checking a one-time code (guessing). */
  otp_check: [{ by: 'user_or_ip', limit: 10, windowS: 15 * MIN }],
  /** Re-sending the e-mail verification mail: per user and per IP (mail bombing). */
  email_verify_send: [
    { by: 'user', limit: 3, windowS: 15 * MIN },
    { by: 'ip', limit: 10, windowS: 15 * MIN },
  ],
  /** Using an e-mailed link (activate, one-time login; 256-bit tokens): a ceiling per IP, not a guessing defence. */
  email_link_use: [{ by: 'ip', limit: 30, windowS: 15 * MIN }],
  /** users/validate_user (code guessing): per account name, per phone number and per IP; 5 tries per code too. */
  validate_user: [
    { by: { field: 'username' }, limit: 10, windowS: 15 * MIN },
    { by: { field: 'phone' }, limit: 10, windowS: 15 * MIN },
    { by: 'ip', limit: 30, windowS: 15 * MIN },
  ],
  /** Asking for a phone-login code (SMS or call): per phone number and per IP, whatever the answer. */
  phone_login_send: [
    { by: { field: 'phone' }, limit: 5, windowS: HOUR },
    { by: 'ip', limit: 20, windowS: HOUR },
  ],
  /** Asking for a one-time login e-mail: per IP and per address, whatever the answer. */
  login_link_request: [
    { by: 'ip', limit: 5, windowS: HOUR },
    { by: { field: 'email' }, limit: 3, windowS: HOUR },
  ],
  /** Posting a new request (or a copy of one). */
  request_post: [{ by: 'user', limit: 10, windowS: HOUR }],
  /** Sending or editing a quote. */
  quote_send: [{ by: 'user', limit: 60, windowS: HOUR }],
  /** Chat messages. */
  chat: [
    { by: 'user', limit: 30, windowS: MIN },
    { by: 'user', limit: 1000, windowS: DAY },
  ],
  /** Starting a voice call: a caller who rings again and again, or rings many people. */
  voice_call: [
    { by: 'user', limit: 6, windowS: 10 * MIN },
    { by: 'user', limit: 60, windowS: DAY },
  ],
  /** Uploads (the byte quota per day is UPLOAD_QUOTA_BYTES_PER_DAY). */
  upload: [
    { by: 'user', limit: 30, windowS: 10 * MIN },
    { by: 'user', limit: 300, windowS: DAY },
  ],
  /** Reports of a request, quote, service, chat message, review or user. */
  report: [{ by: 'user', limit: 10, windowS: HOUR }],
  /** The contact form. */
  contact: [{ by: 'ip', limit: 5, windowS: HOUR }],
  /** Reviews through a hashed review link (no login). */
  link_review: [{ by: 'ip', limit: 10, windowS: HOUR }],
  /** Bookings without an account (Google-reserve landing page): per IP and per phone number. */
  public_booking: [
    { by: 'ip', limit: 20, windowS: HOUR },
    { by: { field: 'consumer_phone' }, limit: 5, windowS: HOUR },
  ],
  /** Missing-translation reports from browsers (at most one batch a page load): per IP, strict, as anyone may post. */
  i18n_missing: [{ by: 'ip', limit: 30, windowS: HOUR }],
  /** Analytics events (page views). */
  event: [{ by: 'user_or_ip', limit: 120, windowS: MIN }],
  /** AI profile text drafts (each call may reach a paid model). */
  ai: [
    { by: 'user', limit: 10, windowS: MIN },
    { by: 'user', limit: 60, windowS: DAY },
  ],
  /** Starting a payment (each may reach the payment provider): per user. */
  payment: [
    { by: 'user', limit: 20, windowS: 10 * MIN },
    { by: 'user', limit: 100, windowS: DAY },
  ],
  /** Provider webhooks (server to server, signed): a ceiling per sending address only. */
  webhook: [{ by: 'ip', limit: 6000, windowS: MIN }],
  /** Asking for an e-mail change link (mail to any address typed): per user. */
  email_change: [{ by: 'user', limit: 5, windowS: HOUR }],
  /** Saving the payout account (checks the password, e-mails the pro): per user. */
  payout_account: [{ by: 'user', limit: 10, windowS: HOUR }],
  /** Referral invitations: per user per day, and per invited address or number (no bombing). */
  referral_invite: [
    { by: 'user', limit: 10, windowS: DAY },
    { by: { field: 'email' }, limit: 3, windowS: DAY },
    { by: { field: 'phone' }, limit: 3, windowS: DAY },
  ],
  /** The strength meter's checks while a new password is typed (debounced): per IP. */
  password_check: [{ by: 'ip', limit: 120, windowS: MIN }],
  /** "Download my data": a full export is heavy, per user. */
  data_export: [{ by: 'user', limit: 5, windowS: HOUR }],
  /** Deleting the account (guessing the password or a code), per user. */
  account_delete: [{ by: 'user', limit: 10, windowS: 15 * MIN }],
  /** E-mailing a deletion code, per user. */
  account_delete_code: [{ by: 'user', limit: 3, windowS: HOUR }],
  /** Social sign-in redirects and native nonces: each start stores a short-lived state; per IP. */
  social_redirect: [{ by: 'ip', limit: 60, windowS: 15 * MIN }],
  /** Any other state change (status changes, settings, templates, marks). */
  write: [{ by: 'user_or_ip', limit: 120, windowS: MIN }],
} as const satisfies Record<string, readonly RateRule[]>;

export type RateClass = keyof typeof RATE_LIMITS;

/** Bytes one user may upload per rolling 24 hours (all files together). */
export const UPLOAD_QUOTA_BYTES_PER_DAY = 200_000_000;
