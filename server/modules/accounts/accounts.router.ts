/** The HTTP edge of accounts (shared/api/accounts.contract.ts): session cookies are set and cleared here. */
import type { Request } from 'express';
import { accountsContract } from '@shared/api/accounts.contract';
import { isSocialLogin } from '@shared/schemas/social-auth.schema';
import { invalidSession } from '../../lib/errors';
import { clearSessionCookie, setSessionCookie } from '../../lib/cookies';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as accounts from './accounts.service';
import * as recovery from './password-reset.service';
import { judgeNewPassword } from './password-policy';
import * as social from './social-auth.service';
import { clearReferralCookie, signInContextOf } from './sign-in-request';
import { afterSignUp as sendEmailVerification } from './email-verification.service';

export function accountsRoutes(deps: FullDeps): Implementation[] {
  const { db, env } = deps;
  /** Native clients (X-Api-Key) keep the token themselves; browsers only get the HttpOnly cookie. */
  const sessionResult = async (req: Request, session: { token: string; userId: number }) => ({
    ...(req.get('x-api-key') ? { session_id: session.token } : {}),
    user: await accounts.getMe(deps, session.userId),
  });
  const signInContext = (req: Request): accounts.SignInContext => signInContextOf(req, deps);

  return implement(accountsContract, {
    register: async ({ body, req, res }) => {
      const session = await accounts.registerManual(db, { ...body, device_id: body.device_id ?? req.deviceId }, signInContext(req));
      await sendEmailVerification(deps, session.userId, req.lng, req.ip);
      setSessionCookie(res, session.token, env.secureCookies);
      clearReferralCookie(req, res, env.secureCookies);
      return sessionResult(req, session);
    },
    login: async ({ body, req, res }) => {
      // Social sign-in: google_user_id + id_token, apple code + platform, facebook_user_id + access_token.
      const session = isSocialLogin(body)
        ? await social.loginWithBody(deps, body, { ...signInContext(req), deviceId: req.deviceId, language: req.lng })
        : await accounts.login(db, { ...body, device_id: body.device_id ?? req.deviceId }, signInContext(req));
      setSessionCookie(res, session.token, env.secureCookies);
      return sessionResult(req, session);
    },
    checkAccount: ({ body }) => accounts.checkAccount(db, body),
    logout: async ({ req, res }) => {
      if (req.sessionTokenHash) await accounts.logout(db, req.sessionTokenHash);
      clearSessionCookie(res, env.secureCookies);
      return { redirect: '/login' };
    },
    session: ({ req }) => {
      if (req.sessionInvalid) throw invalidSession();
      return req.user ? accounts.getMe(deps, req.user.id) : null;
    },
    me: ({ user }) => accounts.getMe(deps, user.id),
    meBrief: ({ user }) => accounts.getMeBrief(deps, user.id),
    changePassword: async ({ user, body, req }) => {
      await accounts.changePassword(db, { id: user.id, tokenHash: req.sessionTokenHash! }, body);
      return { changed: true as const };
    },
    switchRole: ({ user, body }) => accounts.switchRole(db, user.id, body.role),
    passwordStrength: ({ body, user }) => judgeNewPassword(body.password, [...body.user_inputs, ...(user ? [user.username] : [])]),
    forgotPassword: ({ body, req }) => recovery.forgotPassword(deps, body.email, req.ip),
    resetPassword: async ({ body, req, res }) => {
      const session = await recovery.resetPassword(db, { ...body, device_id: body.device_id ?? req.deviceId });
      setSessionCookie(res, session.token, env.secureCookies);
      return sessionResult(req, session);
    },
    checkResetLink: ({ body }) => recovery.checkResetLink(db, body.hash),
  });
}
