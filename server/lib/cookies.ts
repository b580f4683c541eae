/** Session and device cookies (SPEC §9: session lifetime 31,536,000 s, Secure, SameSite=Strict). */
import crypto from 'node:crypto';
import type { Response } from 'express';
import { DEVICE_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_S } from '@shared/domain/limits';

export function setSessionCookie(res: Response, token: string, secure: boolean): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'strict', secure, maxAge: SESSION_MAX_AGE_S * 1000, path: '/' });
}

export function clearSessionCookie(res: Response, secure: boolean): void {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: '/' });
}

export function newDeviceId(): string {
  return crypto.randomBytes(12).toString('base64url');
}

/** The Set-Cookie value for a new device_id (also used by the page-cache fast path). */
export function deviceCookieHeader(id: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${id}; Max-Age=${SESSION_MAX_AGE_S}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}
