import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, type TestContext, withTestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const STRONG = 'Blue-kettle-harbour-93';
const FIRST_PASSWORD = 'Quiet-lantern-orbit-58';

let counter = 0;
/** A new account, signed in on the returned agent (its own strong password, whatever the policy of the day). */
async function signUp(c: TestContext) {
  counter += 1;
  const username = `reset_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const agent = c.agent();
  const res = await api(agent).call(accountsContract.register, {
    body: { username, email: `${username}@example.com`, passwd: FIRST_PASSWORD },
  });
  if (res.status !== 200) throw new Error(`signUp failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.data.user as { id: number }, username, password: FIRST_PASSWORD };
}

interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

/** The password-reset e-mails in the context's outbox (.eml files with a base64 body), oldest first. */
function resetMails(c: TestContext = ctx): Mail[] {
  const dir = path.join(c.dataDir, 'outbox', 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('-password_reset.eml'))
    .sort()
    .map((f) => {
      const [head, raw] = fs.readFileSync(path.join(dir, f), 'utf8').split('\r\n\r\n');
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(head)?.[1] ?? '';
      const subject = header('Subject').replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_m, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
      const body = Buffer.from(raw.replace(/\r\n/g, ''), 'base64').toString('utf8');
      return { to: header('To'), subject, body, link: /https?:\/\/\S+\/resetpass\/\S+/.exec(body)?.[0] ?? null };
    });
}

const mailsTo = (email: string) => resetMails().filter((m) => m.to === email);
const hashOf = (link: string | null) => decodeURIComponent(link!.split('/resetpass/')[1]);

/** Asks for a reset link for a new user and answers the user, its e-mail and the token of the link. */
async function userWithLink() {
  const u = await signUp(ctx);
  const email = `${u.username}@example.com`;
  expect((await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email } })).status).toBe(200);
  await ctx.deps.background!.idle();
  const mail = mailsTo(email).at(-1);
  return { ...u, email, hash: hashOf(mail!.link) };
}

describe(endpointTitle(accountsContract.forgotPassword), () => {
  it('when the address has an account or not, then the answers are identical and only the account holder gets an e-mail', async () => {
    const { username } = await signUp(ctx);
    const known = `${username}@example.com`;
    const unknown = `nobody-${username}@example.com`;
    const a = await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email: known.toUpperCase() } });
    const b = await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email: unknown } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(a.status);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ status: 'Success', data: { sent: true } });
    await ctx.deps.background!.idle();
    expect(mailsTo(known)).toHaveLength(1);
    expect(mailsTo(unknown)).toHaveLength(0);
    const mail = mailsTo(known)[0];
    expect(mail.subject).toBe('重設你嘅 Sifu 密碼');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/zh-HK\/resetpass\/[A-Za-z0-9_-]{43}$/);
    // Only a SHA-256 of the token is stored.
    const row = await ctx.deps.db.one<{ token_hash: string; ttl: number }>(
      `SELECT token_hash, extract(epoch FROM r.expires_at - r.created)::int AS ttl FROM password_resets r
         JOIN users u ON u.id = r.user_id WHERE u.username = $1`,
      [username],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(hashOf(mail.link));
    expect(row?.ttl).toBe(3600);
  });

  it('when the user reads English, then the e-mail and its link are in English', async () => {
    const { user, username } = await signUp(ctx);
    await ctx.deps.db.query(`UPDATE users SET language = 'en-HK' WHERE id = $1`, [user.id]);
    const email = `${username}@example.com`;
    await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email } });
    await ctx.deps.background!.idle();
    const [mail] = mailsTo(email);
    expect(mail.subject).toBe('Reset your Sifu password');
    expect(mail.body).toContain('works once, for 60 minutes');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/en-HK\/resetpass\//);
  });

  it('when the e-mail is malformed, then 400 with a field error and nothing is sent', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.forgotPassword).set('Accept-Language', 'en').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.email).toMatch(/valid email/);
    await ctx.deps.background!.idle();
    expect(resetMails().filter((m) => m.to === 'nope')).toEqual([]);
  });

  it('when a second link is asked for, then the first one no longer works', async () => {
    const first = await userWithLink();
    await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email: first.email } });
    await ctx.deps.background!.idle();
    const second = hashOf(mailsTo(first.email).at(-1)!.link);
    expect(second).not.toBe(first.hash);
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash: first.hash } })).status).toBe(404);
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash: second } })).body.error.code).toBe(400);
  });
});

describe(endpointTitle(accountsContract.checkResetLink), () => {
  it('when the reset page checks a link, then it answers 200 with whether the link can still be used, and checking never uses it up', async () => {
    const { hash } = await userWithLink();
    const check = (h: string) => api(ctx.sifu.handler).call(accountsContract.checkResetLink, { body: { hash: h } });
    for (const [h, valid] of [
      [hash, true],
      ['x'.repeat(43), false],
      [hash, true],
    ] as const) {
      const res = await check(h);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'Success', data: { valid } } });
    }
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: STRONG } })).status).toBe(200);
    expect((await check(hash)).body.data).toEqual({ valid: false });
  });
});

