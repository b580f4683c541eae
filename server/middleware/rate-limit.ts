/** Login/OTP rate limits (ARCHITECTURE §5), shared between instances through Redis when REDIS_URL is set. */
import type { RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { ERROR_CODES } from '@shared/api/api-error';
import { AppError } from '../lib/errors';

export function loginRateLimit(opts: { limit: number; store?: Store }): RequestHandler {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: opts.store,
    keyGenerator: (req) => {
      const login = typeof req.body?.username === 'string' ? req.body.username.toLowerCase().slice(0, 254) : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${login}`;
    },
    handler: (_req, _res, next) =>
      next(new AppError({ code: ERROR_CODES.RATE_LIMITED, status: 429, messageKey: 'rate_limited' })),
  });
}
