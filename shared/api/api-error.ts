/** The API envelope (ARCHITECTURE §2) and the SPEC §8 error code catalogue. */

export const ERROR_CODES = {
  // SPEC §8 numeric codes
  UPLOAD_REJECTED: 2,
  CREDIT_CARD_NEEDED: 2,
  PAYMENT_FAILED: 4,
  PHONE_VERIFICATION_NEEDED: 6,
  ALREADY_QUOTED: 6,
  NOT_ENOUGH_CREDIT: 10,
  /** Respond to request: not enough auto-quote budget. */
  NOT_ENOUGH_AUTO_QUOTE_BUDGET: 9,
  /** Switch to manual quote: phone verification needed. */
  SWITCH_PHONE_VERIFICATION: 16,
  /** Switch to manual quote: the lead was already contacted (quoted). */
  CONTACTED: 6,
  FOREIGN_CARD: 211,
  CATEGORY_QUALIFICATION: 251,
  MATCH_PHONE_VERIFICATION: 614,
  CATEGORY_LIMITATION: 690,
  // stable string codes
  VALIDATION: 'validation',
  INVALID_TOKEN: 'invalid_token',
  UNAUTHENTICATED: 'unauthenticated',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  RATE_LIMITED: 'rate_limited',
  UPLOAD_QUOTA: 'upload_quota',
  BAD_ORIGIN: 'bad_origin',
  INTERNAL: 'internal',
  INVALID_CREDENTIALS: 'invalid_credentials',
  ACCOUNT_EXISTS: 'account_exists',
  WRONG_PASSWORD: 'wrong_password',
  ILLEGAL_TRANSITION: 'illegal_transition',
  WRONG_ROLE: 'wrong_role',
  INVALID_PRICE: 'invalid_price',
  RATING_IS_ZERO: 'rating_is_zero',
  DATE_TIME_MISSING: 'date_time_missing',
  EMPTY_MESSAGE: 'empty_message',
  CHAT_BLOCKED: 'chat_blocked',
  CHAT_NOT_ALLOWED: 'chat_not_allowed',
  ALREADY_REVIEWED: 'already_reviewed',
  REVIEW_ALREADY_REQUESTED: 'review_already_requested',
  INVALID_OTP: 'invalid_otp',
  OTP_EXPIRED: 'otp_expired',
  /** SPEC §8 quirk: users/reset_password without a password answers code 400 for a valid, unused link. */
  RESET_LINK_VALID: 400,
  RESET_LINK_INVALID: 'reset_link_invalid',
  // The fraud check refused a sign-up or log-in (a challenge answers PHONE_VERIFICATION_NEEDED, 6)
  FRAUD_REFUSED: 'fraud_refused',
  // E-mail verification, phone-OTP login, one-time login links
  EMAIL_LINK_INVALID: 'email_link_invalid',
  EMAIL_LINK_EXPIRED: 'email_link_expired',
  INVALID_EMAIL_CODE: 'invalid_email_code',
  CODE_ATTEMPTS_USED: 'code_attempts_used',
  LOGIN_LINK_INVALID: 'login_link_invalid',
  /** SPEC §3 blocked_status: the account is suspended by Sifu (sign-in refused with the reason and end date). */
  ACCOUNT_SUSPENDED: 'account_suspended',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The error envelope of every failed API call (ARCHITECTURE §2). */
export interface ApiErrorBody {
  status: 'Error';
  error: { code: number | string; message: string; details?: unknown };
}

export interface ApiSuccessBody<T> {
  status: 'Success';
  data: T;
}

/** Field-level problems returned with a validation error, keyed by field name. */
export type FieldErrors = Record<string, string>;
