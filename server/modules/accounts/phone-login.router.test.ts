import request from 'supertest';
import { normalizePhone } from '@shared/domain/formats';
import { signInCodesContract } from '@shared/api/sign-in-codes.contract';
import { accountsContract } from '@shared/api/accounts.contract';
import { setUpTestContext, signUp, withTestContext } from '../../test/test-app';
import { outboxSms } from '../../test/outbox';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

const visitor = () => request(ctx.sifu.handler);

let counter = 0;
/** A new account with a confirmed Hong Kong mobile number (as phone verification leaves it). */
async function userWithPhone() {
  counter += 1;
  const local = `9${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`;
  const u = await signUp(ctx);
  await ctx.deps.db.query('UPDATE users SET phone = $2, is_phone_confirmed = true WHERE id = $1', [u.user.id, `+852${local}`]);
  return { ...u, local, phone: `+852${local}` };
}

/** Asks for a code (the number as typed) and answers the preauth hash and the code the phone received. */
async function codeFor(typed: string, channel: 'sms' | 'voice' = 'sms') {
  const pre = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone: typed, channel } });
  expect(pre.status).toBe(200);
  await ctx.deps.background!.idle();
  const sms = outboxSms(ctx.dataDir, normalizePhone(typed)!).at(-1);
  return { hash: pre.body.data.hash as string, code: sms?.code ?? '', sms };
}

const sessionsOf = async (userId: number) =>
  (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1', [userId]))!.n;

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe(endpointTitle(signInCodesContract.phoneLoginPreauth), () => {
  it('when the number is an account’s confirmed phone, then +852 is added and a 6-digit code goes out by SMS', async () => {
    const u = await userWithPhone();
    const { hash, sms } = await codeFor(`${u.local.slice(0, 4)} ${u.local.slice(4)}`);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(sms).toMatchObject({ to: u.phone, channel: 'sms' });
    expect(sms!.code).toMatch(/^\d{6}$/);
    expect(sms!.text).toBe(`你嘅 Sifu 師傅登入驗證碼係 ${sms!.code}，10 分鐘內有效。請勿將驗證碼交俾任何人。`);
    const row = await ctx.deps.db.one<{ hash_sha: string; otp_hash: string; ttl: number }>(
      `SELECT hash_sha, otp_hash, extract(epoch FROM expires_at - created)::int AS ttl FROM phone_login_codes WHERE phone = $1`,
      [u.phone],
    );
    expect(row?.hash_sha).not.toBe(hash);
    expect(row?.otp_hash).not.toContain(sms!.code);
    expect(row?.ttl).toBe(600);
  });

  it('when no account has confirmed the number, then the answer has the same shape and nothing is sent', async () => {
    const unconfirmed = await signUp(ctx);
    await ctx.deps.db.query('UPDATE users SET phone = $2, is_phone_confirmed = false WHERE id = $1', [unconfirmed.user.id, '+85251110001']);
    const known = await userWithPhone();
    const a = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone: known.local } });
    for (const phone of ['51110001', '+85251110002']) {
      const b = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone } });
      expect(b.status).toBe(a.status);
      expect(Object.keys(b.body.data).sort()).toEqual(Object.keys(a.body.data).sort());
      expect(b.body.data.expires_in).toBe(a.body.data.expires_in);
      expect(b.body.data.hash).toMatch(/^[A-Za-z0-9_-]{24}$/);
    }
    await ctx.deps.background!.idle();
    expect(outboxSms(ctx.dataDir, '+85251110001')).toEqual([]);
    expect(outboxSms(ctx.dataDir, '+85251110002')).toEqual([]);
    expect(outboxSms(ctx.dataDir, known.phone)).toHaveLength(1);
  });

  it('when the user asks to be called instead, then the voice channel is recorded with the digits read out', async () => {
    const u = await userWithPhone();
    await ctx.deps.db.query(`UPDATE users SET language = 'en-HK' WHERE id = $1`, [u.user.id]);
    const { sms, code } = await codeFor(u.local, 'voice');
    expect(sms!.channel).toBe('voice');
    expect(sms!.text).toContain(`Your login code is ${code.split('').join(' ')}.`);
    const row = await ctx.deps.db.one<{ channel: string }>('SELECT channel FROM phone_login_codes WHERE phone = $1', [u.phone]);
    expect(row?.channel).toBe('voice');
  });

  it('when the number or the channel is malformed, then 400 with a field error', async () => {
    const bad = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone: '12' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.phone).toBeDefined();
    const fax = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone: '91234567', channel: 'fax' } });
    expect(fax.status).toBe(400);
    expect(fax.body.error.details.fields.channel).toBeDefined();
  });
});

