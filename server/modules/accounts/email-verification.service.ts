/**
 * E-mail verification (SPEC §2 activate/{userId}/{hash}, §7 users/email_verifications preauth/auth,
 * users/validate_user with username + email_verify_code). A manual sign-up is e-mailed a link and a 6-digit code,
 * valid 24 hours, single use (enforced in SQL); a re-send replaces the older e-mail. Using either verifies the
 * address the mail was sent to, while it is still the account's address.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { EMAIL_VERIFY_TTL_S, SIGN_IN_CODE_MAX_ATTEMPTS } from '@shared/domain/sign-in-codes';
import { fullName } from '@shared/schemas/accounts.schema';
import { buildPath } from '@shared/routes/route-paths';
import type { Language } from '@shared/i18n/i18n-config';
import type { Db, Queryable } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../middleware/session';
import { codeDigest, newCode, newLinkToken, sameDigest } from './sign-in-codes.crypto';
import { emailVerificationEmail } from './email-verification.emails';
import * as repo from './email-verification.repository';
import { replaceUnusedLinks } from '../../lib/one-time-links';

const linkInvalid = () => new AppError({ code: ERROR_CODES.EMAIL_LINK_INVALID, status: 404, messageKey: 'email_link_invalid' });

/** Creates a new link and code for the user's current address (older ones stop working) and e-mails them. */
export async function sendVerificationEmail(
  deps: FullDeps,
  userId: number,
  opts: { lang?: Language; ip?: string | null } = {},
): Promise<'sent' | 'already_verified'> {
  const user = await repo.findRecipient(deps.db, userId);
  if (!user) throw linkInvalid();
  if (user.verified) return 'already_verified';
  const token = newLinkToken();
  const code = newCode();
  const tokenHash = hashToken(token);
  // A new verification e-mail for the user's current address; older unused ones stop working.
  await replaceUnusedLinks(deps.db, 'email_verifications', {
    userId,
    values: { email: user.email, token_hash: tokenHash, code_hash: codeDigest(tokenHash, code) },
    ttlS: EMAIL_VERIFY_TTL_S,
    ip: opts.ip ?? null,
  });
  const lang = opts.lang ?? user.language;
  const base = deps.env.PUBLIC_URL.replace(/\/$/, '');
  const link = `${base}${buildPath('activate', { userId, hash: token }, lang === 'en-HK' ? 'en-HK' : 'zh-HK')}`;
  const { subject, text } = emailVerificationEmail(lang, { name: fullName(user), link, code, hours: EMAIL_VERIFY_TTL_S / 3600 });
  await deps.mailer.send({ to: user.email, subject, text, tag: 'email_verification' });
  return 'sent';
}

/**
 * After a manual sign-up: the account keeps the language it signed up in (for this and later e-mails); the mail goes
 * out after the response.
 */
export async function afterSignUp(deps: FullDeps, userId: number, lang: Language, ip: string | undefined): Promise<void> {
  await repo.setLanguage(deps.db, userId, lang);
  deps.background.run('email-verification-mail', () => sendVerificationEmail(deps, userId, { lang, ip: ip ?? null }));
}

/** POST users/email_verifications/preauth: a new e-mail, unless the address is verified already. */
export async function resend(deps: FullDeps, userId: number, ip: string | undefined) {
  const outcome = await sendVerificationEmail(deps, userId, { ip: ip ?? null });
  return outcome === 'sent'
    ? { sent: true, is_email_verified: false, expires_in: EMAIL_VERIFY_TTL_S }
    : { sent: false, is_email_verified: true, expires_in: 0 };
}

/**
 * POST users/email_verifications/activate (the activate page): verified, or already verified (a second click, or
 * verified by code). An unknown link, a link of another user id or for an address the account no longer has is a
 * 404; an expired one 422 `email_link_expired` (the page offers a new e-mail).
 */
