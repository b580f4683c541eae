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

export const REFERRAL_STATUSES = ['pending', 'paid', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Why no link was made: the referrer's own account, the referrer's device, or an account that existed already. */
export const REFERRAL_REFUSALS = ['self', 'same_device', 'existing_account'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

/** What pays the reward, whichever comes first: a referred pro's first paid purchase or a referred consumer's first hire. */
export const REFERRAL_TRIGGERS = ['pro_first_purchase', 'consumer_first_hire'] as const;
export type ReferralTrigger = (typeof REFERRAL_TRIGGERS)[number];

/** An account older than this when the referral is recorded existed before the invitation (no link, no reward). */
export const REFERRAL_NEW_ACCOUNT_WINDOW_S = 3600;

/** The ledger idempotency key of a referral's reward: one per referral. */
export const referralRewardKey = (referralId: number) => `referral:${referralId}`;

/** The sign-up link a referrer shares (no language prefix: the visitor's own language is chosen on arrival). */
export function referralLink(publicUrl: string, hash: string): string {
  return `${publicUrl.replace(/\/$/, '')}/signup?ref=${encodeURIComponent(hash)}`;
}
