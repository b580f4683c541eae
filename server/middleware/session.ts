/**
 * Resolves the session from the session_token cookie, or from X-Session-Token + a known X-Api-Key
 * (native clients, SPEC §6). Sets req.user, or req.sessionInvalid when a token was sent but is unknown.
 */
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '@shared/domain/limits';
import type { UserRole } from '@shared/schemas/accounts.schema';
import type { Db } from '../lib/db';
import { currentContext } from '../lib/request-context';

export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  is_operator: boolean;
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function readSessionToken(req: Parameters<RequestHandler>[0], apiKeys: string[]): string | undefined {
  const cookie = req.cookies?.[SESSION_COOKIE];
  if (typeof cookie === 'string' && cookie) return cookie;
  const header = req.get('x-session-token');
  const apiKey = req.get('x-api-key');
  if (header && apiKey && apiKeys.includes(apiKey)) return header;
  return undefined;
}

export function sessionMiddleware(db: Db, apiKeys: string[]): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req, apiKeys);
    if (!token) return next();
    if (token.length > 200) {
      req.sessionInvalid = true;
      return next();
    }
    const tokenHash = hashToken(token);
    const row = await db.one<SessionUser & { last_seen_stale: boolean }>(
      `SELECT u.id, u.username, u.role, u.is_operator, s.last_seen < now() - interval '5 minutes' AS last_seen_stale
         FROM sessions s JOIN users u ON u.id = s.user_id
        WHERE s.token_hash = $1 AND s.expires_at > now()`,
      [tokenHash],
    );
    if (!row) {
      req.sessionInvalid = true;
      return next();
    }
    const { last_seen_stale, ...user } = row;
    req.user = user;
    req.sessionTokenHash = tokenHash;
    const ctx = currentContext();
    if (ctx) ctx.userId = user.id;
    if (last_seen_stale) await db.query('UPDATE sessions SET last_seen = now() WHERE token_hash = $1', [tokenHash]);
    next();
  };
}
