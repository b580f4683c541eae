/** Phone OTP (SPEC §7 users/verify/phone/preauth + auth): 6-digit codes by SMS, rate limited, confirm the phone. */
import crypto from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_SENDS_PER_WINDOW, OTP_TTL_S, normalizePhone } from '@shared/schemas/verification.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Db, Queryable } from '../../lib/db';
import { port } from '../../lib/port';
import { badRequest, rateLimited, unprocessable } from '../../lib/errors';
import * as repo from './verification.repository';

/** Writes the confirmed phone on the account: accounts owns users and builds on this module, so compose.ts plugs it in. */
export const accountPhone = port<(q: Queryable, userId: number, phone: string) => Promise<void>>('verification: account phone');

const WINDOW_S = 15 * 60;

function otpHash(hash: string, otp: string): string {
  return crypto.createHash('sha256').update(`${hash}:${otp}`).digest('hex');
}

/** Sends a code to the phone (HK prefix when no +) and returns the hash that identifies this attempt. */
export async function preauthPhone(deps: FullDeps, user: { id: number; language?: string }, rawPhone: string) {
  const phone = normalizePhone(rawPhone);
  if (!phone) throw badRequest('validation', { phone: 'invalid_phone' });
  if ((await repo.countRecent(deps.db, user.id, WINDOW_S)) >= OTP_SENDS_PER_WINDOW) throw rateLimited(WINDOW_S);
  const hash = crypto.randomBytes(18).toString('base64url');
  const otp = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await repo.insert(deps.db, { userId: user.id, phone, hash, otpHash: otpHash(hash, otp), ttlS: OTP_TTL_S });
  const text =
    user.language === 'en-HK'
      ? `Your Sifu verification code is ${otp}. It expires in 10 minutes.`
      : `你嘅 Sifu 師傅驗證碼係 ${otp}，10 分鐘內有效。`;
  await deps.sms.send({ to: phone, text, code: otp });
  return { hash, phone, expires_in: OTP_TTL_S };
}

type CodeOutcome =
  | { verified: string; error?: undefined }
  | { verified?: undefined; error: 'invalid_otp' | 'otp_expired' | 'too_many'; attemptsLeft: number };

/** Uses up a code of this user inside the caller's transaction (once; wrong guesses counted); answers its phone. */
async function useCode(tx: Queryable, userId: number, input: { hash: string; otp: string }): Promise<CodeOutcome> {
  const v = await repo.findForUpdate(tx, userId, input.hash);
  if (!v || v.verified_at) return { error: 'invalid_otp', attemptsLeft: 0 };
  if (v.expired) return { error: 'otp_expired', attemptsLeft: 0 };
  if (v.attempts >= OTP_MAX_ATTEMPTS) return { error: 'too_many', attemptsLeft: 0 };
  const expected = Buffer.from(v.otp_hash, 'hex');
  const given = Buffer.from(otpHash(input.hash, input.otp), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    const attempts = await repo.addAttempt(tx, v.id);
    return { error: 'invalid_otp', attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts) };
  }
  await repo.markVerified(tx, v.id);
  return { verified: v.phone };
}

function refuseCode(outcome: Exclude<CodeOutcome, { verified: string }>): never {
  if (outcome.error === 'too_many') throw rateLimited(WINDOW_S);
  throw unprocessable(outcome.error, outcome.error, { attempts_left: outcome.attemptsLeft });
}

/** Checks the code; on success the phone becomes the user's confirmed phone. */
export async function authPhone(deps: FullDeps, userId: number, input: { hash: string; otp: string }) {
  const outcome = await deps.db.withTransaction(async (tx) => {
    const o = await useCode(tx, userId, input);
    if (o.verified !== undefined) await accountPhone.call(tx, userId, o.verified);
    return o;
  });
  if (outcome.verified === undefined) refuseCode(outcome);
  return { phone: outcome.verified, is_phone_confirmed: true as const };
}

/**
 * Uses up a code sent to this user (users/verify/phone/preauth) to confirm something else, e.g. deleting the
 * account: answers the phone it was sent to; wrong, expired or used codes throw as authPhone does.
 */
export async function consumePhoneCode(db: Db, userId: number, input: { hash: string; otp: string }): Promise<string> {
  const outcome = await db.withTransaction((tx) => useCode(tx, userId, input));
  if (outcome.verified === undefined) refuseCode(outcome);
  return outcome.verified;
}

/** The phone normalised as for a code (SPEC §5: +852 when no +) and whether this user verified that number by OTP. */
export async function checkVerifiedPhone(
  q: Queryable,
  userId: number,
  rawPhone: string,
): Promise<{ phone: string | null; verified: boolean }> {
  const phone = normalizePhone(rawPhone);
  if (!phone) return { phone: null, verified: false };
  return { phone, verified: await repo.isVerifiedBy(q, userId, phone) };
}
