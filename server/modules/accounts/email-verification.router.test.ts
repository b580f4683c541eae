import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { outboxMails } from '../../test/outbox';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const visitor = () => request(ctx.sifu.handler);

interface VerifyMail {
  subject: string;
  body: string;
  link: string;
  userId: number;
  hash: string;
  code: string;
}

function parseMail(m: { subject: string; body: string }): VerifyMail {
  const link = /https?:\/\/\S+\/activate\/\d+\/\S+/.exec(m.body)?.[0] ?? '';
  const [, userId, hash] = /\/activate\/(\d+)\/([^/\s]+)$/.exec(link) ?? [];
  const code = /(?:code on your Sifu dashboard|驗證碼)[:：]\s?(\d{6})/.exec(m.body)?.[1] ?? '';
  return { ...m, link, userId: Number(userId), hash: decodeURIComponent(hash ?? ''), code };
}

/** The latest verification e-mail of a user, after the background mail went out. */
async function lastMail(username: string): Promise<VerifyMail> {
  await ctx.deps.background!.idle();
  const mail = outboxMails(ctx.dataDir, 'email_verification', `${username}@example.com`).at(-1);
  if (!mail) throw new Error(`no verification mail to ${username}`);
  return parseMail(mail);
}

async function verifiedAt(userId: number): Promise<string | null> {
  return (await ctx.deps.db.one<{ at: string | null }>('SELECT email_verified_at AS at FROM users WHERE id = $1', [userId]))!.at;
}

describe('the sign-up e-mail', () => {
  it('when a user signs up, then a zh-HK e-mail with an activate link and a 6-digit code goes out and the address is not yet verified', async () => {
    const u = await signUp(ctx);
    expect((await api(u.agent).call(accountsContract.me)).body.data.is_email_verified).toBe(false);
    const mail = await lastMail(u.username);
    expect(mail.subject).toBe('確認你喺 Sifu 師傅嘅電郵地址');
    expect(mail.link).toMatch(new RegExp(`^http://localhost:3000/zh-HK/activate/${u.user.id}/[A-Za-z0-9_-]{43}$`));
    expect(mail.code).toMatch(/^\d{6}$/);
    // Only digests are stored, valid for 24 hours.
    const row = await ctx.deps.db.one<{ token_hash: string; code_hash: string; ttl: number }>(
      `SELECT token_hash, code_hash, extract(epoch FROM expires_at - created)::int AS ttl FROM email_verifications WHERE user_id = $1`,
      [u.user.id],
    );
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(mail.hash);
    expect(row?.code_hash).not.toContain(mail.code);
    expect(row?.ttl).toBe(86_400);
  });

  it('when the user signs up in English, then the e-mail and its link are in English, and the account keeps English', async () => {
    const agent = ctx.agent();
    const username = `verify_en_${Date.now().toString(36)}`;
    const res = await api(agent)
      .call(accountsContract.register)
      .set('Accept-Language', 'en-HK')
      .send({ username, email: `${username}@example.com`, passwd: 'Harbour-Kite-2026!' });
    expect(res.status).toBe(200);
    const mail = await lastMail(username);
    expect(mail.subject).toBe('Confirm your e-mail address for Sifu');
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/en-HK\/activate\//);
    expect(mail.body).toContain('work once, for 24 hours');
    // Later e-mails (password reset, login links) use the language the account signed up in.
    expect((await ctx.deps.db.one<{ language: string }>('SELECT language FROM users WHERE username = $1', [username]))?.language).toBe(
      'en-HK',
    );
  });
});

