/**
 * Password recovery (SPEC §7 users/forgot_password and users/reset_password, §8 quirk): an e-mailed
 * single-use link valid for an hour; using it sets the password, ends every session and signs this browser in.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { passwordUserInputs } from '@shared/domain/password-strength';
import type { ResetPasswordInput } from '@shared/schemas/accounts.schema';
import type { Db } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken } from '../../middleware/session';
import { createSession, type NewSession } from './accounts.service';
import { passwordResetEmail } from './account-emails';
import { assertNewPassword } from './password-policy';
import * as accountsRepo from './accounts.repository';
import * as repo from './password-reset.repository';
import { requestLinkByEmail, type LinkMail } from './one-time-links.service';

/** How long a reset link works. */
export const RESET_LINK_TTL_S = 3600;

const linkInvalid = () => new AppError({ code: ERROR_CODES.RESET_LINK_INVALID, status: 404, messageKey: 'reset_link_invalid' });

const RESET_LINK_MAIL: LinkMail = {
  job: 'password-reset-mail',
  table: 'password_resets',
  values: (_user, tokenHash) => ({ token_hash: tokenHash }),
  ttlS: RESET_LINK_TTL_S,
  route: 'resetpassLink',
  email: passwordResetEmail,
  tag: 'password_reset',
};

/** POST users/forgot_password: always the same answer, at once (see requestLinkByEmail). */
export function forgotPassword(deps: FullDeps, email: string, ip: string | undefined): { sent: true } {
  return requestLinkByEmail(deps, email, ip, RESET_LINK_MAIL);
}

/** POST users/reset_password/check: the reset page's question, answered without an error status either way. */
export async function checkResetLink(db: Db, hash: string): Promise<{ valid: boolean }> {
  return { valid: (await repo.findUsableLink(db, hashToken(hash))) !== undefined };
}

/**
 * POST users/reset_password. Without a password: SPEC §8 quirk, a usable link answers HTTP 400 with code 400
 * ("hash valid, password required"); an unknown, expired or used one 404 `reset_link_invalid`. With a password:
 * the strength policy (400 field error), then in one transaction the link is used up (once, even under concurrent
 * calls), the password set and every session of the user deleted; this browser gets a new session.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<NewSession> {
  const tokenHash = hashToken(input.hash);
  const link = await repo.findUsableLink(db, tokenHash);
  if (!link) throw linkInvalid();
  if (!input.password) {
    throw new AppError({ code: ERROR_CODES.RESET_LINK_VALID, status: 400, messageKey: 'reset_link_valid' });
  }
  assertNewPassword('password', input.password, passwordUserInputs(link));
  const passwdHash = await hashPassword(input.password);
  const userId = await db.withTransaction(async (tx) => {
    const owner = await repo.consumeLink(tx, tokenHash);
    if (owner === undefined) throw linkInvalid();
    await accountsRepo.updatePasswordHash(tx, owner, passwdHash);
    await repo.dropUnusedLinks(tx, owner);
    await repo.deleteAllSessions(tx, owner);
    return owner;
  });
  return createSession(db, userId, input.device_id);
}
