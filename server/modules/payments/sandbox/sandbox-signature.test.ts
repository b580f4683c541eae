import crypto from 'node:crypto';
import { WebhookRejected } from '../payment-provider';
import { signPayload, verifySignature } from './sandbox-signature';

const SECRET = 'whsec_test_secret_0123456789';
const BODY = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', data: { amount: 800, note: '師傅' } });
const NOW = 1_800_000_000;

function reason(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookRejected);
    return (err as WebhookRejected).reason;
  }
}

describe('sandbox webhook signature', () => {
  it('when the body is signed with the secret just now, then it verifies', () => {
    const header = signPayload(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    const expected = crypto.createHmac('sha256', SECRET).update(`${NOW}.${BODY}`).digest('hex');
    expect(header).toBe(`t=${NOW},v1=${expected}`);
    expect(reason(() => verifySignature(SECRET, Buffer.from(BODY), header, NOW))).toBeNull();
  });

  it('when one byte of the body is changed, then it is refused as bad_signature', () => {
    const header = signPayload(SECRET, BODY, NOW);
    const tampered = Buffer.from(BODY.replace('800', '900'));
    expect(reason(() => verifySignature(SECRET, tampered, header, NOW))).toBe('bad_signature');
  });

  it('when it was signed with another secret, then it is refused as bad_signature', () => {
    const header = signPayload('whsec_someone_else_secret', BODY, NOW);
    expect(reason(() => verifySignature(SECRET, Buffer.from(BODY), header, NOW))).toBe('bad_signature');
  });

  it('when the timestamp is changed after signing, then the signature no longer matches', () => {
    const header = signPayload(SECRET, BODY, NOW - 1000).replace(`t=${NOW - 1000}`, `t=${NOW}`);
    expect(reason(() => verifySignature(SECRET, Buffer.from(BODY), header, NOW))).toBe('bad_signature');
  });

  it('when the signature is more than 5 minutes old or ahead, then it is refused as stale_signature; within 5 minutes it passes', () => {
    const body = Buffer.from(BODY);
    expect(reason(() => verifySignature(SECRET, body, signPayload(SECRET, BODY, NOW - 301), NOW))).toBe('stale_signature');
    expect(reason(() => verifySignature(SECRET, body, signPayload(SECRET, BODY, NOW + 301), NOW))).toBe('stale_signature');
    expect(reason(() => verifySignature(SECRET, body, signPayload(SECRET, BODY, NOW - 299), NOW))).toBeNull();
    expect(reason(() => verifySignature(SECRET, body, signPayload(SECRET, BODY, NOW + 299), NOW))).toBeNull();
  });

  it('when the header is missing or not in the t=…,v1=… form, then it is refused as malformed', () => {
    const body = Buffer.from(BODY);
    const good = signPayload(SECRET, BODY, NOW);
    for (const header of [
      undefined,
      '',
      'garbage',
      `v1=${'a'.repeat(64)}`,
      `t=${NOW}`,
      `t=abc,v1=${'a'.repeat(64)}`,
      `t=${NOW},v1=xyz`,
      [good],
    ]) {
      expect(reason(() => verifySignature(SECRET, body, header, NOW))).toBe('malformed');
    }
  });

  it('when the header carries several v1 values (secret rotation), then one matching value is enough', () => {
    const oldSig = signPayload('whsec_old_secret_0123456789', BODY, NOW).split(',')[1];
    const newSig = signPayload(SECRET, BODY, NOW).split(',')[1];
    expect(reason(() => verifySignature(SECRET, Buffer.from(BODY), `t=${NOW},${oldSig},${newSig}`, NOW))).toBeNull();
    expect(reason(() => verifySignature(SECRET, Buffer.from(BODY), `t=${NOW},${oldSig}`, NOW))).toBe('bad_signature');
  });
});