describe(endpointTitle(signInCodesContract.activateEmail), () => {
  it('when the link is posted from another browser, then the address is verified; a second post answers already_verified', async () => {
    const u = await signUp(ctx);
    const { userId, hash } = await lastMail(u.username);
    const first = await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: userId, hash } });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ result: 'verified', email: `${u.username}@example.com` });
    expect(await verifiedAt(u.user.id)).not.toBeNull();
    expect((await api(u.agent).call(accountsContract.me)).body.data.is_email_verified).toBe(true);
    const again = await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: userId, hash } });
    expect(again.status).toBe(200);
    expect(again.body.data.result).toBe('already_verified');
  });

  it('when the hash is posted with another user’s id, then 404 and neither account is verified', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const { hash } = await lastMail(a.username);
    const res = await api(visitor())
      .call(signInCodesContract.activateEmail)
      .set('Accept-Language', 'en')
      .send({ user_id: b.user.id, hash });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('email_link_invalid');
    expect(res.body.error.message).toMatch(/isn't valid/);
    expect(await verifiedAt(a.user.id)).toBeNull();
    expect(await verifiedAt(b.user.id)).toBeNull();
    const unknown = await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: a.user.id, hash: 'x'.repeat(43) } });
    expect(unknown.status).toBe(404);
  });

  it('when the link is older than 24 hours, then 422 email_link_expired and the address stays unverified', async () => {
    const u = await signUp(ctx);
    const { userId, hash } = await lastMail(u.username);
    await ctx.deps.db.query(`UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.user.id]);
    const res = await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: userId, hash } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('email_link_expired');
    expect(await verifiedAt(u.user.id)).toBeNull();
  });

  it('when the account’s address changed after the e-mail, then the old link no longer verifies anything', async () => {
    const u = await signUp(ctx);
    const { userId, hash } = await lastMail(u.username);
    await ctx.deps.db.query(`UPDATE users SET email = $2 WHERE id = $1`, [u.user.id, `new-${u.username}@example.com`]);
    expect((await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: userId, hash } })).status).toBe(404);
    expect(await verifiedAt(u.user.id)).toBeNull();
  });

  it('when the same link is posted twice at the same time, then one call verifies and the other answers already_verified', async () => {
    const u = await signUp(ctx);
    const { userId, hash } = await lastMail(u.username);
    const results = await Promise.all(
      [0, 1].map(() => api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: userId, hash } })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data.result).sort()).toEqual(['already_verified', 'verified']);
  });

  it('when the user id is not a number, then 400', async () => {
    const res = await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: 'abc', hash: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.user_id).toBeDefined();
  });
});

describe(`${endpointTitle(signInCodesContract.sendEmailVerification)} and /auth`, () => {
  it('when a visitor calls them, then 401', async () => {
    expect((await api(visitor()).call(signInCodesContract.sendEmailVerification)).status).toBe(401);
    expect((await api(visitor()).call(signInCodesContract.checkEmailCode, { body: { code: '123456' } })).status).toBe(401);
  });

  it('when a new e-mail is asked for, then the earlier link and code stop working and the new ones work', async () => {
    const u = await signUp(ctx);
    const first = await lastMail(u.username);
    const res = await api(u.agent).call(signInCodesContract.sendEmailVerification);
    expect(res.body.data).toEqual({ sent: true, is_email_verified: false, expires_in: 86_400 });
    const second = await lastMail(u.username);
    expect(second.hash).not.toBe(first.hash);
    expect((await api(visitor()).call(signInCodesContract.activateEmail, { body: { user_id: u.user.id, hash: first.hash } })).status).toBe(
      404,
    );
    if (first.code !== second.code) {
      expect((await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code: first.code } })).status).toBe(422);
    }
    const ok = await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code: second.code } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ is_email_verified: true });
    expect(await verifiedAt(u.user.id)).not.toBeNull();
    // Verified: asking again sends nothing.
    const after = await api(u.agent).call(signInCodesContract.sendEmailVerification);
    expect(after.body.data).toEqual({ sent: false, is_email_verified: true, expires_in: 0 });
    await ctx.deps.background!.idle();
    expect(outboxMails(ctx.dataDir, 'email_verification', `${u.username}@example.com`)).toHaveLength(2);
  });

  it('when wrong codes are typed, then each says how many tries are left and after five the right code is refused too', async () => {
    const u = await signUp(ctx);
    const { code } = await lastMail(u.username);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await api(u.agent).call(signInCodesContract.checkEmailCode).set('Accept-Language', 'en').send({ code: wrong });
    expect(first.status).toBe(422);
    expect(first.body.error.code).toBe('invalid_email_code');
    expect(first.body.error.details).toEqual({ attempts_left: 4 });
    for (let i = 0; i < 4; i++) await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code: wrong } });
    const right = await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code } });
    expect(right.status).toBe(422);
    expect(right.body.error.code).toBe('code_attempts_used');
    expect(await verifiedAt(u.user.id)).toBeNull();
  });

  it('when the code is not six digits, then 400 with a field error', async () => {
    const u = await signUp(ctx);
    const res = await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code: '12ab' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.code).toBeDefined();
  });

  it('when the code has expired, then 422 and the address stays unverified', async () => {
    const u = await signUp(ctx);
    const { code } = await lastMail(u.username);
    await ctx.deps.db.query(`UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [u.user.id]);
    const res = await api(u.agent).call(signInCodesContract.checkEmailCode, { body: { code } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('email_link_expired');
    expect(await verifiedAt(u.user.id)).toBeNull();
  });
});

