/**
 * "Continue with Google / Apple / Facebook" on the website: the authorization-code flow with state,
 * PKCE (S256) and nonce, driven end to end against real OpenID Connect providers started here (oidc-provider) and a
 * fake Facebook Graph, through the app's real API and a real PostgreSQL.
 */
import { socialAuthContract } from '@shared/api/social-auth.contract';
import { urlOf } from '@shared/api/endpoint';
import { buildPath } from '@shared/routes/route-paths';
import { accountsContract } from '@shared/api/accounts.contract';
import { signUp, type TestContext } from '../../test/test-app';
import { ProviderBrowser, pathOf } from '../../test/oidc-browser';
import { SOCIAL_PUBLIC_URL, setUpSocialSuite } from '../../test/social-fixtures';
import { api } from '../../test/api';

const { p, ctx } = setUpSocialSuite();

type Agent = ReturnType<TestContext['agent']>;
let seq = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${(seq += 1)}@example.com`;

async function start(agent: Agent, provider: 'google' | 'apple' | 'facebook', query: Record<string, string> = {}) {
  const res = await agent.get(urlOf(socialAuthContract.start, { params: { provider }, query: { intent: 'login', ...query } }));
  expect(res.status).toBe(303);
  return res.headers.location as string;
}

/** Start → the provider's sign-in page → the callback URL the provider sends the browser back to. */
async function throughGoogle(agent: Agent, email: string, query: Record<string, string> = {}) {
  const answer = await new ProviderBrowser().signIn(await start(agent, 'google', query), email);
  if (answer.kind !== 'redirect') throw new Error('expected a redirect back');
  return answer.url;
}

const userByEmail = (email: string) =>
  ctx.deps.db.one<{ id: number; username: string; passwd_hash: string; email_verified_at: Date | null; role: string; first_name: string }>(
    'SELECT id, username, passwd_hash, email_verified_at, role, first_name FROM users WHERE lower(email) = lower($1)',
    [email],
  );
const identitiesOf = (userId: number) =>
  ctx.deps.db.many<{ provider: string; subject: string }>('SELECT provider, subject FROM social_identities WHERE user_id = $1', [userId]);
const userCount = async () => (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users'))!.n;
const sessionCookie = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('session_token='));

describe('Google (a real OpenID provider on 127.0.0.1)', () => {
  it('when a new visitor continues with Google, then an account is made from the verified profile, signed in, and a second sign-in reuses it', async () => {
    const email = uniqueEmail('mei.chan');
    const agent = ctx.agent();
    const location = await start(agent, 'google', { next: '/dashboard/projects', lng: 'en-HK' });
    const auth = new URL(location);
    expect(auth.origin).toBe(p.google.issuer);
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      client_id: p.google.clientId,
      redirect_uri: `${SOCIAL_PUBLIC_URL}${urlOf(socialAuthContract.callback, { params: { provider: 'google' } })}`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
    expect(auth.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(auth.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const answer = await new ProviderBrowser().signIn(location, email);
    if (answer.kind !== 'redirect') throw new Error('expected a redirect back');
    const back = await agent.get(pathOf(answer.url));
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/en-HK/login?social_done=1&from=%2Fdashboard%2Fprojects');
    expect(sessionCookie(back)).toBeDefined();

    const me = await api(agent).call(accountsContract.me);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(email);
    const user = (await userByEmail(email))!;
    expect(user).toMatchObject({ passwd_hash: 'none', role: 'consumer' });
    expect(user.email_verified_at).not.toBeNull();
    expect(await identitiesOf(user.id)).toEqual([{ provider: 'google', subject: p.google.accounts.get(email)!.sub }]);

    const other = ctx.agent();
    const again = await other.get(pathOf(await throughGoogle(other, email)));
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe('/login?social_done=1&from=%2Fdashboard%2Fprojects');
    expect(sessionCookie(again)).not.toBe(sessionCookie(back));
    expect((await api(other).call(accountsContract.me)).body.data.id).toBe(user.id);
    expect((await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]))!.n).toBe(2);
  });

  it('when the sign-up page asks for a pro, then the new pro lands on onboarding', async () => {
    const email = uniqueEmail('pro.plumber');
    const agent = ctx.agent();
    const back = await agent.get(pathOf(await throughGoogle(agent, email, { intent: 'signup', role: 'pro' })));
    expect(back.headers.location).toBe(`/login?social_done=1&from=${encodeURIComponent(buildPath('onboarding'))}`);
    expect((await userByEmail(email))!.role).toBe('pro');
  });

  it('when `next` is not a same-site path, then it is ignored and the role landing page is used', async () => {
    const agent = ctx.agent();
    const back = await agent.get(pathOf(await throughGoogle(agent, uniqueEmail('next'), { next: '//evil.example/x', lng: 'zh-HK' })));
    expect(back.headers.location).toBe('/zh-HK/login?social_done=1&from=%2Fdashboard%2Fprojects');
  });
});

describe('refusals: nothing is created and no session is set', () => {
  async function refused(res: { status: number; headers: Record<string, unknown> }, code: string, before: number) {
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/login?social_error=${code}`);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await userCount()).toBe(before);
  }

  it('when the state is tampered with, then the callback is refused', async () => {
    const agent = ctx.agent();
    const url = new URL(await throughGoogle(agent, uniqueEmail('tamper')));
    url.searchParams.set('state', `${url.searchParams.get('state')}x`);
    const before = await userCount();
    await refused(await agent.get(pathOf(url.toString())), 'social_state_invalid', before);
  });

  it('when a callback is replayed, then the used state is refused the second time', async () => {
    const agent = ctx.agent();
    const url = await throughGoogle(agent, uniqueEmail('replay'));
    expect(sessionCookie(await agent.get(pathOf(url)))).toBeDefined();
    const before = await userCount();
    await refused(await agent.get(pathOf(url)), 'social_state_invalid', before);
  });

  it('when the callback arrives in another browser (no PKCE verifier cookie), then it is refused', async () => {
    const url = await throughGoogle(ctx.agent(), uniqueEmail('csrf'));
    const before = await userCount();
    await refused(await ctx.agent().get(pathOf(url)), 'social_state_invalid', before);
  });

  it('when the state has expired or is missing, then the callback is refused', async () => {
    const agent = ctx.agent();
    const url = await throughGoogle(agent, uniqueEmail('expired'));
    await ctx.deps.db.query(`UPDATE social_tickets SET expires_at = now() - interval '1 second' WHERE kind = 'state' AND used_at IS NULL`);
    const before = await userCount();
    await refused(await agent.get(pathOf(url)), 'social_state_invalid', before);
    await refused(
      await api(agent).call(socialAuthContract.callback, { params: { provider: 'google' }, query: { code: 'abc' } }),
      'social_state_invalid',
      before,
    );
  });

  it('when the ID token carries another nonce than the one sent, then the sign-in is refused', async () => {
    const agent = ctx.agent();
    const url = await throughGoogle(agent, uniqueEmail('nonce'));
    await ctx.deps.db.query(
      `UPDATE social_tickets SET payload = jsonb_set(payload, '{nonce_hash}', to_jsonb(encode(sha256('another'::bytea), 'hex')))
        WHERE kind = 'state' AND used_at IS NULL`,
    );
    const before = await userCount();
    await refused(await agent.get(pathOf(url)), 'social_token_invalid', before);
  });

  it('when the user cancels at the provider, then the login page says so', async () => {
    const agent = ctx.agent();
    const state = new URL(await start(agent, 'google')).searchParams.get('state')!;
    const before = await userCount();
    await refused(
      await api(agent).call(socialAuthContract.callback, { params: { provider: 'google' }, query: { error: 'access_denied', state } }),
      'social_cancelled',
      before,
    );
  });

  it('when an account already has the verified e-mail, then it is not linked silently: the owner is asked to log in and connect', async () => {
    const owner = await signUp(ctx);
    const email = `${owner.username}@example.com`;
    const agent = ctx.agent();
    const before = await userCount();
    await refused(await agent.get(pathOf(await throughGoogle(agent, email))), 'social_email_in_use', before);
    expect(await identitiesOf(owner.user.id)).toEqual([]);
  });
});

