import request from 'supertest';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { outboxMails } from '../../test/outbox';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const visitor = () => request(ctx.sifu.handler);
const linkOf = (body: string) => /https?:\/\/\S+\/login\/once\/\S+/.exec(body)?.[0] ?? null;
const hashOf = (link: string | null) => decodeURIComponent(link!.split('/login/once/')[1]);

/** A new user who asked for a login link; answers the user, the e-mail and the link's token. */
async function userWithLink() {
  const u = await signUp(ctx);
  const email = `${u.username}@example.com`;
  expect((await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email } })).status).toBe(200);
  await ctx.deps.background!.idle();
  const mail = outboxMails(ctx.dataDir, 'login_link', email).at(-1);
  return { ...u, email, mail, hash: hashOf(linkOf(mail!.body)) };
}

const sessionsOf = async (userId: number) =>
  (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))!.n;

describe(endpointTitle(signInCodesContract.requestLoginLink), () => {
  it('when the address has an account or not, then the answers are identical and only the account holder gets a link', async () => {
    const u = await signUp(ctx);
    const known = `${u.username}@example.com`;
    const unknown = `nobody-${u.username}@example.com`;
    const a = await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email: known.toUpperCase() } });
    const b = await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ status: 'Success', data: { sent: true } });
    await ctx.deps.background!.idle();
    expect(outboxMails(ctx.dataDir, 'login_link', unknown)).toEqual([]);
    const [mail] = outboxMails(ctx.dataDir, 'login_link', known);
    expect(mail.subject).toBe('你嘅 Sifu 師傅登入連結');
    expect(linkOf(mail.body)).toMatch(/^http:\/\/localhost:3000\/zh-HK\/login\/once\/[A-Za-z0-9_-]{43}$/);
    const row = await ctx.deps.db.one<{ token_hash: string; ttl: number }>(
      `SELECT token_hash, extract(epoch FROM expires_at - created)::int AS ttl FROM login_links WHERE user_id = $1`,
      [u.user.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(hashOf(linkOf(mail.body)));
    expect(row?.ttl).toBe(900);
  });

  it('when the user reads English, then the e-mail and its link are in English', async () => {
    const u = await signUp(ctx);
    await ctx.deps.db.query(`UPDATE users SET language = 'en-HK' WHERE id = $1`, [u.user.id]);
    const email = `${u.username}@example.com`;
    await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email } });
    await ctx.deps.background!.idle();
    const [mail] = outboxMails(ctx.dataDir, 'login_link', email);
    expect(mail.subject).toBe('Your Sifu login link');
    expect(mail.body).toContain('it works once, for 15 minutes');
    expect(linkOf(mail.body)).toMatch(/^http:\/\/localhost:3000\/en-HK\/login\/once\//);
  });

  it('when the e-mail is malformed, then 400 with a field error', async () => {
    const res = await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.email).toBeDefined();
  });
});

describe(endpointTitle(signInCodesContract.loginOnce), () => {
  it('when the link is used, then this browser is signed in with a new session and the address counts as verified; a replay is 404', async () => {
    const { hash, user, username } = await userWithLink();
    const browser = ctx.agent();
    const res = await api(browser).call(signInCodesContract.loginOnce, { body: { hash, device_id: 'device-once-1' } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, username, is_email_verified: true });
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect((await api(browser).call(accountsContract.me)).body.data.id).toBe(user.id);
    const device = await ctx.deps.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND device_id = 'device-once-1'`,
      [user.id],
    );
    expect(device?.n).toBe(1);

    const again = await api(visitor()).call(signInCodesContract.loginOnce).set('Accept-Language', 'en').send({ hash });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('login_link_invalid');
    expect(again.body.error.message).toMatch(/expired or was already used/);
  });

  it('when the link is older than 15 minutes, then 404 and no session', async () => {
    const { hash, user } = await userWithLink();
    await ctx.deps.db.query(`UPDATE login_links SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await api(visitor()).call(signInCodesContract.loginOnce, { body: { hash } });
    expect(res.status).toBe(404);
    expect(await sessionsOf(user.id)).toBe(1);
  });

  it('when a second link is asked for, then the first one no longer works', async () => {
    const first = await userWithLink();
    await api(visitor()).call(signInCodesContract.requestLoginLink, { body: { email: first.email } });
    await ctx.deps.background!.idle();
    const second = hashOf(linkOf(outboxMails(ctx.dataDir, 'login_link', first.email).at(-1)!.body));
    expect(second).not.toBe(first.hash);
    expect((await api(visitor()).call(signInCodesContract.loginOnce, { body: { hash: first.hash } })).status).toBe(404);
    expect((await api(visitor()).call(signInCodesContract.loginOnce, { body: { hash: second } })).status).toBe(200);
  });

  it('when the same link is used twice at the same time, then exactly one session is made', async () => {
    const { hash, user } = await userWithLink();
    const results = await Promise.all([0, 1, 2].map(() => api(visitor()).call(signInCodesContract.loginOnce, { body: { hash } })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404]);
    expect(await sessionsOf(user.id)).toBe(2);
  });

  it('when a native client uses the link, then the session token comes in the body', async () => {
    const { hash, user } = await userWithLink();
    const res = await api(visitor()).call(signInCodesContract.loginOnce).set('X-Api-Key', 'sifu-android').send({ hash });
    const me = await api(visitor())
      .call(accountsContract.me)
      .set('X-Api-Key', 'sifu-android')
      .set('X-Session-Token', res.body.data.session_id);
    expect(me.body.data.id).toBe(user.id);
  });

  it('when no hash is sent, then 400; an unknown one 404', async () => {
    expect((await api(visitor()).call(signInCodesContract.loginOnce, { body: {} })).status).toBe(400);
    expect((await api(visitor()).call(signInCodesContract.loginOnce, { body: { hash: 'A'.repeat(43) } })).status).toBe(404);
  });
});

describe('rate limits', () => {
  it('when one address is asked for more than three times in an hour, then 429', async () => {
    await withTestContext({ env: { RATE_LIMIT_SCALE: '1' } }, async (limited) => {
      const ask = (email: string) => api(limited.sifu.handler).call(signInCodesContract.requestLoginLink, { body: { email } });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask('same@example.com')).status);
      const res = await ask('Same@Example.com');
      expect([...statuses, res.status]).toEqual([200, 200, 200, 429]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
