/**
 * Resolves the session from the session_token cookie, or from X-Session-Token + a known X-Api-Key
 * (native clients, SPEC §6). Sets req.user, or req.sessionInvalid when a token was sent but is unknown, expired
 * (SPEC §9 lifetime) or idle: unused for `idleDays`, in which case its row is deleted too.
 */
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { SESSION_COOKIE } from '@shared/domain/limits';
import type { UserRole } from '@shared/schemas/accounts.schema';
import { currentContext } from '../lib/request-context';

export interface SessionUser {
  id: number;
  username: string;
  role: UserRole;
  is_operator: boolean;
  /** Back-office roles (an operator's; empty for everyone else). */
  staff_roles?: readonly string[];
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

export interface SessionOptions {
  /** SESSION_IDLE_DAYS: a session whose last_seen is older than this is refused and deleted. */
  idleDays: number;
}

/** Where sessions are read and written (the accounts module owns the table; the app passes its store in). */
export interface SessionStore {
  find(
    tokenHash: string,
    userAgent: string | null,
    idleDays: number,
  ): Promise<(SessionUser & { last_seen_stale: boolean; idle: boolean }) | undefined>;
  drop(tokenHash: string): Promise<void>;
  touch(tokenHash: string, userAgent: string | null): Promise<void>;
}

export function sessionMiddleware(store: SessionStore, apiKeys: string[], opts: SessionOptions = { idleDays: 30 }): RequestHandler {
  return async (req, _res, next) => {
    const token = readSessionToken(req, apiKeys);
    if (!token) return next();
    if (token.length > 200) {
      req.sessionInvalid = true;
      return next();
    }
    const tokenHash = hashToken(token);
    // The browser of the session is kept for the devices list in settings (written with last_seen, when it changes).
    const userAgent = req.get('user-agent')?.slice(0, 400) || null;
    const row = await store.find(tokenHash, userAgent, opts.idleDays);
    if (!row || row.idle) {
      if (row) await store.drop(tokenHash);
      req.sessionInvalid = true;
      return next();
    }
    const { last_seen_stale, idle: _idle, ...user } = row;
    req.user = user;
    req.sessionTokenHash = tokenHash;
    const ctx = currentContext();
    if (ctx) ctx.userId = user.id;
    if (last_seen_stale) await store.touch(tokenHash, userAgent);
    next();
  };
}
