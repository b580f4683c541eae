/**
 * `?ref=<hash>` on any page (SPEC §3 session data referral_hash): a known referrer's hash is kept
 * in the referral_hash cookie for 30 days (HttpOnly, SameSite=Lax) and read at sign-up; an unknown one is ignored.
 * The page is then served at its address without `ref`, so the code never reaches analytics or Referer headers and
 * the page cache keeps one entry (server/ssr/ssr.router.ts leaves `ref` URLs to this middleware).
 */
import type { RequestHandler } from 'express';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_S } from '@shared/domain/referrals';
import type { Db } from '../../lib/db';
import { findReferrerId } from './referrals.service';

const NOT_PAGES = /^\/(api|static|locales|ws|healthz|readyz|metrics)(\/|$)/;

/** The URL without its `ref` parameter (and never a protocol-relative "//host" path). */
export function withoutRef(originalUrl: string): string {
  const q = originalUrl.indexOf('?');
  const path = (q < 0 ? originalUrl : originalUrl.slice(0, q)).replace(/^[/\\]+/, '/');
  const params = new URLSearchParams(q < 0 ? '' : originalUrl.slice(q + 1));
  params.delete('ref');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

export function referralCookie(db: Db, secure: boolean): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.query.ref === undefined || NOT_PAGES.test(req.path)) return next();
    const ref = req.query.ref;
    if (typeof ref === 'string' && (await findReferrerId(db, ref))) {
      res.cookie(REFERRAL_COOKIE, ref, { httpOnly: true, sameSite: 'lax', secure, maxAge: REFERRAL_COOKIE_MAX_AGE_S * 1000, path: '/' });
    }
    res.redirect(302, withoutRef(req.originalUrl));
  };
}
