/** What the sign-in routes read from the request (the sign-in context) and the referral cookie they drop afterwards. */
import type { Request, Response } from 'express';
import { REFERRAL_COOKIE } from '@shared/domain/referrals';
import type { SignInContext } from './accounts.service';
import type { FullDeps } from '../../lib/adapters';

/** The fraud check, the session this browser held before, the device cookie and the referral cookie. */
export function signInContextOf(req: Request, deps: FullDeps): SignInContext {
  const ref = req.cookies?.[REFERRAL_COOKIE];
  return {
    fraud: { db: deps.db, env: deps.env, app: deps },
    ip: req.ip,
    replaces: req.sessionTokenHash,
    cookieDeviceId: req.deviceId,
    referralHash: typeof ref === 'string' ? ref : undefined,
  };
}

/** Drops the referral cookie once a new account has used it. */
export function clearReferralCookie(req: Request, res: Response, secure: boolean): void {
  if (req.cookies?.[REFERRAL_COOKIE]) res.clearCookie(REFERRAL_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