describe(`${endpointTitle(signInCodesContract.validateUser)} with username + email_verify_code`, () => {
  it('when the code is right, then the account is verified (without signing in); a replay gets the same answer as a stranger', async () => {
    const u = await signUp(ctx);
    const { code } = await lastMail(u.username);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await api(visitor()).call(signInCodesContract.validateUser, { body: { username: u.username, email_verify_code: wrong } });
    const stranger = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { username: `nobody_${u.username}`, email_verify_code: wrong },
    });
    expect(bad.status).toBe(422);
    expect(stranger.status).toBe(422);
    expect(bad.body).toEqual(stranger.body);

    const ok = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { username: u.username.toUpperCase(), email_verify_code: code },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toEqual({ is_email_verified: true });
    expect(String(ok.headers['set-cookie'] ?? '')).not.toContain('session_token=');
    expect(await verifiedAt(u.user.id)).not.toBeNull();

    const replay = await api(visitor()).call(signInCodesContract.validateUser, { body: { username: u.username, email_verify_code: code } });
    expect(replay.status).toBe(422);
    expect(replay.body).toEqual(stranger.body);
  });

  it('when neither a username nor a phone is sent, or both, then 400', async () => {
    const none = await api(visitor()).call(signInCodesContract.validateUser, { body: {} });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error.details.fields).sort()).toEqual(['email_verify_code', 'username']);
    const both = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { username: 'a', email_verify_code: '123456', phone: '91234567', verify_code: '123456' },
    });
    expect(both.status).toBe(400);
    expect(Object.keys(both.body.error.details.fields)).toEqual(['phone']);
  });
});

describe('existing accounts', () => {
  it('when the demo data is loaded, then every seeded account counts as verified and gets no sign-up e-mail', async () => {
    await withTestContext({ template: 'demo' }, async (demo) => {
      const unverified = await demo.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NULL');
      expect(unverified?.n).toBe(0);
      const agent = demo.agent();
      expect((await api(agent).call(accountsContract.login, { body: { username: 'demo_consumer', passwd: 'Consumer#2026' } })).status).toBe(
        200,
      );
      expect((await api(agent).call(accountsContract.me)).body.data.is_email_verified).toBe(true);
      const resend = await api(agent).call(signInCodesContract.sendEmailVerification);
      expect(resend.body.data).toEqual({ sent: false, is_email_verified: true, expires_in: 0 });
    });
  });
});

describe('rate limits', () => {
  it('when one user asks for a new e-mail more than three times in 15 minutes, then 429 with Retry-After', async () => {
    await withTestContext({ env: { RATE_LIMIT_SCALE: '1' } }, async (limited) => {
      const u = await signUp(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await api(u.agent).call(signInCodesContract.sendEmailVerification)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await api(u.agent).call(signInCodesContract.sendEmailVerification);
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      await limited.deps.background!.idle();
      // The sign-up e-mail and three re-sends.
      expect(outboxMails(limited.dataDir, 'email_verification', `${u.username}@example.com`)).toHaveLength(4);
    });
  });
});
