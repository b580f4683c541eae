/**
 * Verifying a partner's session token (docs/decisions/0044): `base64url(payload JSON) + "." + base64url(HMAC-SHA256(
 * secret, "sifu-partner-session.v1." + payload part))`. The signature is compared in constant time before anything in
 * the payload is trusted; the partner named in the payload only chooses which secret to check with.
 */
import crypto from 'node:crypto';
import {
  isSessionPartner,
  PARTNER_SESSION_ERRORS as E,
  PARTNER_TOKEN_CONTEXT,
  PARTNER_TOKEN_MAX_AGE_S,
  PARTNER_TOKEN_SKEW_S,
} from '@shared/domain/partner-sessions';
import { partnerTokenPayloadSchema, type PartnerTokenPayload } from '@shared/schemas/partner-sessions.schema';

export class PartnerTokenError extends Error {
  constructor(readonly code: (typeof E)[keyof typeof E]) {
    super(code);
  }
}

/** The signature of a payload part (what a partner computes; tests sign with it too). */
export function signPartnerPayload(secret: string, payloadPart: string): string {
  return crypto.createHmac('sha256', secret).update(`${PARTNER_TOKEN_CONTEXT}${payloadPart}`).digest('base64url');
}

/** A signed token for `payload` (tests, and the example in the ADR). */
export function signPartnerToken(secret: string, payload: object): string {
  const part = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${part}.${signPartnerPayload(secret, part)}`;
}

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The verified payload of `token`, or a PartnerTokenError saying why not (the nonce is checked by the caller). */
export function verifyPartnerToken(token: string, secrets: ReadonlyMap<string, string>, nowMs = Date.now()): PartnerTokenPayload {
  const m = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!m) throw new PartnerTokenError(E.INVALID);
  const claimed = decode(m[1]) as { partner?: unknown } | undefined;
  const partner = claimed?.partner;
  const secret = isSessionPartner(partner) ? secrets.get(partner) : undefined;
  if (!secret) throw new PartnerTokenError(typeof partner === 'string' ? E.UNKNOWN_PARTNER : E.INVALID);
  const expected = Buffer.from(signPartnerPayload(secret, m[1]), 'base64url');
  const given = Buffer.from(m[2], 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw new PartnerTokenError(E.INVALID);
  const parsed = partnerTokenPayloadSchema.safeParse(claimed);
  if (!parsed.success) throw new PartnerTokenError(E.INVALID);
  const now = Math.floor(nowMs / 1000);
  if (parsed.data.exp <= now - PARTNER_TOKEN_SKEW_S) throw new PartnerTokenError(E.EXPIRED);
  // A token meant to live longer than 5 minutes is not one a partner may sign.
  if (parsed.data.exp > now + PARTNER_TOKEN_MAX_AGE_S + PARTNER_TOKEN_SKEW_S) throw new PartnerTokenError(E.INVALID);
  return parsed.data;
}