export async function activate(db: Db, input: { user_id: number; hash: string }) {
  const tokenHash = hashToken(input.hash);
  const link = await repo.findLink(db, tokenHash);
  if (!link || link.user_id !== input.user_id || !link.current) throw linkInvalid();
  if (link.verified) return { result: 'already_verified' as const, email: link.email };
  if (link.used) throw linkInvalid();
  if (link.expired) throw new AppError({ code: ERROR_CODES.EMAIL_LINK_EXPIRED, status: 422, messageKey: 'email_link_expired' });
  const verified = await db.withTransaction(async (tx) => {
    const email = await repo.consumeLink(tx, tokenHash, input.user_id);
    if (email !== undefined) await repo.markVerified(tx, input.user_id, email);
    return email !== undefined;
  });
  if (verified) return { result: 'verified' as const, email: link.email };
  // Used up by a concurrent call (a double click): answer as the second click would.
  const now = await repo.findLink(db, tokenHash);
  if (now?.verified) return { result: 'already_verified' as const, email: link.email };
  throw linkInvalid();
}

type CodeOutcome = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted'; attemptsLeft: number };

/** Checks `code` against the user's latest e-mail; a wrong one counts an attempt (kept: the caller commits). */
async function useCode(tx: Queryable, userId: number, code: string): Promise<CodeOutcome> {
  const row = await repo.latestForUpdate(tx, userId);
  if (!row) return { ok: false, reason: 'invalid', attemptsLeft: 0 };
  if (row.expired) return { ok: false, reason: 'expired', attemptsLeft: 0 };
  if (row.attempts >= SIGN_IN_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted', attemptsLeft: 0 };
  if (!sameDigest(row.code_hash, codeDigest(row.token_hash, code))) {
    const attempts = await repo.addAttempt(tx, row.id);
    return { ok: false, reason: 'invalid', attemptsLeft: Math.max(0, SIGN_IN_CODE_MAX_ATTEMPTS - attempts) };
  }
  if (!(await repo.consumeCode(tx, row.id))) return { ok: false, reason: 'invalid', attemptsLeft: 0 };
  await repo.markVerified(tx, userId);
  return { ok: true };
}

/** POST users/email_verifications/auth: the signed-in user types the code (an already verified address is fine). */
export async function checkCode(db: Db, userId: number, code: string): Promise<{ is_email_verified: true }> {
  const outcome = await db.withTransaction(async (tx) => {
    const user = await repo.findRecipient(tx, userId);
    return user?.verified ? ({ ok: true } as const) : useCode(tx, userId, code);
  });
  if (outcome.ok) return { is_email_verified: true };
  if (outcome.reason === 'expired') {
    throw new AppError({ code: ERROR_CODES.EMAIL_LINK_EXPIRED, status: 422, messageKey: 'email_code_expired' });
  }
  if (outcome.reason === 'exhausted') {
    throw new AppError({ code: ERROR_CODES.CODE_ATTEMPTS_USED, status: 422, messageKey: 'code_attempts_used' });
  }
  throw new AppError({
    code: ERROR_CODES.INVALID_EMAIL_CODE,
    status: 422,
    messageKey: 'invalid_email_code',
    details: { attempts_left: outcome.attemptsLeft },
  });
}

/**
 * users/validate_user with username (or e-mail) + email_verify_code, from a visitor. Unknown account, wrong, used,
 * expired or spent code, already verified: one answer (422 invalid_email_code), so nothing is learnt about accounts.
 */
export async function validateByUsername(db: Db, input: { username: string; code: string }): Promise<{ is_email_verified: true }> {
  const ok = await db.withTransaction(async (tx) => {
    const account = await repo.findAccount(tx, input.username);
    if (!account || account.verified) return false;
    return (await useCode(tx, account.id, input.code)).ok;
  });
  if (ok) return { is_email_verified: true };
  throw new AppError({ code: ERROR_CODES.INVALID_EMAIL_CODE, status: 422, messageKey: 'invalid_email_code' });
}
