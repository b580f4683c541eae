import { STARTER_FREE_CREDIT } from '@shared/domain/wallet-ledger';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext, signUp, TEST_PASSWORD, withTestContext } from '../../test/test-app';
import { createCatalog, createPro } from '../../test/fixtures';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const registration = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  passwd: TEST_PASSWORD,
  first_name: 'Tai Man',
  last_name: 'Chan',
});
const NEW_PASSWORD = 'Lantern-Ferry-2027!';

describe(endpointTitle(accountsContract.register), () => {
  it('when the input is valid, then it creates the user with an empty wallet and an HttpOnly strict session cookie', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('newbie1') });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('Success');
    expect(res.body.data.user).toMatchObject({
      username: 'newbie1',
      full_name: 'Chan Tai Man',
      role: 'consumer',
      available_wallet_amount: 0,
    });
    expect(res.body.data.session_id).toBeUndefined();
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    const row = await ctx.deps.db.one(
      'SELECT u.passwd_hash, w.balance FROM users u JOIN wallets w ON w.user_id = u.id WHERE u.username = $1',
      ['newbie1'],
    );
    expect(row?.passwd_hash).toMatch(/^scrypt\$/);
    expect(row?.balance).toBe(0);
  });

  it('when the email is malformed, then 400 with a translated field error and nothing is stored', async () => {
    const res = await api(ctx.sifu.handler)
      .call(accountsContract.register)
      .set('Accept-Language', 'en')
      .send({ ...registration('bademail'), email: 'someone@nowhere' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.email).toBe('Enter a valid email address, like name@example.com');
    expect(await ctx.deps.db.one('SELECT 1 FROM users WHERE username = $1', ['bademail'])).toBeUndefined();
  });

  it('when the username or email is taken, then 409 with field errors in Chinese by default', async () => {
    await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('taken1') });
    const res = await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('taken1') });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('account_exists');
    expect(res.body.error.details.fields.username).toBe('呢個用戶名稱已經有人用咗');
  });

  it('when a field contains a NUL byte or is over-long, then 400 and never a 500', async () => {
    const nul = await api(ctx.sifu.handler).call(accountsContract.register, { body: { ...registration('nul1'), address: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    const long = await api(ctx.sifu.handler).call(accountsContract.register, {
      body: { ...registration('long1'), address: 'x'.repeat(20_000) },
    });
    expect(long.status).toBe(400);
  });

  it('when the body is form-urlencoded, then it is accepted like JSON', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.register).type('form').send(registration('formuser'));
    expect(res.status).toBe(200);
  });
});

