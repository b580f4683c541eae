/** The HTTP edge of e-mail verification, phone login and one-time login (shared/api/sign-in-codes.contract.ts). */
import type { Request, Response } from 'express';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { setSessionCookie } from '../../lib/cookies';
import type { FullDeps } from '../../lib/adapters';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getMe, type NewSession, type SignInContext } from './accounts.service';
import * as emailVerification from './email-verification.service';
import * as phoneLogin from './phone-login.service';
import * as loginLink from './login-link.service';

export function signInCodesRoutes(deps: FullDeps): Implementation[] {
  const { db, env } = deps;
  /** Like a password login: the HttpOnly cookie, and the token in the body for native clients (X-Api-Key). */
  const signedIn = async (req: Request, res: Response, session: NewSession) => {
    setSessionCookie(res, session.token, env.secureCookies);
    return { ...(req.get('x-api-key') ? { session_id: session.token } : {}), user: await getMe(deps, session.userId) };
  };
  /** The fraud check and the session this browser held (which ends), as for a password login. */
  const signInContext = (req: Request): SignInContext => ({ fraud: { db, env }, ip: req.ip, replaces: req.sessionTokenHash });

  return implement(signInCodesContract, {
    sendEmailVerification: ({ user, req }) => emailVerification.resend(deps, user.id, req.ip),
    checkEmailCode: ({ user, body }) => emailVerification.checkCode(db, user.id, body.code),
    activateEmail: ({ body }) => emailVerification.activate(db, body),
    validateUser: async ({ body, req, res }) => {
      if (body.phone && body.verify_code) {
        const device_id = body.device_id ?? req.deviceId;
        const session = await phoneLogin.validatePhone(
          db,
          { phone: body.phone, code: body.verify_code, hash: body.hash, device_id },
          signInContext(req),
        );
        return signedIn(req, res, session);
      }
      return emailVerification.validateByUsername(db, { username: body.username ?? '', code: body.email_verify_code ?? '' });
    },
    phoneLoginPreauth: ({ body, req }) => phoneLogin.preauth(deps, body, req.ip),
    requestLoginLink: ({ body, req }) => loginLink.requestLoginLink(deps, body.email, req.ip),
    loginOnce: async ({ body, req, res }) => {
      const session = await loginLink.loginOnce(db, { hash: body.hash, device_id: body.device_id ?? req.deviceId }, signInContext(req));
      return signedIn(req, res, session);
    },
  });
}
