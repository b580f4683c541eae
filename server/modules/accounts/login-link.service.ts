/**
 * One-time login (SPEC §7 users/login_once: hash, device_id): an e-mailed link, single use (in SQL),
 * valid 15 minutes; a new request replaces older unused links. Using it signs in with a new session and, as it
 * proves the mailbox, verifies the address.
 */
import { ERROR_CODES } from '@shared/api/api-error';
import { LOGIN_LINK_TTL_S } from '@shared/domain/sign-in-codes';
import type { Db } from '../../lib/db';
import type { FullDeps } from '../../lib/adapters';
import { AppError } from '../../lib/errors';
import { hashToken } from '../../middleware/session';
import { createSession, type NewSession, type SignInContext } from './accounts.service';
import { assessSignIn } from './fraud-check.service';
import { loginLinkEmail } from './login-link.emails';
import { markVerified } from './email-verification.repository';
import * as repo from './login-link.repository';
import { requestLinkByEmail, type LinkMail } from './one-time-links.service';

const LOGIN_LINK_MAIL: LinkMail = {
  job: 'login-link-mail',
  table: 'login_links',
  values: (user, tokenHash) => ({ email: user.email, token_hash: tokenHash }),
  ttlS: LOGIN_LINK_TTL_S,
  route: 'loginOnce',
  email: loginLinkEmail,
  tag: 'login_link',
};

/** POST users/login_once/request: always the same answer, at once (see requestLinkByEmail). */
export function requestLoginLink(deps: FullDeps, email: string, ip: string | undefined): { sent: true } {
  return requestLinkByEmail(deps, email, ip, LOGIN_LINK_MAIL);
}

/** POST users/login_once: signs in once; an unknown, used or expired link is 404 `login_link_invalid`. */
export async function loginOnce(db: Db, input: { hash: string; device_id?: string }, ctx: SignInContext = {}): Promise<NewSession> {
  const userId = await db.withTransaction(async (tx) => {
    const link = await repo.consumeLink(tx, hashToken(input.hash));
    if (link) await markVerified(tx, link.user_id, link.email);
    return link?.user_id;
  });
  if (userId === undefined) {
    throw new AppError({ code: ERROR_CODES.LOGIN_LINK_INVALID, status: 404, messageKey: 'login_link_invalid' });
  }
  if (ctx.fraud) await assessSignIn(ctx.fraud, { kind: 'login', userId, ip: ctx.ip, deviceId: input.device_id });
  return createSession(db, userId, input.device_id, { replaces: ctx.replaces });
}