describe(endpointTitle(accountsContract.login), () => {
  it(`when the email and password match, then a session is created and ${urlOf(accountsContract.me)} answers`, async () => {
    await api(ctx.sifu.handler).call(accountsContract.register, { body: registration('loginuser') });
    const agent = ctx.agent();
    const res = await api(agent).call(accountsContract.login, { body: { username: 'LOGINUSER@example.com', passwd: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const me = await api(agent).call(accountsContract.me);
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe('loginuser');
    const brief = await api(agent).call(accountsContract.meBrief);
    expect(brief.body.data).toEqual({
      id: me.body.data.id,
      full_name: 'Chan Tai Man',
      role: 'consumer',
      proMode: false,
      s3_thumb_url: null,
    });
  });

  it('when the password is wrong, then 401 with the same message as an unknown user', async () => {
    const wrong = await api(ctx.sifu.handler).call(accountsContract.login, { body: { username: 'loginuser', passwd: 'nope-nope' } });
    const unknown = await api(ctx.sifu.handler).call(accountsContract.login, { body: { username: 'ghost', passwd: 'nope-nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error.message).toBe(unknown.body.error.message);
  });

  it('when a native client sends X-Api-Key, then the session id is returned and works as X-Session-Token', async () => {
    const res = await api(ctx.sifu.handler)
      .call(accountsContract.login)
      .set('X-Api-Key', 'sifu-ios')
      .send({ username: 'loginuser', passwd: TEST_PASSWORD });
    const token = res.body.data.session_id as string;
    expect(token).toBeTruthy();
    const me = await api(ctx.sifu.handler).call(accountsContract.me).set('X-Api-Key', 'sifu-ios').set('X-Session-Token', token);
    expect(me.status).toBe(200);
    const noKey = await api(ctx.sifu.handler).call(accountsContract.me).set('X-Session-Token', token);
    expect(noKey.status).toBe(401);
  });

  it('when too many attempts come for one login, then 429', async () => {
    await withTestContext({ env: { LOGIN_RATE_LIMIT: '3' } }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await api(limited.sifu.handler).call(accountsContract.login, { body: { username: 'someone', passwd: 'x' } })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  });
});

describe('sessions', () => {
  it('when no session is sent, then private calls are 401; when an unknown token is sent, then 403 (SPEC §8)', async () => {
    expect((await api(ctx.sifu.handler).call(accountsContract.me)).status).toBe(401);
    const bad = await api(ctx.sifu.handler).call(accountsContract.me).set('Cookie', 'session_token=forged');
    expect(bad.status).toBe(403);
    expect(bad.body.error.code).toBe('invalid_token');
    expect((await api(ctx.sifu.handler).call(accountsContract.session).set('Cookie', 'session_token=forged')).status).toBe(403);
    expect((await api(ctx.sifu.handler).call(accountsContract.session)).body.data).toBeNull();
  });

  it('when the user logs out, then the server session is deleted and the cookie cleared', async () => {
    const { agent, user } = await signUp(ctx);
    const out = await api(agent).call(accountsContract.logout);
    expect(out.status).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/session_token=;/);
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeUndefined();
  });

  it('when the logout form posts with Origin null (no-referrer pages), then Fetch Metadata decides: same-origin ends the session, cross-site does not', async () => {
    const { agent, user } = await signUp(ctx);
    const cross = await agent.post('/logout').set('Origin', 'null').set('Sec-Fetch-Site', 'cross-site');
    expect(cross.status).toBe(403);
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeTruthy();
    const same = await agent.post('/logout').set('Origin', 'null').set('Sec-Fetch-Site', 'same-origin');
    expect(same.status).toBe(303);
    expect(same.headers.location).toBe('/zh-HK/login');
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeUndefined();
  });

  it('when GET /logout is visited, then nothing ends: the page asks to confirm with a same-origin POST form', async () => {
    const { agent, user } = await signUp(ctx);
    const page = await agent.get('/en-HK/logout');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<form[^>]*action="\/en-HK\/logout" method="post"/);
    expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeTruthy();
    expect((await api(agent).call(accountsContract.me)).status).toBe(200);
  });

  it('when /logout is posted from another site, then 403 and the session stays; from our origin, then it ends and redirects to login', async () => {
    const { agent, user } = await signUp(ctx);
    const forged = await agent.post('/en-HK/logout').set('Origin', 'https://evil.example');
    expect(forged.status).toBe(403);
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeTruthy();
    const res = await agent.post('/en-HK/logout').set('Origin', 'http://localhost:3000').type('form').send('');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/en-HK/login');
    expect(String(res.headers['set-cookie'])).toMatch(/session_token=;/);
    expect(await ctx.deps.db.one('SELECT 1 FROM sessions WHERE user_id = $1', [user.id])).toBeUndefined();
  });

  it('when a state-changing call comes from another origin, then 403', async () => {
    const res = await api(ctx.sifu.handler)
      .call(accountsContract.login)
      .set('Origin', 'https://evil.example')
      .send({ username: 'a', passwd: 'b' });
    expect(res.status).toBe(403);
  });
});

describe('check_account, change_password, switch_role', () => {
  it('when the account exists, then the message is "existing"', async () => {
    const { username } = await signUp(ctx);
    expect((await api(ctx.sifu.handler).call(accountsContract.checkAccount, { body: { username } })).body.data.message).toBe('existing');
    expect(
      (await api(ctx.sifu.handler).call(accountsContract.checkAccount, { body: { email: 'nobody@example.com' } })).body.data.message,
    ).toBe('not_existing');
  });

  it('when the current password is right, then it changes and other sessions end', async () => {
    const { agent, username, password } = await signUp(ctx);
    const other = ctx.agent();
    await api(other).call(accountsContract.login, { body: { username, passwd: password } });
    const wrong = await api(agent).call(accountsContract.changePassword, {
      body: { current_password: 'bad-bad-bad', new_password: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    const ok = await api(agent).call(accountsContract.changePassword, { body: { current_password: password, new_password: NEW_PASSWORD } });
    expect(ok.status).toBe(200);
    expect((await api(other).call(accountsContract.me)).status).toBe(403);
    expect((await api(agent).call(accountsContract.me)).status).toBe(200);
    expect((await api(ctx.sifu.handler).call(accountsContract.login, { body: { username, passwd: NEW_PASSWORD } })).status).toBe(200);
  });

  it('when a visitor calls change_password or switch_role, then 401', async () => {
    expect(
      (await api(ctx.sifu.handler).call(accountsContract.changePassword, { body: { current_password: 'a', new_password: 'bbbbbbbb' } }))
        .status,
    ).toBe(401);
    expect((await api(ctx.sifu.handler).call(accountsContract.switchRole, { body: { role: 'pro' } })).status).toBe(401);
  });

  it('when a consumer without a service switches to pro, then proMode is true and the landing is onboarding', async () => {
    const { agent } = await signUp(ctx);
    const res = await api(agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    expect(res.body.data).toEqual({ role: 'pro', landing: '/dashboard/onboarding' });
    expect((await api(agent).call(accountsContract.me)).body.data.proMode).toBe(true);
    expect((await api(agent).call(accountsContract.switchRole, { body: { role: 'admin' } })).status).toBe(400);
  });

  it('when a pro with a service switches to consumer and back, then the pro landing is the leads page', async () => {
    const pro = await createPro(ctx, await createCatalog(ctx));
    expect((await api(pro.agent).call(accountsContract.switchRole, { body: { role: 'consumer' } })).body.data.landing).toBe(
      '/dashboard/projects',
    );
    const res = await api(pro.agent).call(accountsContract.switchRole, { body: { role: 'pro' } });
    expect(res.body.data).toEqual({ role: 'pro', landing: '/dashboard/requests' });
  });

  it('when a visitor signs up from pro-signup with role pro, then the new account is a pro with the starter credit', async () => {
    const agent = ctx.agent();
    const res = await api(agent).call(accountsContract.register, { body: { ...registration('newpro1'), role: 'pro' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      role: 'pro',
      proMode: true,
      available_wallet_amount: STARTER_FREE_CREDIT,
      quote_service_count: 0,
    });
    expect((await api(agent).call(accountsContract.me)).body.data.role).toBe('pro');
  });
});

describe('new-password policy', () => {
  const EN = {
    common: 'This password is too common: it is on the lists attackers try first. Choose another one',
    derived: "Don't build your password from your username, email or name",
  };
  const ZH_COMMON = '呢個密碼太常見，係黑客最先會試嘅密碼之一，請揀過另一個';
  const refused = (username: string) => [
    ['12345678', EN.common],
    ['password1', EN.common],
    ['qwertyuiop', EN.common],
    [`${username}-2026!`, EN.derived],
  ];

  it('when a sign-up password is common or contains the username, then 400 with the reason on passwd and no account', async () => {
    for (const [passwd, message] of refused('policyuser1')) {
      const res = await api(ctx.sifu.handler)
        .call(accountsContract.register)
        .set('Accept-Language', 'en-HK')
        .send({ ...registration('policyuser1'), passwd });
      expect({ passwd, status: res.status, code: res.body.error?.code, field: res.body.error?.details?.fields?.passwd }).toEqual({
        passwd,
        status: 400,
        code: 'validation',
        field: message,
      });
    }
    expect(await ctx.deps.db.one('SELECT 1 FROM users WHERE username = $1', ['policyuser1'])).toBeUndefined();
  });

  it('when no language is asked for, then the refusal is in Chinese', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.register, {
      body: { ...registration('policyuser2'), passwd: '12345678' },
    });
    expect(res.body.error.details.fields.passwd).toBe(ZH_COMMON);
  });

  it('when the sign-up password is strong and unrelated to the user, then the account is created', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.register, {
      body: { ...registration('policyuser3'), passwd: 'Plum-Tram-Cedar-88' },
    });
    expect(res.status).toBe(200);
  });

  it('when a new password is refused by the policy, then 400 on new_password, translated, and the old password still works', async () => {
    const { agent, username, password } = await signUp(ctx);
    for (const [new_password, message] of refused(username)) {
      const res = await api(agent)
        .call(accountsContract.changePassword)
        .set('Accept-Language', 'en-HK')
        .send({ current_password: password, new_password });
      expect({ new_password, status: res.status, field: res.body.error?.details?.fields?.new_password }).toEqual({
        new_password,
        status: 400,
        field: message,
      });
    }
    const zh = await api(agent)
      .call(accountsContract.changePassword)
      .set('Accept-Language', 'zh-HK')
      .send({ current_password: password, new_password: 'qwertyuiop' });
    expect(zh.body.error.details.fields.new_password).toBe(ZH_COMMON);
    expect((await api(ctx.sifu.handler).call(accountsContract.login, { body: { username, passwd: password } })).status).toBe(200);
    const ok = await api(agent).call(accountsContract.changePassword, {
      body: { current_password: password, new_password: 'Plum-Tram-Cedar-88' },
    });
    expect(ok.status).toBe(200);
  });

  it('when the current password is wrong, then that is reported and the new one is not judged', async () => {
    const { agent } = await signUp(ctx);
    const res = await api(agent)
      .call(accountsContract.changePassword)
      .set('Accept-Language', 'en-HK')
      .send({ current_password: 'not-mine-at-all', new_password: '12345678' });
    expect(Object.keys(res.body.error.details.fields)).toEqual(['current_password']);
  });
});

describe(endpointTitle(accountsContract.passwordStrength), () => {
  it('when anyone asks about a new password, then the verdict comes from the same rules as sign-up (common, derived, accepted)', async () => {
    const ask = (password: string, user_inputs: string[] = []) =>
      api(ctx.sifu.handler).call(accountsContract.passwordStrength, { body: { password, user_inputs } });
    expect((await ask('12345678')).body.data).toMatchObject({ ok: false, reason: 'common' });
    expect((await ask('Kwokfai-Harbour-77', ['kwokfai'])).body.data).toMatchObject({ ok: false, reason: 'derived' });
    expect((await ask('short')).body.data).toMatchObject({ ok: false, reason: 'too_short' });
    expect((await ask('Harbour-Kite-2026!')).body.data).toEqual({ ok: true, score: 4, reason: null });
    expect((await ask('x'.repeat(201))).status).toBe(400);
  });
});
