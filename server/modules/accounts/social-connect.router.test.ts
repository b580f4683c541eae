/**
 * Connected accounts (SPEC §7 users/connect_social/{provider}): one identity belongs to one account,
 * the last way to sign in cannot be removed, accounts made with a provider have no password, and providers that are
 * not configured are not offered.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import zhCommon from '../../../locales/zh-HK/common.json';
import { parseEnv, publicEnv } from '../../config/env';
import { signUp, TEST_PASSWORD, type TestContext, withTestContext } from '../../test/test-app';
import { googleIdToken, setUpSocialSuite } from '../../test/social-fixtures';

const { p, ctx } = setUpSocialSuite();

type Agent = ReturnType<TestContext['agent']>;
const zhErrors = zhCommon.errors as Record<string, string>;
let seq = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${(seq += 1)}@example.com`;
const connect = (agent: Agent, provider: string, body: object) =>
  agent.post(urlOf(socialAuthContract.connect, { params: { provider } })).send(body);
const disconnect = (agent: Agent, provider: string) => agent.post(urlOf(socialAuthContract.disconnect, { params: { provider } }));
const fbCred = (email: string) => {
  const user = { id: `77${Date.now()}${(seq += 1)}`, name: 'Chi Keung Ho', email };
  return { facebook_user_id: user.id, access_token: p.facebook.issueToken(user) };
};

/** A user who signed up with Google (no password), signed in on the returned agent. */
async function googleOnlyUser(email = uniqueEmail('gonly')) {
  const agent = ctx.agent();
  const first = await agent.post(urlOf(accountsContract.login)).send(await googleIdToken(p, agent, email));
  const made = await agent.post(urlOf(socialAuthContract.signUp)).send({ signup_token: first.body.error.details.signup_token });
  if (made.status !== 200) throw new Error(`sign-up failed ${made.status}`);
  return { agent, user: made.body.data.user as { id: number; username: string }, email };
}

describe('connect_social', () => {
  it('when a visitor calls the connection endpoints, then each answers 401', async () => {
    const agent = ctx.agent();
    const statuses = [
      (await connect(agent, 'google', await googleIdToken(p, agent, uniqueEmail('visitor')))).status,
      (await disconnect(agent, 'google')).status,
      (await agent.get(urlOf(socialAuthContract.accounts))).status,
    ];
    expect(statuses).toEqual([401, 401, 401]);
  });

  it('when a password user connects Google, then the identity is listed and later signs in to that account', async () => {
    const { agent, user } = await signUp(ctx);
    const email = uniqueEmail('connect');
    const res = await connect(agent, 'google', await googleIdToken(p, agent, email));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      available: ['google', 'apple', 'facebook'],
      accounts: [{ provider: 'google', email }],
      has_password: true,
    });
    const login = await ctx
      .agent()
      .post(urlOf(accountsContract.login))
      .send(await googleIdToken(p, agent, email));
    expect(login.body.data.user.id).toBe(user.id);
  });

  it('when the identity is connected to another account, then 409 social_already_linked', async () => {
    const { email } = await googleOnlyUser();
    const { agent, user } = await signUp(ctx);
    const res = await connect(agent, 'google', await googleIdToken(p, agent, email));
    expect([res.status, res.body.error.code]).toEqual([409, 'social_already_linked']);
    const linked = await ctx.deps.db.many('SELECT 1 FROM social_identities WHERE user_id = $1', [user.id]);
    expect(linked).toEqual([]);
  });

  it('when the account already has another Google identity, then 409 social_provider_taken', async () => {
    const { agent } = await googleOnlyUser();
    const res = await connect(agent, 'google', await googleIdToken(p, agent, uniqueEmail('second')));
    expect([res.status, res.body.error.code]).toEqual([409, 'social_provider_taken']);
  });

  it('when the credential is of another provider than the path, then 400', async () => {
    const { agent } = await signUp(ctx);
    expect((await connect(agent, 'google', fbCred(uniqueEmail('mismatch')))).status).toBe(400);
  });

  it('when the token is forged, then connecting is refused with 401 social_token_invalid', async () => {
    const { agent } = await signUp(ctx);
    const cred = await googleIdToken(p, agent, uniqueEmail('forged'));
    const res = await connect(agent, 'google', { ...cred, id_token: `${cred.id_token.slice(0, -4)}AAAA` });
    expect([res.status, res.body.error.code]).toEqual([401, 'social_token_invalid']);
  });
});