describe(`${endpointTitle(signInCodesContract.validateUser)} with phone + verify_code`, () => {
  it('when the code is right, then this browser is signed in with a new session, once', async () => {
    const u = await userWithPhone();
    const { hash, code } = await codeFor(u.local);
    const before = await sessionsOf(u.user.id);
    const browser = ctx.agent();
    const res = await api(browser).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: code, hash } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: u.user.id, username: u.username, phone: u.phone });
    expect(res.body.data.session_id).toBeUndefined();
    const cookie = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect((await api(browser).call(accountsContract.me)).body.data.id).toBe(u.user.id);
    expect(await sessionsOf(u.user.id)).toBe(before + 1);

    const replay = await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: code, hash } });
    expect(replay.status).toBe(422);
    expect(replay.body.error.code).toBe('invalid_otp');
    expect(await sessionsOf(u.user.id)).toBe(before + 1);
  });

  it('when no hash is sent, then the phone’s latest code counts', async () => {
    const u = await userWithPhone();
    const first = await codeFor(u.local);
    const second = await codeFor(u.local);
    if (first.code !== second.code) {
      expect(
        (await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.phone, verify_code: first.code } })).status,
      ).toBe(422);
    }
    const res = await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.phone, verify_code: second.code } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(u.user.id);
  });

  it('when wrong codes are typed, then each says how many tries are left and after five the right code is refused too', async () => {
    const u = await userWithPhone();
    const { hash, code } = await codeFor(u.local);
    const first = await api(visitor())
      .call(signInCodesContract.validateUser)
      .set('Accept-Language', 'en')
      .send({ phone: u.local, verify_code: wrongCode(code), hash });
    expect(first.status).toBe(422);
    expect(first.body.error).toMatchObject({ code: 'invalid_otp', details: { attempts_left: 4 } });
    for (let i = 0; i < 4; i++)
      await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: wrongCode(code), hash } });
    const right = await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: code, hash } });
    expect(right.status).toBe(422);
    expect(right.body.error.code).toBe('code_attempts_used');
    expect(await sessionsOf(u.user.id)).toBe(1);
  });

  it('when the phone has no account, then wrong codes are answered exactly as for an account', async () => {
    const u = await userWithPhone();
    const known = await codeFor(u.local);
    const pre = await api(visitor()).call(signInCodesContract.phoneLoginPreauth, { body: { phone: '51119999' } });
    const a = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { phone: u.local, verify_code: wrongCode(known.code), hash: known.hash },
    });
    const b = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { phone: '51119999', verify_code: '123456', hash: pre.body.data.hash },
    });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
  });

  it('when the code is older than 10 minutes, then 422 otp_expired and no session', async () => {
    const u = await userWithPhone();
    const { hash, code } = await codeFor(u.local);
    await ctx.deps.db.query(`UPDATE phone_login_codes SET expires_at = now() - interval '1 second' WHERE phone = $1`, [u.phone]);
    const res = await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: code, hash } });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('otp_expired');
    expect(await sessionsOf(u.user.id)).toBe(1);
  });

  it('when the hash belongs to another phone, or the account gave the phone up, then the code signs nobody in', async () => {
    const a = await userWithPhone();
    const b = await userWithPhone();
    const forA = await codeFor(a.local);
    const crossed = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { phone: b.local, verify_code: forA.code, hash: forA.hash },
    });
    expect(crossed.status).toBe(422);
    await ctx.deps.db.query('UPDATE users SET is_phone_confirmed = false WHERE id = $1', [a.user.id]);
    const res = await api(visitor()).call(signInCodesContract.validateUser, {
      body: { phone: a.local, verify_code: forA.code, hash: forA.hash },
    });
    expect(res.status).toBe(422);
    expect(await sessionsOf(a.user.id)).toBe(1);
    expect(await sessionsOf(b.user.id)).toBe(1);
  });

  it('when a native client signs in, then the session token comes in the body', async () => {
    const u = await userWithPhone();
    const { hash, code } = await codeFor(u.local);
    const res = await api(visitor())
      .call(signInCodesContract.validateUser)
      .set('X-Api-Key', 'sifu-ios')
      .send({ phone: u.local, verify_code: code, hash });
    expect(res.status).toBe(200);
    const me = await api(visitor()).call(accountsContract.me).set('X-Api-Key', 'sifu-ios').set('X-Session-Token', res.body.data.session_id);
    expect(me.body.data.id).toBe(u.user.id);
  });

  it('when the same code is used twice at the same time, then exactly one session is made', async () => {
    const u = await userWithPhone();
    const { hash, code } = await codeFor(u.local);
    const results = await Promise.all(
      [0, 1, 2].map(() => api(visitor()).call(signInCodesContract.validateUser, { body: { phone: u.local, verify_code: code, hash } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422, 422]);
    expect(await sessionsOf(u.user.id)).toBe(2);
  });

  it('when the code is not six digits, then 400', async () => {
    const res = await api(visitor()).call(signInCodesContract.validateUser, { body: { phone: '91234567', verify_code: '12' } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.verify_code).toBeDefined();
  });
});

describe('rate limits', () => {
  it('when one number is asked for more than five times in an hour, then 429, whether or not it has an account', async () => {
    await withTestContext({ env: { RATE_LIMIT_SCALE: '1' } }, async (limited) => {
      const ask = (phone: string) => api(limited.sifu.handler).call(signInCodesContract.phoneLoginPreauth, { body: { phone } });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await ask('5111 2222')).status);
      const res = await ask('+85251112222');
      expect([...statuses, res.status]).toEqual([200, 200, 200, 200, 200, 429]);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('51113333')).status).toBe(200);
    });
  });
});
