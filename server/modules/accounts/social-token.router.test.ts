/**
 * Native (app) social sign-in through POST users/login and users/sign_up (SPEC §7): Google ID
 * tokens verified with jose against the provider's JWKS, Apple codes exchanged with the provider, Facebook tokens
 * checked with debug_token. Every forged, expired, foreign or replayed credential is refused and creates nothing.
 */
import { decodeProtectedHeader, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { accountsContract } from '@shared/api/accounts.contract';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import { signUp } from '../../test/test-app';
import { appleCode, googleIdToken, issuedNonce, setUpSocialSuite } from '../../test/social-fixtures';

const { p, ctx } = setUpSocialSuite();

let seq = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${(seq += 1)}@example.com`;
const login = (agent = ctx.agent(), body: Record<string, unknown>) => agent.post(urlOf(accountsContract.login)).send(body);
const signUpSocial = (agent = ctx.agent(), body: Record<string, unknown>) => agent.post(urlOf(socialAuthContract.signUp)).send(body);
const counts = async () =>
  (await ctx.deps.db.one<{ users: number; identities: number; tickets: number }>(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM social_identities)::int AS identities,
            (SELECT count(*) FROM social_tickets WHERE kind = 'signup')::int AS tickets`,
  ))!;

describe('Google ID token (google_user_id + id_token)', () => {
  it('when a new user signs in, then the answer is "sign up" with a ticket; signing up with it makes the account; the next sign-in reuses it with a new session', async () => {
    const email = uniqueEmail('wing');
    const agent = ctx.agent();
    const first = await login(agent, await googleIdToken(p, agent, email));
    expect(first.status).toBe(422);
    expect(first.body.error.code).toBe('social_signup_needed');
    expect(first.body.error.details).toMatchObject({
      provider: 'google',
      email,
      email_verified: true,
      suggested_username: email.split('@')[0],
    });

    const made = await signUpSocial(agent, { signup_token: first.body.error.details.signup_token, role: 'pro', username: `wing_${seq}` });
    expect(made.status).toBe(200);
    expect(made.body.data.user).toMatchObject({ email, username: `wing_${seq}`, role: 'pro' });
    const row = await ctx.deps.db.one<{ passwd_hash: string; verified: boolean }>(
      'SELECT passwd_hash, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
      [made.body.data.user.id],
    );
    expect(row).toEqual({ passwd_hash: 'none', verified: true });

    const again = await login(ctx.agent(), await googleIdToken(p, agent, email));
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(made.body.data.user.id);
    const tokens = [made, again].map((r) => (r.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('session_token=')));
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  it('when a sign-up ticket is used a second time, then it is refused and no second account is made', async () => {
    const agent = ctx.agent();
    const first = await login(agent, await googleIdToken(p, agent, uniqueEmail('twice')));
    const ticket = first.body.error.details.signup_token as string;
    expect((await signUpSocial(agent, { signup_token: ticket })).status).toBe(200);
    const before = await counts();
    const replay = await signUpSocial(ctx.agent(), { signup_token: ticket, username: `other_${seq}` });
    expect([replay.status, replay.body.error.code]).toEqual([404, 'social_signup_token_invalid']);
    expect((await counts()).users).toBe(before.users);
  });

  const cases: Array<[string, (email: string) => Promise<{ google_user_id: string; id_token: string }>]> = [
    [
      'a forged signature (another key with the same kid)',
      async (email) => {
        const good = await googleIdToken(p, ctx.agent(), email);
        const { privateKey } = await generateKeyPair('RS256');
        const { kid } = decodeProtectedHeader(good.id_token);
        const id_token = await new SignJWT({ sub: good.google_user_id, email, email_verified: true, nonce: await issuedNonce(ctx.agent()) })
          .setProtectedHeader({ alg: 'RS256', kid })
          .setIssuer(p.google.issuer)
          .setAudience(p.google.clientId)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(privateKey);
        return { google_user_id: good.google_user_id, id_token };
      },
    ],
    [
      'an expired token',
      (email) =>
        googleIdToken(p, ctx.agent(), email, { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['a token for another audience', (email) => googleIdToken(p, ctx.agent(), email, { aud: 'another-app.apps.googleusercontent.com' })],
    ['a token from another issuer', (email) => googleIdToken(p, ctx.agent(), email, { iss: 'https://evil.example' })],
    [
      'an unsigned token (alg: none)',
      async (email) => {
        const good = await googleIdToken(p, ctx.agent(), email);
        const id_token = new UnsecuredJWT({ sub: good.google_user_id, email, email_verified: true, nonce: await issuedNonce(ctx.agent()) })
          .setIssuer(p.google.issuer)
          .setAudience(p.google.clientId)
          .setIssuedAt()
          .setExpirationTime('5m')
          .encode();
        return { google_user_id: good.google_user_id, id_token };
      },
    ],
    [
      'an HMAC token signed with the client secret (alg: HS256)',
      async (email) => {
        const good = await googleIdToken(p, ctx.agent(), email);
        const id_token = await new SignJWT({ sub: good.google_user_id, email, email_verified: true, nonce: await issuedNonce(ctx.agent()) })
          .setProtectedHeader({ alg: 'HS256', kid: decodeProtectedHeader(good.id_token).kid })
          .setIssuer(p.google.issuer)
          .setAudience(p.google.clientId)
          .setIssuedAt()
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode(p.google.clientSecret));
        return { google_user_id: good.google_user_id, id_token };
      },
    ],
    [
      'a token of another Google user than google_user_id',
      async (email) => ({ ...(await googleIdToken(p, ctx.agent(), email)), google_user_id: 'someone-else' }),
    ],
    ['a token whose nonce was never issued here', (email) => googleIdToken(p, ctx.agent(), email, { nonce: 'made-up-nonce' })],
    ['a token without a nonce', (email) => googleIdToken(p, ctx.agent(), email, { nonce: undefined })],
  ];

  it.each(cases)('when the credential is %s, then it is refused with 401 and nothing is created', async (_name, make) => {
    const cred = await make(uniqueEmail('refused'));
    const before = await counts();
    const res = await login(ctx.agent(), cred);
    expect([res.status, res.body.error.code]).toEqual([401, 'social_token_invalid']);
    expect(await counts()).toEqual(before);
  });

  it('when a valid token is replayed, then its nonce is used up and the second use is refused', async () => {
    const agent = ctx.agent();
    const cred = await googleIdToken(p, agent, uniqueEmail('replayed'));
    expect((await login(agent, cred)).status).toBe(422);
    const before = await counts();
    const res = await login(ctx.agent(), cred);
    expect([res.status, res.body.error.code]).toEqual([401, 'social_token_invalid']);
    expect(await counts()).toEqual(before);
  });

  it('when only the Google user id is sent, then the body is refused (an id alone is never enough)', async () => {
    const res = await login(ctx.agent(), { google_user_id: 'someone' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toHaveProperty('id_token');
  });

  it('when the verified e-mail belongs to an existing account, then no ticket is issued and the owner is asked to log in and connect', async () => {
    const owner = await signUp(ctx);
    const before = await counts();
    const res = await login(ctx.agent(), await googleIdToken(p, ctx.agent(), `${owner.username}@example.com`));
    expect([res.status, res.body.error.code]).toEqual([409, 'social_email_in_use']);
    expect(await counts()).toEqual(before);
  });
});

describe('Apple (code + platform)', () => {
  it('when an Apple code is sent, then the server exchanges it and the identity is used; the same code again is refused', async () => {
    const email = uniqueEmail('apple');
    const code = await appleCode(p, email);
    const first = await login(ctx.agent(), { code, platform: 'web' });
    expect([first.status, first.body.error.code]).toEqual([422, 'social_signup_needed']);
    const made = await signUpSocial(ctx.agent(), { signup_token: first.body.error.details.signup_token });
    expect(made.status).toBe(200);
    const replay = await login(ctx.agent(), { code, platform: 'web' });
    expect([replay.status, replay.body.error.code]).toEqual([401, 'social_token_invalid']);
    const next = await login(ctx.agent(), { code: await appleCode(p, email), platform: 'web' });
    expect(next.body.data.user.id).toBe(made.body.data.user.id);
  });

  it('when the code is made up, then it is refused', async () => {
    const before = await counts();
    const res = await login(ctx.agent(), { code: 'not-a-code', platform: 'ios' });
    expect([res.status, res.body.error.code]).toEqual([401, 'social_token_invalid']);
    expect(await counts()).toEqual(before);
  });
});

describe('Facebook (facebook_user_id + access_token, debug_token)', () => {
  const fbUser = (email: string | null) => ({ id: `10${Date.now()}${(seq += 1)}`, name: 'Ka Ho Lee', email });

  it('when a valid token signs up directly, then the account is made with an unverified e-mail, and the next login reuses it', async () => {
    const user = fbUser(uniqueEmail('fb'));
    const made = await signUpSocial(ctx.agent(), {
      facebook_user_id: user.id,
      access_token: p.facebook.issueToken(user),
      username: `kaho_${seq}`,
    });
    expect(made.status).toBe(200);
    const verified = await ctx.deps.db.one<{ v: boolean }>('SELECT email_verified_at IS NOT NULL AS v FROM users WHERE id = $1', [
      made.body.data.user.id,
    ]);
    expect(verified!.v).toBe(false);
    const again = await login(ctx.agent(), { facebook_user_id: user.id, access_token: p.facebook.issueToken(user) });
    expect(again.body.data.user.id).toBe(made.body.data.user.id);
  });

  it('when Facebook gives no e-mail, then sign-up asks for one', async () => {
    const user = fbUser(null);
    const cred = { facebook_user_id: user.id, access_token: p.facebook.issueToken(user) };
    const res = await signUpSocial(ctx.agent(), cred);
    expect([res.status, res.body.error.code, res.body.error.details.fields.email]).toEqual([
      400,
      'social_email_required',
      expect.any(String),
    ]);
    const ok = await signUpSocial(ctx.agent(), { ...cred, email: uniqueEmail('typed') });
    expect(ok.status).toBe(200);
  });

  it.each([
    [
      'an invalid (expired) token',
      (u: ReturnType<typeof fbUser>) => ({ facebook_user_id: u.id, access_token: p.facebook.issueToken(u, { valid: false }) }),
    ],
    [
      'a token of another app',
      (u: ReturnType<typeof fbUser>) => ({ facebook_user_id: u.id, access_token: p.facebook.issueToken(u, { appId: '999' }) }),
    ],
    [
      'a token of another user than facebook_user_id',
      (u: ReturnType<typeof fbUser>) => ({ facebook_user_id: '42', access_token: p.facebook.issueToken(u) }),
    ],
    ['a made-up token', (u: ReturnType<typeof fbUser>) => ({ facebook_user_id: u.id, access_token: 'EAAnothing' })],
  ])('when the credential is %s, then it is refused and nothing is created', async (_name, make) => {
    const before = await counts();
    const res = await login(ctx.agent(), make(fbUser(uniqueEmail('fbbad'))));
    expect([res.status, res.body.error.code]).toEqual([401, 'social_token_invalid']);
    expect(await counts()).toEqual(before);
  });
});

describe('a password login still works beside the social variants', () => {
  it('when a password user logs in, then the password variant answers as before (field errors included)', async () => {
    const { username, password } = await signUp(ctx);
    expect((await login(ctx.agent(), { username, passwd: password })).status).toBe(200);
    const res = await login(ctx.agent(), { username: '' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.details.fields).sort()).toEqual(['passwd', 'username']);
  });
});