describe(endpointTitle(accountsContract.resetPassword), () => {
  it('when called without a password, then a valid link answers 400 with code 400 (SPEC §8) and an unknown one 404', async () => {
    const { hash } = await userWithLink();
    const valid = await api(ctx.sifu.handler).call(accountsContract.resetPassword).set('Accept-Language', 'en').send({ hash });
    expect(valid.status).toBe(400);
    expect(valid.body.error).toEqual({ code: 400, message: 'This link is valid. Choose a new password.' });
    const unknown = await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('reset_link_invalid');
    expect(unknown.body.error.message).toBe('呢條重設密碼連結已經過期或者用過，請重新申請。');
    // Checking does not use the link up.
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash } })).body.error.code).toBe(400);
  });

  it('when the new password is used through the link, then it works once, signs this browser in and the old password stops working', async () => {
    const { hash, username, password } = await userWithLink();
    const browser = ctx.agent();
    const res = await api(browser).call(accountsContract.resetPassword, { body: { hash, password: STRONG } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.username).toBe(username);
    expect(res.body.data.session_id).toBeUndefined();
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect((await api(browser).call(accountsContract.me)).body.data.username).toBe(username);
    expect((await api(ctx.sifu.handler).call(accountsContract.login, { body: { username, passwd: password } })).status).toBe(401);
    expect((await api(ctx.sifu.handler).call(accountsContract.login, { body: { username, passwd: STRONG } })).status).toBe(200);

    const again = await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: 'Another-long-phrase-42' } });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('reset_link_invalid');
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash } })).status).toBe(404);
  });

  it('when a native client resets, then the new session token comes in the body', async () => {
    const { hash } = await userWithLink();
    const res = await api(ctx.sifu.handler)
      .call(accountsContract.resetPassword)
      .set('X-Api-Key', 'sifu-ios')
      .send({ hash, password: STRONG });
    expect(res.status).toBe(200);
    const me = await api(ctx.sifu.handler)
      .call(accountsContract.me)
      .set('X-Api-Key', 'sifu-ios')
      .set('X-Session-Token', res.body.data.session_id);
    expect(me.status).toBe(200);
  });

  it('when the link is older than an hour, then it is refused with or without a password', async () => {
    const { hash, user } = await userWithLink();
    await ctx.deps.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash } })).status).toBe(404);
    const res = await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: STRONG } });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('reset_link_invalid');
  });

  it('when the new password is weak, then 400 with a translated field reason and the link still works', async () => {
    const { hash, username } = await userWithLink();
    const common = await api(ctx.sifu.handler)
      .call(accountsContract.resetPassword)
      .set('Accept-Language', 'en')
      .send({ hash, password: 'password123' });
    expect(common.status).toBe(400);
    expect(common.body.error.code).toBe('validation');
    expect(typeof common.body.error.details.fields.password).toBe('string');
    expect(common.body.error.details.fields.password).not.toMatch(/^password_/);
    const derived = await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: `${username}!2024` } });
    expect(derived.status).toBe(400);
    const short = await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: 'Ab1!' } });
    expect(short.status).toBe(400);
    expect((await api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: STRONG } })).status).toBe(200);
  });

  it('when the same link is used twice at the same time, then exactly one call succeeds', async () => {
    const { hash, user } = await userWithLink();
    const [a, b] = await Promise.all([
      api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: STRONG } }),
      api(ctx.sifu.handler).call(accountsContract.resetPassword, { body: { hash, password: 'Second-long-phrase-77' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
    const sessions = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [user.id]);
    expect(sessions?.n).toBe(1);
  });

  it('when the password is reset, then every other session of the user ends (403) and the resetting browser stays signed in', async () => {
    const { hash, agent, username, password } = await userWithLink();
    const phone = ctx.agent();
    expect((await api(phone).call(accountsContract.login, { body: { username, passwd: password } })).status).toBe(200);
    expect((await api(agent).call(accountsContract.me)).status).toBe(200);
    const browser = ctx.agent();
    expect((await api(browser).call(accountsContract.resetPassword, { body: { hash, password: STRONG } })).status).toBe(200);
    const before = await api(agent).call(accountsContract.me);
    expect(before.status).toBe(403);
    expect(before.body.error.code).toBe('invalid_token');
    expect((await api(phone).call(accountsContract.me)).status).toBe(403);
    expect((await api(browser).call(accountsContract.me)).status).toBe(200);
    // The next page load of the ended session clears its cookie and goes to login (SPEC §2, §8).
    const page = await agent.get('/en-HK/dashboard/projects');
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/en-HK/login?from=%2Fen-HK%2Fdashboard%2Fprojects');
    expect(String(page.headers['set-cookie'])).toMatch(/session_token=;/);
  });
});

describe('pages', () => {
  it('when /resetpass/email/{email} is opened, then the request form is prefilled (not the link page), never indexed or page-cached', async () => {
    const res = await request(ctx.sifu.handler).get('/en-HK/resetpass/email/mei%40example.com');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Reset your password');
    expect(res.text).toMatch(/<input[^>]*name="email"[^>]*value="mei@example.com"/);
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.headers['x-cache']).toBeUndefined();
    expect((await request(ctx.sifu.handler).get('/en-HK/resetpass/email')).text).toContain('<title>Reset your password');
  });

  it('when /resetpass/{hash} is opened, then the link page renders without the token in a canonical or og:url', async () => {
    const res = await request(ctx.sifu.handler).get(`/zh-HK/resetpass/${'A'.repeat(43)}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>設定新密碼');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).not.toMatch(/rel="canonical"[^>]*resetpass|og:url[^>]*resetpass/);
  });
});

describe('rate limits', () => {
  it('when one address or one IP asks too often, then 429 with Retry-After', async () => {
    await withTestContext({ env: { RATE_LIMIT_SCALE: '1' } }, async (limited) => {
      const ask = (email: string) => api(limited.sifu.handler).call(accountsContract.forgotPassword, { body: { email } });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await ask('same@example.com')).status);
      const res = await ask('SAME@example.com');
      expect([...statuses, res.status]).toEqual([200, 200, 200, 429]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('fifth@example.com')).status).toBe(200);
      // Five asks per IP per hour, whatever the address: a sixth, for an address never asked for, is refused too.
      expect((await ask('other@example.com')).status).toBe(429);
    });
  });
});