describe('Apple (form_post to the callback, SPEC §2: lands on /login)', () => {
  it('when a visitor continues with Apple, then the provider posts back cross-site and the account is made with the name Apple sent', async () => {
    const email = uniqueEmail('apple.user');
    const agent = ctx.agent();
    const location = await start(agent, 'apple');
    expect(new URL(location).searchParams.get('response_mode')).toBe('form_post');
    const answer = await new ProviderBrowser().signIn(location, email);
    if (answer.kind !== 'form_post') throw new Error('expected a form_post');
    expect(answer.action).toBe(`${SOCIAL_PUBLIC_URL}${urlOf(socialAuthContract.callback, { params: { provider: 'apple' } })}`);
    const back = await agent
      .post(pathOf(answer.action))
      .set('Origin', p.apple.issuer)
      .type('form')
      .send({ ...answer.fields, user: JSON.stringify({ name: { firstName: '大文', lastName: '陳' } }) });
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/login?social_done=1&from=%2Fdashboard%2Fprojects');
    expect((await userByEmail(email))!.first_name).toBe('大文');
  });

  it('when another callback is posted from a foreign origin, then the Origin check still refuses it', async () => {
    const res = await api(ctx.agent())
      .call(socialAuthContract.callbackPost, { params: { provider: 'google' } })
      .set('Origin', 'https://evil.example')
      .type('form')
      .send({ code: 'x' });
    expect(res.status).toBe(403);
  });
});

