/** Tokens, 6-digit codes and their SHA-256 digests for e-mail verification, phone login and one-time login links. */
import crypto from 'node:crypto';

/** An e-mailed link token: 256 random bits, base64url (43 characters). */
export function newLinkToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A 6-digit code, every value equally likely. */
export function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** The stored digest of a code: bound to its row's secret part, so equal codes of two rows differ. */
export function codeDigest(salt: string, code: string): string {
  return sha256(`${salt}:${code}`);
}

/** Compares two hex digests in constant time. */
export function sameDigest(expectedHex: string, givenHex: string): boolean {
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
