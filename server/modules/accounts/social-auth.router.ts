/** The HTTP edge of social sign-in (shared/api/social-auth.contract.ts): session and PKCE cookies, redirects. */
import type { Request, Response } from 'express';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import type { SocialProvider } from '@shared/domain/social-sign-in';
import type { SocialCallbackInput } from '@shared/schemas/social-auth.schema';
import type { FullDeps } from '../../lib/adapters';
import { setSessionCookie } from '../../lib/cookies';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import { getMe } from './accounts.service';
import { afterSignUp as sendEmailVerification } from './email-verification.service';
import { issueNonce } from './social-identity';
import * as social from './social-auth.service';
import { clearReferralCookie, signInContextOf } from './sign-in-request';
import { finishRedirect, PKCE_COOKIE, startRedirect, STATE_TTL_S, type RedirectOutcome } from './social-redirect.service';

export function socialAuthRoutes(deps: FullDeps): Implementation[] {
  const { db, env } = deps;
  // SameSite=None (with Secure) lets the cookie come back with Apple's cross-site form_post; Lax over plain http.
  const pkceCookie = {
    httpOnly: true,
    secure: env.secureCookies,
    sameSite: env.secureCookies ? 'none' : 'lax',
    path: '/api/auth',
  } as const;

  const signIn = (req: Request, body: { device_id?: string; seon_session?: string } = {}): social.SocialSignIn => {
    return {
      ...signInContextOf(req, deps),
      deviceId: body.device_id ?? req.deviceId,
      seonSession: body.seon_session,
      language: req.lng,
    };
  };
  /** A new account: the e-mail verification mail when the provider did not vouch for the address; the referral is used. */
  const afterNewAccount = (req: Request, res: Response, account: { id: number; emailVerified: boolean }) => {
    if (!account.emailVerified) sendEmailVerification(deps, account.id, req.lng, req.ip);
    clearReferralCookie(req, res, env.secureCookies);
  };
  const finish = async (provider: SocialProvider, input: SocialCallbackInput, req: Request, res: Response) => {
    const cookie = req.cookies?.[PKCE_COOKIE];
    const outcome: RedirectOutcome = await finishRedirect(deps, provider, input, {
      verifier: typeof cookie === 'string' ? cookie : undefined,
      signIn: signIn(req),
    });
    res.clearCookie(PKCE_COOKIE, pkceCookie);
    if (outcome.session) setSessionCookie(res, outcome.session.token, env.secureCookies);
    if (outcome.account) afterNewAccount(req, res, outcome.account);
    res.set('Cache-Control', 'no-store').redirect(303, outcome.location);
  };

  return implement(socialAuthContract, {
    signUp: async ({ body, req, res }) => {
      const { session, account } = await social.signUp(deps, body, signIn(req, body));
      afterNewAccount(req, res, account);
      setSessionCookie(res, session.token, env.secureCookies);
      return { ...(req.get('x-api-key') ? { session_id: session.token } : {}), user: await getMe(deps, session.userId) };
    },
    connect: ({ user, params, body }) => social.connect(deps, user.id, params.provider, body as Record<string, unknown>),
    disconnect: ({ user, params }) => social.disconnect(deps, user.id, params.provider),
    accounts: ({ user }) => social.listAccounts(deps, user.id),
    nonce: () => issueNonce(db),
    start: async ({ params, query, req, res }) => {
      const prefixed = typeof req.query.lng === 'string';
      const { location, verifier } = await startRedirect(deps, params.provider, query, { userId: req.user?.id, prefixed });
      if (verifier) res.cookie(PKCE_COOKIE, verifier, { ...pkceCookie, maxAge: STATE_TTL_S * 1000 });
      res.set('Cache-Control', 'no-store').redirect(303, location);
    },
    callback: ({ params, query, req, res }) => finish(params.provider, query, req, res),
    callbackPost: ({ params, body, req, res }) => finish(params.provider, body, req, res),
  });
}
