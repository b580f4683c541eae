/**
 * The sandbox gateway's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as real
 * gateways sign theirs. Several v1= values may be present while a secret is being rotated.
 */
import crypto from 'node:crypto';
import { WEBHOOK_TOLERANCE_S } from '@shared/domain/payments';
import { WebhookRejected } from '../payment-provider';

export const SANDBOX_SIGNATURE_HEADER = 'Sifu-Sandbox-Signature';

function hmac(secret: string, timestamp: number, body: Buffer): Buffer {
  return crypto.createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
}

/** The signature header value for `body` sent at `timestamp` (unix seconds). */
export function signPayload(secret: string, body: string, timestamp: number): string {
  const t = Math.floor(timestamp);
  return `t=${t},v1=${hmac(secret, t, Buffer.from(body, 'utf8')).toString('hex')}`;
}

function parseHeader(header: string): { t: number; v1: Buffer[] } {
  let t: number | undefined;
  const v1: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) v1.push(Buffer.from(value, 'hex'));
  }
  if (t === undefined || v1.length === 0) throw new WebhookRejected('malformed');
  return { t, v1 };
}

/** Throws WebhookRejected unless one v1 signs `rawBody` with `secret` and the timestamp is within the tolerance. */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
  nowS: number,
  toleranceS = WEBHOOK_TOLERANCE_S,
): void {
  if (typeof header !== 'string' || header.length > 2000) throw new WebhookRejected('malformed');
  const { t, v1 } = parseHeader(header);
  const expected = hmac(secret, t, rawBody);
  if (!v1.some((candidate) => crypto.timingSafeEqual(candidate, expected))) throw new WebhookRejected('bad_signature');
  if (Math.abs(nowS - t) > toleranceS) throw new WebhookRejected('stale_signature');
}
