import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { REFERRAL_REWARD_HKD } from '@shared/domain/referrals';
import { accountsContract } from '@shared/api/accounts.contract';
import { referralsContract } from '@shared/api/referrals.contract';
import { createTestContext, setUpTestContext, signUp, TEST_PASSWORD, type TestContext } from '../../test/test-app';
import { withoutRef } from './referral-cookie';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

type Agent = ReturnType<TestContext['agent']>;
let seq = 0;

const hashOf = async (userId: number) =>
  (await ctx.deps.db.one<{ referral_hash: string }>('SELECT referral_hash FROM users WHERE id = $1', [userId]))!.referral_hash;

const cookieOf = (res: request.Response, name: string) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${name}=`));

/** Signs up through `agent` (which may hold a referral cookie) and answers the new user's id. */
async function register(agent: Agent, extra: Record<string, unknown> = {}) {
  seq += 1;
  const username = `ref_${process.pid}_${seq}_${Math.random().toString(36).slice(2, 6)}`;
  const res = await api(agent).call(accountsContract.register, {
    body: { username, email: `${username}@example.com`, passwd: TEST_PASSWORD, first_name: '小明', last_name: '黃', ...extra },
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.user.id as number, username, res };
}

const referralRow = (referredId: number) =>
  ctx.deps.db.one<{ referrer_id: number; status: string; refused_reason: string | null }>(
    'SELECT referrer_id, status, refused_reason FROM referrals WHERE referred_id = $1',
    [referredId],
  );
const referredBy = async (userId: number) =>
  (await ctx.deps.db.one<{ referred_by: number | null }>('SELECT referred_by FROM users WHERE id = $1', [userId]))!.referred_by;

describe('?ref= links', () => {
  it('when a page is opened with a known hash, then a 30-day HttpOnly SameSite=Lax cookie is set and the page redirects to its address without ref', async () => {
    const referrer = await signUp(ctx);
    const hash = await hashOf(referrer.user.id);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{12}$/);
    const res = await request(ctx.sifu.handler).get(`/en-HK/signup?role=pro&ref=${hash}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/en-HK/signup?role=pro');
    const cookie = cookieOf(res, 'referral_hash');
    expect(cookie).toContain(`referral_hash=${hash}`);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('when the hash is unknown or malformed, then no cookie is set (the ref is still dropped from the address)', async () => {
    for (const ref of ['AAAAAAAAAAAA', '<script>', 'x'.repeat(300)]) {
      const res = await request(ctx.sifu.handler).get(`/zh-HK/?ref=${encodeURIComponent(ref)}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/zh-HK/');
      expect(cookieOf(res, 'referral_hash')).toBeUndefined();
    }
  });

  it('when the path would make a protocol-relative redirect, then it stays on this site', () => {
    expect(withoutRef('//evil.example/x?ref=abc&a=1')).toBe('/evil.example/x?a=1');
    expect(withoutRef('/\\evil.example?ref=abc')).toBe('/evil.example');
  });

  it('when an API call carries ref, then it is not redirected', async () => {
    const res = await api(ctx.sifu.handler).call(accountsContract.session, { query: { ref: 'AAAAAAAAAAAA' } });
    expect(res.status).toBe(200);
  });
});

describe('sign-up through a referral link', () => {
  it('when a new user signs up with the cookie, then referred_by is set, the referral is pending and the cookie is cleared', async () => {
    const referrer = await signUp(ctx);
    const friend = ctx.agent();
    await friend.get(`/zh-HK/?ref=${await hashOf(referrer.user.id)}`);
    const { id, res } = await register(friend);
    expect(await referredBy(id)).toBe(referrer.user.id);
    expect(await referralRow(id)).toEqual({ referrer_id: referrer.user.id, status: 'pending', refused_reason: null });
    expect(cookieOf(res, 'referral_hash')).toMatch(/referral_hash=;/);
  });

  it('when the new account is made on the referrer’s own device, then no link is made and the refusal is recorded', async () => {
    const referrer = await signUp(ctx);
    await referrer.agent.get(`/zh-HK/?ref=${await hashOf(referrer.user.id)}`);
    await api(referrer.agent).call(accountsContract.logout, { body: {} });
    const { id } = await register(referrer.agent);
    expect(await referredBy(id)).toBeNull();
    expect(await referralRow(id)).toMatchObject({ referrer_id: referrer.user.id, status: 'refused', refused_reason: 'same_device' });
  });

  it('when a native app names the referrer’s device in the body, then it is refused as the same device too', async () => {
    const referrer = await signUp(ctx);
    const device = (await ctx.deps.db.one<{ device_id: string }>('SELECT device_id FROM users WHERE id = $1', [referrer.user.id]))!
      .device_id;
    const friend = ctx.agent();
    await friend.get(`/zh-HK/?ref=${await hashOf(referrer.user.id)}`);
    const { id } = await register(friend, { device_id: device });
    expect(await referralRow(id)).toMatchObject({ status: 'refused', refused_reason: 'same_device' });
  });

  it('when the cookie names no known user, then the sign-up succeeds without a referral', async () => {
    const res = await api(ctx.sifu.handler)
      .call(accountsContract.register)
      .set('Cookie', 'referral_hash=AAAAAAAAAAAA')
      .send({ username: `nobody_ref_${process.pid}`, email: `nobody_ref_${process.pid}@example.com`, passwd: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const id = res.body.data.user.id as number;
    expect(await referredBy(id)).toBeNull();
    expect(await referralRow(id)).toBeUndefined();
  });
});

describe(endpointTitle(referralsContract.referrals), () => {
  it('when the referrer asks, then the link, who joined (display names only) and the reward status are listed, and no one else’s', async () => {
    const referrer = await signUp(ctx);
    const other = await signUp(ctx);
    const friend = ctx.agent();
    await friend.get(`/zh-HK/?ref=${await hashOf(referrer.user.id)}`);
    await register(friend, { first_name: '美玲', last_name: '李' });
    const stranger = ctx.agent();
    await stranger.get(`/zh-HK/?ref=${await hashOf(other.user.id)}`);
    await register(stranger);

    const res = await api(referrer.agent).call(referralsContract.referrals);
    expect(res.status).toBe(200);
    const hash = await hashOf(referrer.user.id);
    expect(res.body.data).toMatchObject({
      referral_hash: hash,
      link: `http://localhost:3000/signup?ref=${hash}`,
      reward_amount: REFERRAL_REWARD_HKD,
      total_earned: 0,
    });
    expect(res.body.data.items).toEqual([
      {
        id: expect.any(Number),
        display_name: '李美玲',
        joined: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        status: 'pending',
        reason: null,
        reward_amount: null,
        rewarded_at: null,
      },
    ]);
    expect(JSON.stringify(res.body.data)).not.toContain('@example.com');
  });

  it('when a visitor asks, then 401', async () => {
    expect((await api(ctx.sifu.handler).call(referralsContract.referrals)).status).toBe(401);
  });
});

