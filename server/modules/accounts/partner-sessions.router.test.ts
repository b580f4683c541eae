import crypto from 'node:crypto';
import { accountsContract } from '@shared/api/accounts.contract';
import { partnerSessionsContract as c } from '@shared/api/partner-sessions.contract';
import { api } from '../../test/api';
import { setUpTestContext, withTestContext, type TestContext } from '../../test/test-app';
import { createConsumer } from '../../test/fixtures';
import { signPartnerPayload, signPartnerToken } from './partner-token';

const SECRET_55688 = 'p55688-test-secret-0123456789abcdefghij';
const SECRET_FET = 'fet-test-secret-0123456789abcdefghijklmn';
const ON = { FEATURE_FLAGS: 'partnerSessions=on', PARTNER_SESSION_SECRETS: `life55688:${SECRET_55688},fet:${SECRET_FET}` };

const ctx = setUpTestContext({ env: ON });

const nonce = () => crypto.randomBytes(18).toString('base64url');
const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
const claims = (over: Record<string, unknown> = {}) => ({
  v: 1,
  partner: 'life55688',
  sub: `u-${crypto.randomBytes(6).toString('hex')}`,
  email: `p${crypto.randomBytes(5).toString('hex')}@example.hk`,
  phone: '+85291234567',
  exp: inSeconds(240),
  nonce: nonce(),
  ...over,
});

/** Posts the token from a fresh browser; returns the answer and that browser. */
async function exchange(t: TestContext, token: string, agent = t.agent()) {
  const res = await api(agent).call(c.exchange, { body: { token } });
  return { res, agent };
}

/** The session the browser holds after the exchange: user/me's username, or its status when it has none. */
async function whoAmI(agent: ReturnType<TestContext['agent']>) {
  const me = await api(agent).call(accountsContract.me);
  return me.status === 200 ? (me.body.data.username as string) : me.status;
}

