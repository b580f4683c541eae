/** The referral programme (ADR 0012): the reward, the cookie and the statuses, for both sides. */

/** The referrer's reward: free credit, whole HKD. */
export const REFERRAL_REWARD_HKD = 100;
/** How long the reward's free credit can be spent (free credit expires: ADR 0011). */
export const REFERRAL_CREDIT_DAYS = 180;

/** The cookie a `?ref=<hash>` visit leaves (SPEC §3 session data referral_hash): 30 days, HttpOnly, SameSite=Lax. */
export const REFERRAL_COOKIE = 'referral_hash';
export const REFERRAL_COOKIE_MAX_AGE_S = 30 * 86_400;

/** What a referral hash looks like (the database makes 12 base64url characters); anything else is ignored unread. */
export const REFERRAL_HASH_PATTERN = /^[A-Za-z0-9_-]{8,32}$/;

/** held: earned, but waiting for finance's review before it is paid (or refused with review_rejected). */
export const REFERRAL_STATUSES = ['pending', 'held', 'paid', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/**
 * Why no reward comes: the referrer's own account, the referrer's device, an account that existed already (no link
 * made), or a held reward that finance rejected on review.
 */
export const REFERRAL_REFUSALS = ['self', 'same_device', 'existing_account', 'review_rejected'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** What pays the reward, whichever comes first: a referred pro's first paid purchase or a referred consumer's first hire. */
export const REFERRAL_TRIGGERS = ['pro_first_purchase', 'consumer_first_hire'] as const;
export type ReferralTrigger = (typeof REFERRAL_TRIGGERS)[number];

/** Why an earned reward is held for review: the referred account signed up from an IP the referrer signs in from, or
 * one IP brought REFERRAL_HOLD_IP_PER_DAY referrals or more within a day. */
export const REFERRAL_HOLD_REASONS = ['same_ip', 'many_from_ip'] as const;
export type ReferralHoldReason = (typeof REFERRAL_HOLD_REASONS)[number];
export const REFERRAL_HOLD_IP_PER_DAY = 3;

/** An account older than this when the referral is recorded existed before the invitation (no link, no reward). */
export const REFERRAL_NEW_ACCOUNT_WINDOW_S = 3600;

/** The ledger idempotency key of a referral's reward: one per referral. */
export const referralRewardKey = (referralId: number) => `referral:${referralId}`;

/** The sign-up link a referrer shares (no language prefix: the visitor's own language is chosen on arrival). */
export function referralLink(publicUrl: string, hash: string): string {
  return `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(hash)}`;
}