describe('Facebook (OAuth dialog, code exchange with PKCE, debug_token)', () => {
  it('when a visitor continues with Facebook, then the account is made and its e-mail is left unverified', async () => {
    const email = uniqueEmail('fb.user');
    const agent = ctx.agent();
    const location = await start(agent, 'facebook');
    expect(new URL(location).searchParams.get('code_challenge_method')).toBe('S256');
    const { code, state } = p.facebook.authorize(location, { id: `fb${Date.now()}`, name: 'Siu Ming Wong', email });
    const back = await api(agent).call(socialAuthContract.callback, { params: { provider: 'facebook' }, query: { code, state } });
    expect(back.headers.location).toBe('/login?social_done=1&from=%2Fdashboard%2Fprojects');
    const user = (await userByEmail(email))!;
    expect(user.email_verified_at).toBeNull();
    expect(user.first_name).toBe('Siu Ming Wong');
  });
});

describe('connecting from settings (intent=connect)', () => {
  it('when a signed-in user connects Google, then the identity is linked to that account and the page says so', async () => {
    const { agent, user } = await signUp(ctx);
    const url = await throughGoogle(agent, uniqueEmail('connect'), { intent: 'connect', next: '/dashboard/settings/accounts' });
    const back = await agent.get(pathOf(url));
    expect(back.headers.location).toBe('/dashboard/settings/accounts?social_connected=google');
    expect((await identitiesOf(user.id)).map((i) => i.provider)).toEqual(['google']);
  });

  it('when the identity already belongs to another account, then connecting is refused', async () => {
    const email = uniqueEmail('taken');
    const first = ctx.agent();
    await first.get(pathOf(await throughGoogle(first, email)));
    const { agent, user } = await signUp(ctx);
    const back = await agent.get(pathOf(await throughGoogle(agent, email, { intent: 'connect', next: '/dashboard/settings' })));
    expect(back.headers.location).toBe('/dashboard/settings?social_error=social_already_linked');
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('when a visitor asks to connect, then they are sent to log in first', async () => {
    const location = await start(ctx.agent(), 'google', { intent: 'connect', next: '/dashboard/settings' });
    expect(location).toBe('/login?from=%2Fdashboard%2Fsettings');
  });
});