describe('partner sessions: flag on', () => {
  it('when 55688 signs a valid token for a new user, then a consumer account is made, the cookie set and user/me works', async () => {
    const p = claims({ first_name: '美玲' });
    const { res, agent } = await exchange(ctx, signPartnerToken(SECRET_55688, p));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: true, user: { role: 'consumer', email: p.email } });
    expect(res.body.data.session_id).toBeUndefined();
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    expect(await whoAmI(agent)).toBe(res.body.data.user.username);
    const link = await ctx.deps.db.one<{ user_id: number; phone: string }>(
      'SELECT user_id, phone FROM partner_identities WHERE partner = $1 AND partner_user_id = $2',
      ['life55688', p.sub],
    );
    expect(link).toMatchObject({ user_id: res.body.data.user.id, phone: '+85291234567' });
  });

  it('when the same partner user comes back with a new token, then it signs in to the same account without making another', async () => {
    const p = claims({ partner: 'fet' });
    const first = await exchange(ctx, signPartnerToken(SECRET_FET, p));
    const again = await exchange(ctx, signPartnerToken(SECRET_FET, { ...p, nonce: nonce() }));
    expect(again.res.status).toBe(200);
    expect(again.res.body.data).toMatchObject({ created: false, user: { id: first.res.body.data.user.id } });
    expect(await whoAmI(again.agent)).toBe(first.res.body.data.user.username);
  });

  it('when a signed-in Sifu user opens an unlinked partner token, then the partner user is linked to that account', async () => {
    const consumer = await createConsumer(ctx);
    const me = (await api(consumer.agent).call(accountsContract.me)).body.data;
    const { res } = await exchange(ctx, signPartnerToken(SECRET_55688, claims()), consumer.agent);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: false, user: { id: me.id } });
    expect(await whoAmI(consumer.agent)).toBe(me.username);
  });

  it('when the token’s e-mail has a Sifu account and nobody is signed in, then 409 and nothing is linked', async () => {
    const consumer = await createConsumer(ctx);
    const email = (await api(consumer.agent).call(accountsContract.me)).body.data.email as string;
    const p = claims({ email });
    const { res, agent } = await exchange(ctx, signPartnerToken(SECRET_55688, p));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('partner_email_in_use');
    expect(await whoAmI(agent)).toBe(401);
    expect(await ctx.deps.db.one('SELECT 1 FROM partner_identities WHERE partner_user_id = $1', [p.sub])).toBeUndefined();
  });

  it.each<[string, () => string, string]>([
    ['signed with another secret', () => signPartnerToken('x'.repeat(40), claims()), 'partner_token_invalid'],
    ['signed by fet but naming 55688', () => signPartnerToken(SECRET_FET, claims()), 'partner_token_invalid'],
    [
      'with its payload changed after signing',
      () => {
        const [, sig] = signPartnerToken(SECRET_55688, claims()).split('.');
        return `${Buffer.from(JSON.stringify(claims({ email: 'evil@example.hk' }))).toString('base64url')}.${sig}`;
      },
      'partner_token_invalid',
    ],
    ['expired a minute ago', () => signPartnerToken(SECRET_55688, claims({ exp: inSeconds(-60) })), 'partner_token_expired'],
    [
      'valid for an hour (more than 5 minutes)',
      () => signPartnerToken(SECRET_55688, claims({ exp: inSeconds(3600) })),
      'partner_token_invalid',
    ],
    ['from an unknown partner', () => signPartnerToken(SECRET_55688, claims({ partner: 'hkt' })), 'partner_unknown'],
    ['not a token at all', () => 'not-a-token-at-all-really', 'partner_token_invalid'],
    [
      'without a nonce',
      () => {
        const { nonce: _n, ...rest } = claims();
        return signPartnerToken(SECRET_55688, rest);
      },
      'partner_token_invalid',
    ],
  ])('when the token is %s, then 401 with a translated error and no session', async (_what, make, code) => {
    const { res, agent } = await exchange(ctx, make());
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe(code);
    expect(res.body.error.message).toMatch(/\S{10}/);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join(';')).not.toMatch(/session_token=[^;]/);
    expect(await whoAmI(agent)).toBe(401);
  });

  it('when a token is replayed, then the second use is 401 partner_token_replayed and gives no session', async () => {
    const token = signPartnerToken(SECRET_55688, claims());
    expect((await exchange(ctx, token)).res.status).toBe(200);
    const { res, agent } = await exchange(ctx, token);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('partner_token_replayed');
    expect(await whoAmI(agent)).toBe(401);
  });

  it('when the same token is sent twice at once, then exactly one of them signs in', async () => {
    const token = signPartnerToken(SECRET_55688, claims());
    const both = await Promise.all([exchange(ctx, token), exchange(ctx, token)]);
    expect(both.map((b) => b.res.status).sort()).toEqual([200, 401]);
  });

  it('when the error is asked in Chinese, then the message is in Traditional Chinese', async () => {
    const res = await api(ctx.agent())
      .call(c.exchange, { body: { token: signPartnerToken(SECRET_55688, claims({ exp: inSeconds(-120) })) } })
      .set('Accept-Language', 'zh-HK');
    expect(res.body.error.message).toContain('過期');
  });

  it('when the signature is compared, then it is the HMAC-SHA256 of the documented context and payload', () => {
    const part = Buffer.from('{"v":1}').toString('base64url');
    const expected = crypto.createHmac('sha256', SECRET_55688).update(`sifu-partner-session.v1.${part}`).digest('base64url');
    expect(signPartnerPayload(SECRET_55688, part)).toBe(expected);
  });
});

describe('partner sessions: off', () => {
  it('when the flag is off, then the endpoint answers 404 even for a valid token', async () => {
    await withTestContext({ env: { PARTNER_SESSION_SECRETS: ON.PARTNER_SESSION_SECRETS } }, async (t) => {
      const { res, agent } = await exchange(t, signPartnerToken(SECRET_55688, claims()));
      expect(res.status).toBe(404);
      expect(await whoAmI(agent)).toBe(401);
    });
  });

  it('when the flag is on but no partner has a secret, then the endpoint answers 404', async () => {
    await withTestContext({ env: { FEATURE_FLAGS: 'partnerSessions=on' } }, async (t) => {
      const { res } = await exchange(t, signPartnerToken(SECRET_55688, claims()));
      expect(res.status).toBe(404);
    });
  });
});
