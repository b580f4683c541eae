/**
 * Phone login by one-time code (SPEC §6 login methods, §5 +852 added without +, §7
 * users/validate_user phone + verify_code). A code goes by SMS or voice call (the same pluggable SmsSender) only to a
 * phone an account confirmed, but the answer is the same either way: every request gets a hash and a row. A code
 * works once (in SQL), for 10 minutes, 5 tries; using it signs in with a new session.
 */
import crypto from 'node:crypto';
import { ERROR_CODES } from '@shared/api/api-error';
import { PHONE_LOGIN_TTL_S, SIGN_IN_CODE_MAX_ATTEMPTS, type PhoneLoginChannel } from '@shared/domain/sign-in-codes';
import type { Db } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { createSession, type NewSession, type SignInContext } from './accounts.service';
import { assessSignIn } from './fraud-check.service';
import { codeDigest, newCode, sameDigest, sha256 } from './sign-in-codes.crypto';
import * as repo from './phone-login.repository';

/** What the phone hears or reads, in the account's language. A voice call reads the digits one by one, twice. */
export function phoneLoginMessage(lang: 'zh-HK' | 'en-HK', channel: PhoneLoginChannel, code: string): string {
  const minutes = PHONE_LOGIN_TTL_S / 60;
  const spoken = code.split('').join(' ');
  if (lang === 'en-HK') {
    return channel === 'voice'
      ? `Hello, this is Sifu. Your login code is ${spoken}. Again, your code is ${spoken}.`
      : `Your Sifu login code is ${code}. It expires in ${minutes} minutes. Never share it with anyone.`;
  }
  return channel === 'voice'
    ? `你好，呢度係 Sifu 師傅。你嘅登入驗證碼係 ${spoken}。再講一次：${spoken}。`
    : `你嘅 Sifu 師傅登入驗證碼係 ${code}，${minutes} 分鐘內有效。請勿將驗證碼交俾任何人。`;
}

/**
 * POST users/login/phone/preauth. The look-up runs either way and the message goes out after the response, so
 * neither the answer nor its timing says whether the number belongs to an account.
 */
export async function preauth(deps: FullDeps, input: { phone: string; channel: PhoneLoginChannel }, ip: string | undefined) {
  const hash = crypto.randomBytes(18).toString('base64url');
  const hashSha = sha256(hash);
  const account = await repo.findAccountByConfirmedPhone(deps.db, input.phone);
  const code = newCode();
  // Without an account the stored digest is of a secret nobody ever sees: no code can match it.
  const otpHash = codeDigest(hashSha, account ? code : crypto.randomBytes(16).toString('hex'));
  await repo.insert(deps.db, {
    hashSha,
    phone: input.phone,
    userId: account?.id ?? null,
    channel: input.channel,
    otpHash,
    ttlS: PHONE_LOGIN_TTL_S,
    ip: ip ?? null,
  });
  if (account) {
    const text = phoneLoginMessage(account.language, input.channel, code);
    deps.background.run('phone-login-code', () => deps.sms.send({ to: input.phone, text, code, channel: input.channel }));
  }
  return { hash, expires_in: PHONE_LOGIN_TTL_S };
}

type Outcome = { userId: number } | { error: 'invalid_otp' | 'otp_expired' | 'code_attempts_used'; attemptsLeft: number };

/**
 * users/validate_user with phone + verify_code (+ the preauth hash; without it, the phone's latest code). A wrong
 * code counts an attempt (committed before the error is thrown); the right one is used up and signs in.
 */
export async function validatePhone(
  db: Db,
  input: { phone: string; code: string; hash?: string; device_id?: string },
  ctx: SignInContext = {},
): Promise<NewSession> {
  const outcome: Outcome = await db.withTransaction(async (tx) => {
    const row = input.hash
      ? await repo.findByHashForUpdate(tx, sha256(input.hash), input.phone)
      : await repo.latestForPhoneForUpdate(tx, input.phone);
    if (!row || row.used) return { error: 'invalid_otp', attemptsLeft: 0 };
    if (row.expired) return { error: 'otp_expired', attemptsLeft: 0 };
    if (row.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { error: 'code_attempts_used', attemptsLeft: 0 };
    if (!sameDigest(row.otp_hash, codeDigest(row.hash_sha, input.code))) {
      const attempts = await repo.addAttempt(tx, row.id);
      return { error: 'invalid_otp', attemptsLeft: Math.max(0, SIGN_IN_CODE_MAX_ATTEMPTS - attempts) };
    }
    const userId = await repo.consume(tx, row.id);
    return userId === undefined ? { error: 'invalid_otp', attemptsLeft: 0 } : { userId };
  });
  if ('userId' in outcome) {
    // Like a password login: only a right code is assessed, and the browser's previous session ends.
    if (ctx.fraud) await assessSignIn(ctx.fraud, { kind: 'login', userId: outcome.userId, ip: ctx.ip, deviceId: input.device_id });
    return createSession(db, outcome.userId, input.device_id, { replaces: ctx.replaces });
  }
  const code = outcome.error === 'code_attempts_used' ? ERROR_CODES.CODE_ATTEMPTS_USED : outcome.error;
  throw new AppError({ code, status: 422, messageKey: outcome.error, details: { attempts_left: outcome.attemptsLeft } });
}
