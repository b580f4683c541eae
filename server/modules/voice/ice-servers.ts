/**
 * ICE servers for a call (docs/decisions/0039): STUN_URLS as they are, and TURN_URLS with time-limited credentials in
 * coturn's `use-auth-secret` scheme (the "TURN REST API"): username `<expiry unix seconds>:<user id>`, credential
 * base64(HMAC-SHA1(TURN_SECRET, username)). coturn checks the HMAC and the expiry itself; Sifu stores nothing.
 */
import crypto from 'node:crypto';
import type { IceServer } from '@shared/schemas/voice.schema';
import { urlList, type Env } from '../../config/env';

/** The coturn REST credential of `userId`, valid until `nowS + ttlS`. */
export function turnCredential(secret: string, userId: number, nowS: number, ttlS: number): { username: string; credential: string } {
  const username = `${nowS + ttlS}:${userId}`;
  const credential = crypto.createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers a user's browser is given, TURN credentials valid for TURN_TTL_S from `now`. */
export function iceServersFor(
  env: Pick<Env, 'STUN_URLS' | 'TURN_URLS' | 'TURN_SECRET' | 'TURN_TTL_S'>,
  userId: number,
  now = new Date(),
): IceServer[] {
  const out: IceServer[] = [];
  const stun = env.STUN_URLS === 'none' ? [] : urlList(env.STUN_URLS);
  if (stun.length) out.push({ urls: stun });
  const turn = urlList(env.TURN_URLS);
  if (turn.length && env.TURN_SECRET) {
    out.push({ urls: turn, ...turnCredential(env.TURN_SECRET, userId, Math.floor(now.getTime() / 1000), env.TURN_TTL_S) });
  }
  return out;
}
