/** Route guards: a session is required (401 none, 403 invalid: SPEC §8), optionally a role. */
import type { RequestHandler, Request } from 'express';
import type { UserRole } from '@shared/schemas/accounts.schema';
import { ERROR_CODES } from '@shared/api/api-error';
import { AppError, invalidSession, unauthenticated } from '../lib/errors';
import type { SessionUser } from './session';

export const requireAuth: RequestHandler = (req, _res, next) => {
  if (req.user) return next();
  next(req.sessionInvalid ? invalidSession() : unauthenticated());
};

/** The current role must be `role` (the user switches role in the header, SPEC §2). */
export function requireRole(role: UserRole): RequestHandler {
  return (req, _res, next) => {
    if (!req.user) return next(req.sessionInvalid ? invalidSession() : unauthenticated());
    if (req.user.role !== role) {
      return next(new AppError({ code: ERROR_CODES.WRONG_ROLE, status: 403, messageKey: `wrong_role_${role}` }));
    }
    next();
  };
}

/** The signed-in user; only call after requireAuth. */
export function userOf(req: Request): SessionUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}
