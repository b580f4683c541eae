/** Phone OTP (SPEC §7 users/verify/phone/preauth + auth): 6-digit codes by SMS, rate limited, confirm the phone. */
import crypto from 'node:crypto';
import { OTP_MAX_ATTEMPTS, OTP_SENDS_PER_WINDOW, OTP_TTL_S, normalizePhone } from '@shared/schemas/verification.schema';
import type { FullDeps } from '../../lib/adapters';
import type { Queryable } from '../../lib/db';
import { badRequest, rateLimited, unprocessable } from '../../lib/errors';
import * as repo from './verification.repository';

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

/** Checks the code; on success the phone becomes the user's confirmed phone. */
export async function authPhone(deps: FullDeps, userId: number, input: { hash: string; otp: string }) {
  const outcome = await deps.db.withTransaction(async (tx) => {
    const v = await repo.findForUpdate(tx, userId, input.hash);
    if (!v || v.verified_at) return { error: 'invalid_otp' as const, attemptsLeft: 0 };
    if (v.expired) return { error: 'otp_expired' as const, attemptsLeft: 0 };
    if (v.attempts >= OTP_MAX_ATTEMPTS) return { error: 'too_many' as const, attemptsLeft: 0 };
    const expected = Buffer.from(v.otp_hash, 'hex');
    const given = Buffer.from(otpHash(input.hash, input.otp), 'hex');
    if (!crypto.timingSafeEqual(expected, given)) {
      const attempts = await repo.addAttempt(tx, v.id);
      return { error: 'invalid_otp' as const, attemptsLeft: Math.max(0, OTP_MAX_ATTEMPTS - attempts) };
    }
    await repo.markVerified(tx, v.id);
    await repo.confirmUserPhone(tx, userId, v.phone);
    return { verified: v.phone };
  });
  if (outcome.verified !== undefined) return { phone: outcome.verified, is_phone_confirmed: true as const };
  if (outcome.error === 'too_many') throw rateLimited(WINDOW_S);
  throw unprocessable(outcome.error, outcome.error, { attempts_left: outcome.attemptsLeft });
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
