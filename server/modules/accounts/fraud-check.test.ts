import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, TEST_PASSWORD, type TestContext } from '../../test/test-app';
import { assessSignIn, isDisposableEmail, type FraudChecker } from './fraud-check.service';
import { api } from '../../test/api';

let seq = 0;
const newName = () => {
  seq += 1;
  return `fr_${process.pid}_${seq}_${Math.random().toString(36).slice(2, 6)}`;
};

function register(ctx: TestContext, extra: Record<string, unknown> = {}, agent = ctx.agent()) {
  const username = newName();
  return api(agent)
    .call(accountsContract.register, { body: { username, email: `${username}@example.com`, passwd: TEST_PASSWORD, ...extra } })
    .then((res) => Object.assign(res, { username }));
}

const assessments = (ctx: TestContext, where = 'true', params: unknown[] = []) =>
  ctx.deps.db.many<{
    kind: string;
    user_id: number | null;
    verdict: string;
    reasons: string[];
    seon_session: string | null;
    ip: string | null;
  }>(`SELECT kind, user_id, verdict, reasons, seon_session, ip FROM fraud_assessments WHERE ${where} ORDER BY id`, params);

describe('the local rules: sign-ups', () => {
  const ctx = setUpTestContext({ env: { RATE_LIMIT_SCALE: '1', FRAUD_SIGNUPS_PER_IP_HOUR: '5' } });

  it('when a 6th account is signed up from one IP within the hour, then 403 fraud_refused, translated, and no account is made', async () => {
    for (let i = 0; i < 5; i++) expect((await register(ctx)).status).toBe(200);
    const sixth = await register(ctx);
    const en = await api(ctx.agent())
      .call(accountsContract.register)
      .set('Accept-Language', 'en-HK')
      .send({ username: newName(), email: `${newName()}@example.com`, passwd: TEST_PASSWORD });
    expect(sixth.status).toBe(403);
    expect(sixth.body.error.code).toBe('fraud_refused');
    expect(sixth.body.error.message).toBe('暫時未能喺呢個網絡或者裝置開設新帳戶，請稍後再試；如果你覺得有誤，請聯絡我哋。');
    expect(en.body.error.message).toMatch(/^We can't create a new account from this network or device right now/);
    expect(await ctx.deps.db.one('SELECT 1 FROM users WHERE username = $1', [sixth.username])).toBeUndefined();
    const rows = await assessments(ctx);
    expect(rows.filter((r) => r.verdict === 'allow')).toHaveLength(5);
    expect(rows.filter((r) => r.verdict === 'allow').every((r) => r.user_id !== null && r.kind === 'signup')).toBe(true);
    expect(rows.filter((r) => r.verdict === 'refuse').every((r) => r.reasons.includes('signups_per_ip'))).toBe(true);
  });
});

describe('the local rules: disposable addresses, seon_session, log-ins', () => {
  const ctx = setUpTestContext({ env: { RATE_LIMIT_SCALE: '1', FRAUD_LOGIN_ACCOUNTS_PER_DEVICE_HOUR: '1' } });

  it.each(['someone@mailinator.com', 'a.b@guerrillamail.com', 'x@inbox.yopmail.com', 'y@10minutemail.com', 'z@my-tempmail.net'])(
    'when %s signs up, then 403 with a translated field error on email',
    async (email) => {
      const res = await register(ctx, { email });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('fraud_refused');
      expect(res.body.error.details.fields.email).toBe('Sifu 帳戶唔可以用臨時電郵地址，請用你長期使用嘅電郵。');
      expect(await ctx.deps.db.one('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email])).toBeUndefined();
    },
  );

  it('when ordinary providers are judged, then they are not disposable', async () => {
    for (const email of ['chan@gmail.com', 'wong@yahoo.com.hk', 'lee@netvigator.com', 'ho@hku.hk', 'au@example.com']) {
      expect(await isDisposableEmail(email)).toBe(false);
    }
    expect(await isDisposableEmail('who@sub.mailinator.com')).toBe(true);
  });

  it('when seon_session is sent with a sign-up and a login, then it is stored with each session and its assessment', async () => {
    const agent = ctx.agent();
    const signup = await register(ctx, { seon_session: 'seon-signup-abc' }, agent);
    expect(signup.status).toBe(200);
    const login = await api(ctx.sifu.handler).call(accountsContract.login, {
      body: { username: signup.username, passwd: TEST_PASSWORD, seon_session: 'seon-login-xyz' },
    });
    expect(login.status).toBe(200);
    const userId = signup.body.data.user.id as number;
    const sessions = await ctx.deps.db.many<{ seon_session: string }>(
      'SELECT seon_session FROM sessions WHERE user_id = $1 ORDER BY created, seon_session',
      [userId],
    );
    expect(sessions.map((s) => s.seon_session).sort()).toEqual(['seon-login-xyz', 'seon-signup-abc']);
    expect((await assessments(ctx, 'user_id = $1', [userId])).map((a) => [a.kind, a.verdict, a.seon_session])).toEqual([
      ['signup', 'allow', 'seon-signup-abc'],
      ['login', 'allow', 'seon-login-xyz'],
    ]);
    expect((await register(ctx, { seon_session: 'x'.repeat(5000) })).status).toBe(400);
  });

  it('when one device signs in to a second account within the hour (limit 1 here), then the login asks for a phone code (403, code 6)', async () => {
    const device = 'fraudtestdevice01';
    const a = await register(ctx);
    const b = await register(ctx);
    const login = (username: string) =>
      api(ctx.sifu.handler)
        .call(accountsContract.login)
        .set('Accept-Language', 'en-HK')
        .send({ username, passwd: TEST_PASSWORD, device_id: device });
    expect((await login(a.username)).status).toBe(200);
    expect((await login(a.username)).status).toBe(200);
    const second = await login(b.username);
    expect(second.status).toBe(403);
    expect(second.body.error.code).toBe(6);
    expect(second.body.error.message).toBe('For your security, please log in with a one-time code sent to your phone.');
    expect(second.headers['set-cookie']?.toString() ?? '').not.toContain('session_token=');
    // A wrong password is never assessed: it stays the ordinary 401.
    const wrong = await api(ctx.sifu.handler).call(accountsContract.login, {
      body: { username: b.username, passwd: 'nope', device_id: device },
    });
    expect(wrong.status).toBe(401);
  });
});

describe('the off switch and the provider interface', () => {
  const ctx = setUpTestContext({ env: { FEATURE_FLAGS: 'fraudCheck=off' } });

  it('when FEATURE_FLAGS has fraudCheck=off, then a disposable address signs up and nothing is assessed; seon_session is still kept', async () => {
    const res = await register(ctx, { email: `${newName()}@mailinator.com`, seon_session: 'kept' });
    expect(res.status).toBe(200);
    expect(await assessments(ctx)).toEqual([]);
    expect(
      (await ctx.deps.db.one<{ seon_session: string }>('SELECT seon_session FROM sessions WHERE user_id = $1', [res.body.data.user.id]))!
        .seon_session,
    ).toBe('kept');
  });

  it('when another provider refuses, challenges or fails, then the sign-in is refused, challenged or (failing) allowed, and recorded', async () => {
    const env = { ...ctx.deps.env, featureFlags: { ...ctx.deps.env.featureFlags, fraudCheck: true } };
    const provider = (verdict: 'refuse' | 'challenge' | 'boom'): FraudChecker => ({
      name: 'test-provider',
      assess: async () => {
        if (verdict === 'boom') throw new Error('service down');
        return { verdict, reasons: ['score_high'] };
      },
    });
    const input = { kind: 'login' as const, userId: null, ip: '203.0.113.9', deviceId: 'dev1', seonSession: 's1' };
    await expect(assessSignIn({ db: ctx.deps.db, env, checker: provider('refuse') }, input)).rejects.toMatchObject({
      status: 403,
      code: 'fraud_refused',
      messageKey: 'fraud_refused_login',
    });
    await expect(assessSignIn({ db: ctx.deps.db, env, checker: provider('challenge') }, input)).rejects.toMatchObject({
      status: 403,
      code: 6,
      messageKey: 'fraud_challenge_login',
    });
    await expect(assessSignIn({ db: ctx.deps.db, env, checker: provider('boom') }, input)).resolves.toMatchObject({
      verdict: 'allow',
      reasons: ['provider_error'],
    });
    expect((await assessments(ctx, "ip = '203.0.113.9'")).map((a) => a.verdict)).toEqual(['refuse', 'challenge', 'allow']);
  });
});