describe(endpointTitle(referralsContract.refer), () => {
  const outbox = () => path.join(ctx.dataDir, 'outbox');

  it('when an e-mail address is invited, then an e-mail with the referrer’s sign-up link is sent in their language', async () => {
    const referrer = await signUp(ctx);
    const res = await api(referrer.agent)
      .call(referralsContract.refer)
      .set('Accept-Language', 'en-HK')
      .send({ email: 'Friend.One@Example.org' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sent: true, channel: 'email' });
    await ctx.deps.background!.idle();
    const mails = fs.readdirSync(path.join(outbox(), 'mail')).map((f) => fs.readFileSync(path.join(outbox(), 'mail', f), 'utf8'));
    const mail = mails.find((m) => m.includes('To: friend.one@example.org'));
    expect(mail).toBeDefined();
    const body = Buffer.from(mail!.split('\r\n\r\n').slice(1).join('').replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(body).toContain(`/en-HK/signup?ref=${await hashOf(referrer.user.id)}`);
    expect(body).toContain('陳大文 uses Sifu');
  });

  it('when a phone number without + is invited, then an SMS goes to the +852 number', async () => {
    const referrer = await signUp(ctx);
    const res = await api(referrer.agent).call(referralsContract.refer, { body: { phone: '6123 4567' } });
    expect(res.status).toBe(200);
    expect(res.body.data.channel).toBe('phone');
    await ctx.deps.background!.idle();
    const sms = fs
      .readFileSync(path.join(outbox(), 'sms.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string; text: string });
    const hash = await hashOf(referrer.user.id);
    expect(sms.some((m) => m.to === '+85261234567' && m.text.includes(`signup?ref=${hash}`))).toBe(true);
  });

  it('when the address or number already has an account, then 409 with a translated field error and nothing is sent', async () => {
    const referrer = await signUp(ctx);
    const member = await signUp(ctx);
    await ctx.deps.db.query(`UPDATE users SET phone = '+85298765432' WHERE id = $1`, [member.user.id]);
    const byEmail = await api(referrer.agent)
      .call(referralsContract.refer)
      .set('Accept-Language', 'en-HK')
      .send({ email: `${member.username.toUpperCase()}@example.com` });
    expect(byEmail.status).toBe(409);
    expect(byEmail.body.error.details.fields.email).toBe("This person already has a Sifu account, so they can't be invited.");
    const byPhone = await api(referrer.agent).call(referralsContract.refer, { body: { phone: '98765432' } });
    expect(byPhone.status).toBe(409);
    expect(byPhone.body.error.details.fields.phone).toBe('呢位朋友已經有 Sifu 帳戶，唔使再邀請喇。');
  });

  it('when both, neither or a malformed target is sent, then 400', async () => {
    const referrer = await signUp(ctx);
    for (const body of [{}, { email: 'a@example.org', phone: '61234567' }, { email: 'not-an-email' }, { phone: '123' }]) {
      expect((await api(referrer.agent).call(referralsContract.refer, { body })).status).toBe(400);
    }
  });

  it('when a visitor invites, then 401', async () => {
    expect((await api(ctx.sifu.handler).call(referralsContract.refer, { body: { email: 'a@example.org' } })).status).toBe(401);
  });
});

describe(`${endpointTitle(referralsContract.refer)} rate limit`, () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  afterAll(() => limited.close());

  it('when a user sends an 11th invitation within a day, then 429; one address gets at most 3 a day from anyone', async () => {
    const a = await signUp(limited);
    for (let i = 0; i < 10; i++) {
      expect((await api(a.agent).call(referralsContract.refer, { body: { email: `friend${i}@example.org` } })).status).toBe(200);
    }
    const eleventh = await api(a.agent).call(referralsContract.refer, { body: { email: 'friend10@example.org' } });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers['retry-after']).toBeDefined();
    const others = [await signUp(limited), await signUp(limited), await signUp(limited), await signUp(limited)];
    const statuses = [];
    for (const o of others)
      statuses.push((await api(o.agent).call(referralsContract.refer, { body: { email: 'same.friend@example.org' } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