describe('disconnect_social', () => {
  it('when the only way to sign in is the one connection, then removing it is refused; with a second one it is allowed', async () => {
    const { agent, user } = await googleOnlyUser();
    const refused = await disconnect(agent, 'google');
    expect([refused.status, refused.body.error.code]).toEqual([409, 'social_last_method']);
    expect((await connect(agent, 'facebook', fbCred(uniqueEmail('fb')))).status).toBe(200);
    const ok = await disconnect(agent, 'google');
    expect(ok.status).toBe(200);
    expect(ok.body.data.accounts.map((a: { provider: string }) => a.provider)).toEqual(['facebook']);
    const rows = await ctx.deps.db.many<{ provider: string }>('SELECT provider FROM social_identities WHERE user_id = $1', [user.id]);
    expect(rows).toEqual([{ provider: 'facebook' }]);
  });

  it('when a user with a password removes a connection, then it is removed; a provider not connected is 404', async () => {
    const { agent } = await signUp(ctx);
    await connect(agent, 'google', await googleIdToken(p, agent, uniqueEmail('pw')));
    expect((await disconnect(agent, 'google')).body.data.accounts).toEqual([]);
    expect((await disconnect(agent, 'google')).status).toBe(404);
  });
});

describe('accounts made with a provider have no password', () => {
  it('when a password login or a password change is tried, then neither works until a reset sets a password', async () => {
    const { agent, user, email } = await googleOnlyUser();
    const login = await ctx.agent().post(urlOf(accountsContract.login)).send({ username: email, passwd: 'none' });
    expect([login.status, login.body.error.code]).toEqual([401, 'invalid_credentials']);
    const change = await agent.post(urlOf(accountsContract.changePassword)).send({ current_password: 'none', new_password: TEST_PASSWORD });
    expect(change.status).toBe(400);
    expect(change.body.error.details.fields.current_password).toBe(zhErrors.no_password_set);
    expect((await agent.get(urlOf(socialAuthContract.accounts))).body.data.has_password).toBe(false);
    const row = await ctx.deps.db.one<{ passwd_hash: string }>('SELECT passwd_hash FROM users WHERE id = $1', [user.id]);
    expect(row!.passwd_hash).toBe('none');
  });
});

describe('providers not configured', () => {
  it('when no provider is configured, then none is offered to the browser and their endpoints answer social_provider_disabled', async () => {
    expect(publicEnv(parseEnv({ NODE_ENV: 'test' })).socialProviders).toEqual([]);
    expect(publicEnv(parseEnv({ NODE_ENV: 'test', ...p.env })).socialProviders).toEqual(['google', 'apple', 'facebook']);
    expect(publicEnv(parseEnv({ NODE_ENV: 'test', ...p.env, FEATURE_FLAGS: 'oauth=off' })).socialProviders).toEqual([]);
    await withTestContext(async (bare) => {
      const agent = bare.agent();
      const start = await agent.get(urlOf(socialAuthContract.start, { params: { provider: 'google' }, query: { intent: 'login' } }));
      expect(start.headers.location).toBe('/login?social_error=social_provider_disabled');
      const login = await agent.post(urlOf(accountsContract.login)).send({ facebook_user_id: '1', access_token: 'x' });
      expect([login.status, login.body.error.code]).toEqual([404, 'social_provider_disabled']);
    });
  });

  it('when a provider is half configured, then the server refuses to start with a clear message', () => {
    expect(() => parseEnv({ NODE_ENV: 'test', GOOGLE_CLIENT_ID: 'x' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together/);
    expect(() => parseEnv({ NODE_ENV: 'test', APPLE_CLIENT_ID: 'x' })).toThrow(/APPLE_CLIENT_ID needs/);
  });
});
