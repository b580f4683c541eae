/**
 * Personal data (Hong Kong's Personal Data (Privacy) Ordinance): what a deleted account becomes,
 * the privacy policy page and the numbers of the deletion code. Plain TypeScript, so pages can use it.
 */

/** How the author of a review of a deleted account is shown, in both languages (stored as the review's name). */
export const DELETED_USER_NAME = '已刪除用戶 / Deleted user';

/** The username a deleted account keeps (its old one becomes free to register again). */
export const deletedUsername = (userId: number) => `deleted-${userId}`;

/** The e-mail a deleted account keeps: `.invalid` is reserved (RFC 2606), so nothing is ever sent to it. */
export const deletedEmail = (userId: number) => `deleted-${userId}@invalid`;

/** Usernames of this shape are reserved for deleted accounts. */
export const DELETED_USERNAME_PATTERN = /^deleted-\d+(-[0-9a-f]+)?$/i;

/** The CMS page (content_pages.slug, kind 'legal') served at /privacy. */
export const PRIVACY_POLICY_SLUG = 'privacy-policy';

/** An e-mailed deletion code works once, for 15 minutes, with at most 5 wrong guesses. */
export const DELETION_CODE_TTL_S = 900;
export const DELETION_CODE_MAX_ATTEMPTS = 5;

/** How a deletion is confirmed: the password, a code sent by SMS to the confirmed phone, or a code e-mailed. */
export const DELETION_METHODS = ['password', 'phone', 'email'] as const;
export type DeletionMethod = (typeof DELETION_METHODS)[number];

/** `sifu-data-<username>-<YYYYMMDD>.json` (the date in Hong Kong). */
export function exportFileName(username: string, hkDate: string): string {
  const safe = username.replace(/[^\p{L}\p{N}_.-]/gu, '_').slice(0, 40) || 'user';
  return `sifu-data-${safe}-${hkDate.replace(/-/g, '')}.json`;
}

/** `+85291234567` → `+852 ••••4567`; an e-mail → `n•••@example.com`: shown before a code is sent. */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `${phone.slice(0, 4)} ••••${phone.slice(-4)}` : '••••';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
