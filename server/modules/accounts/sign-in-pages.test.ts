/**
 * The pages behind e-mailed links and the login page's modes, server-rendered (needs a build that has the
 * activate and loginOnce routes). Opening a link page never uses the link: mail scanners open links too.
 */
import request from 'supertest';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { setUpTestContext, signUp } from '../../test/test-app';
import { outboxMails } from '../../test/outbox';
import { api } from '../../test/api';

const ctx = setUpTestContext();

const get = (url: string) => request(ctx.sifu.handler).get(url);

describe('link pages', () => {
  it('when /activate/{userId}/{hash} is opened twice, then the confirm page renders, nothing is verified, never indexed or page-cached', async () => {
    const u = await signUp(ctx);
    await ctx.deps.background!.idle();
    const mail = outboxMails(ctx.dataDir, 'email_verification', `${u.username}@example.com`).at(-1)!;
    const path = new URL(/https?:\/\/\S+\/activate\/\S+/.exec(mail.body)![0]).pathname;
    for (let i = 0; i < 2; i++) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBeUndefined();
      expect(res.text).toContain('<title>確認電郵地址');
      expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(res.text).toContain('確認我嘅電郵');
      expect(res.text).not.toMatch(/rel="canonical"[^>]*activate|og:url[^>]*activate/);
    }
    const row = await ctx.deps.db.one<{ at: string | null }>('SELECT email_verified_at AS at FROM users WHERE id = $1', [u.user.id]);
    expect(row?.at).toBeNull();
  });

  it('when /en-HK/login/once/{hash} is opened, then the page renders in English and the link still works afterwards', async () => {
    const u = await signUp(ctx);
    const email = `${u.username}@example.com`;
    await ctx.deps.db.query(`UPDATE users SET language = 'en-HK' WHERE id = $1`, [u.user.id]);
    await api(ctx.sifu.handler).call(signInCodesContract.requestLoginLink, { body: { email } });
    await ctx.deps.background!.idle();
    const link = /https?:\/\/\S+\/login\/once\/\S+/.exec(outboxMails(ctx.dataDir, 'login_link', email).at(-1)!.body)![0];
    const { pathname } = new URL(link);
    expect(pathname).toMatch(/^\/en-HK\/login\/once\//);
    const res = await get(pathname);
    expect(res.status).toBe(200);
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.text).toContain('<title>Your login link');
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.text).toContain('Log me in');
    const hash = decodeURIComponent(pathname.split('/').at(-1)!);
    expect((await api(ctx.sifu.handler).call(signInCodesContract.loginOnce, { body: { hash } })).status).toBe(200);
  });
});

describe('login page modes', () => {
  it('when /en-HK/login?mode=phone is opened, then the phone form is server-rendered with links to the other ways', async () => {
    const res = await get('/en-HK/login?mode=phone');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<input[^>]*name="phone"/);
    expect(res.text).toContain('Call me with the code instead');
    expect(res.text).toContain('href="/en-HK/login"');
    expect(res.text).toContain('href="/en-HK/login?mode=link"');
    expect(res.text).not.toMatch(/<input[^>]*name="passwd"/);
  });

  it('when /login is opened, then the password form is the default', async () => {
    const res = await get('/zh-HK/login');
    expect(res.text).toMatch(/<input[^>]*name="passwd"/);
    expect(res.text).toContain('href="/zh-HK/login?mode=phone"');
  });
});
