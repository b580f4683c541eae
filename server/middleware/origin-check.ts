/** State-changing requests from a browser must come from our own origin (ARCHITECTURE §5). */
import type { RequestHandler } from 'express';
import { ERROR_CODES } from '@shared/api/api-error';
import { AppError } from '../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Posts that come from another site by design: Sign in with Apple's form_post, protected by its
 * single-use state, the PKCE verifier cookie of the browser that started the flow, and the nonce.
 */
const CROSS_SITE_POSTS = new Set(['/auth/apple/callback']);

export function originCheck(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE.has(req.method) || CROSS_SITE_POSTS.has(req.path)) return next();
    const origin = req.get('origin');
    if (!origin) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    if (origin === allowed || origin === own) return next();
    // Our pages send `Referrer-Policy: no-referrer`, so the browser's own form posts (the logout form) carry
    // `Origin: null`; the Fetch Metadata header still says whether the request came from this origin.
    if (origin === 'null' && req.get('sec-fetch-site') === 'same-origin') return next();
    next(new AppError({ code: ERROR_CODES.BAD_ORIGIN, status: 403, messageKey: 'bad_origin' }));
  };
}
