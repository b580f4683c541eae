/**
 * One URL per page (SPEC §2, ADR 0045): every page lives under its language prefix. A page path without one
 * (`/`, `/category/plumbing`, an old e-mail's `/dashboard/…`) still exists, as a redirect to the prefixed URL in the
 * visitor's language: the i18next cookie, then Accept-Language, then zh-HK. Mounted before cookies, referrals and
 * sessions, so the redirect reads no database and sets no cookie. Paths that are not pages (the API, assets, health,
 * robots, sitemaps, the sandbox gateway, public media) are left alone.
 */
import type { RequestHandler } from 'express';
import { splitLanguagePrefix } from '@shared/i18n/i18n-config';
import { languageRedirect, resolveLanguage } from '../middleware/language';
import { slashRedirect } from './ssr.router';

const NOT_PAGES =
  /^\/(?:api|static|locales|og|media|ws|healthz|readyz|metrics|__test|sandbox-gateway|sitemaps|\.well-known)(?:\/|$)|^\/(?:robots\.txt|llms\.txt|sitemap\.xml|favicon\.\w+|logo\.png)$/i;

/** Where an unprefixed page path goes and with which status, or null when the path is prefixed or not a page. */
export function prefixRedirect(
  pathname: string,
  headers: Parameters<typeof resolveLanguage>[1],
): { location: string; status: 301 | 302; varies: boolean } | null {
  if (NOT_PAGES.test(pathname) || splitLanguagePrefix(pathname).prefix) return null;
  // A mis-cased or unsupported prefix (/en-hk/…, /fr-FR/…) names its language: no guess from the visitor.
  const respelled = languageRedirect(pathname);
  if (respelled) return { location: respelled, status: 301, varies: false };
  const prefixed = `/${resolveLanguage(pathname, headers)}${pathname}`;
  // The root is the site's address people type: where it leads is a per-visitor language choice, so a temporary
  // redirect (search engines keep the address and index the target). Every other unprefixed page has moved for good.
  return { location: slashRedirect(prefixed) ?? prefixed, status: pathname === '/' ? 302 : 301, varies: true };
}

export function prefixRedirectMiddleware(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const to = prefixRedirect(req.path, req.headers);
    if (!to) return next();
    if (to.varies) {
      res.setHeader('Vary', 'Cookie, Accept-Language');
      // The target is the visitor's: no shared cache, and a browser asks again after the language changes.
      res.setHeader('Cache-Control', 'private, no-cache');
    }
    const q = req.originalUrl.indexOf('?');
    res.redirect(to.status, to.location + (q >= 0 ? req.originalUrl.slice(q) : ''));
  };
}
