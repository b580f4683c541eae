/**
 * The documented rate-limit table (shared/api/rate-limits.ts) at scale 1, through the real API: the numbers are
 * read from RATE_LIMITS so this suite follows the table. Rules keyed by IP are isolated per test with
 * X-Forwarded-For (TRUST_PROXY defaults to loopback, so supertest's loopback peer may name the client IP).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { accountsContract } from '@shared/api/accounts.contract';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { chatContract } from '@shared/api/chat.contract';
import { urlOf } from '@shared/api/endpoint';
import { RATE_LIMITS, UPLOAD_QUOTA_BYTES_PER_DAY, type RateRule } from '@shared/api/rate-limits';
import { reportsContract } from '@shared/api/reports.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { DEVICE_COOKIE, MAX_UPLOAD_BYTES } from '@shared/domain/limits';
import { LOCALES_DIR } from '../config/paths';
import { setUpTestContext, signUp, TEST_PASSWORD } from '../test/test-app';
import { bidFor, createCatalog, createConsumer, createPro, flatQuote, postRequest } from '../test/fixtures';
import { PNG_1PX } from '../test/images';

// The fraud check's hourly sign-up rules (tested in fraud-check.test.ts) would refuse the many
// sign-ups of this suite before the rate limits under test are reached.
const ctx = setUpTestContext({ env: { RATE_LIMIT_SCALE: '1', FEATURE_FLAGS: 'fraudCheck=off' } });

const rules = (cls: keyof typeof RATE_LIMITS): readonly RateRule[] => RATE_LIMITS[cls];
const ruleBy = (cls: keyof typeof RATE_LIMITS, by: (r: RateRule) => boolean): RateRule => {
  const r = rules(cls).find(by);
  if (!r) throw new Error(`no such rule in RATE_LIMITS.${cls}`);
  return r;
};

const errorsOf = (lng: 'zh-HK' | 'en-HK') =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, 'common.json'), 'utf8')) as { errors: Record<string, string> }).errors;
const rateLimitedText = (lng: 'zh-HK' | 'en-HK', retryAfterS: number) =>
  errorsOf(lng).rate_limited.replace('{{minutes}}', String(Math.max(1, Math.ceil(retryAfterS / 60))));

let ipSeq = 0;
/** A fresh client address (TEST-NET-3) for rules keyed by IP. */
const freshIp = () => `203.0.113.${(ipSeq += 1)}`;

/** Asserts a 429 of the limiter: Retry-After in whole seconds > 0 (at most the rule window), the envelope, the translated text. */
function expectRateLimited(res: request.Response, windowS: number, lng: 'zh-HK' | 'en-HK' = 'zh-HK') {
  expect(res.status).toBe(429);
  const header = res.headers['retry-after'];
  expect(header).toMatch(/^\d+$/);
  const retry = Number(header);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowS);
  expect(res.body).toMatchObject({ status: 'Error', error: { code: 'rate_limited', details: { retry_after: retry } } });
  expect(res.body.error.message).toBe(rateLimitedText(lng, retry));
}

async function quotedBid() {
  const cat = await createCatalog(ctx);
  const pro = await createPro(ctx, cat);
  const consumer = await createConsumer(ctx);
  const { bids } = await postRequest(ctx, consumer, cat);
  const bidId = bidFor(bids, pro.serviceId);
  const sent = await pro.agent.post(urlOf(bidsContract.sendQuote, { params: { id: bidId } })).send(flatQuote());
  if (sent.status !== 200) throw new Error(`quote failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  return { cat, pro, consumer, bidId };
}

describe('chat class', () => {
  it('when a user sends one message more than the per-minute rule allows, then 429 with Retry-After and a translated message, and only the allowed ones are stored', async () => {
    const perMinute = rules('chat')[0];
    expect(perMinute).toMatchObject({ by: 'user', windowS: 60 });
    const { consumer, pro, bidId } = await quotedBid();
    const url = urlOf(chatContract.send, { params: { bidId } });
    for (let i = 1; i <= perMinute.limit; i++) {
      const res = await consumer.agent.post(url).send({ message: `訊息 ${i}` });
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    const over = await consumer.agent.post(url).send({ message: 'one too many' });
    expectRateLimited(over, perMinute.windowS, 'zh-HK');
    const overEn = await consumer.agent.post(url).set('Accept-Language', 'en-HK').send({ message: 'still too many' });
    expectRateLimited(overEn, perMinute.windowS, 'en-HK');
    expect(overEn.body.error.message).not.toBe(over.body.error.message);

    const stored = await ctx.deps.db.many<{ body: string }>(
      'SELECT body FROM messages WHERE quote_bid_id = $1 AND sender_id = $2 ORDER BY id',
      [bidId, consumer.user.id],
    );
    expect(stored.map((m) => m.body)).toEqual(Array.from({ length: perMinute.limit }, (_v, i) => `訊息 ${i + 1}`));
    // The counter is per user: the other side of the same chat may still write.
    expect((await pro.agent.post(url).send({ message: 'OK' })).status).toBe(200);
  });
});

describe('report class', () => {
  it('when a user files one report more than the rule allows, then 429 and only the allowed reports are stored', async () => {
    const rule = rules('report')[0];
    expect(rule.by).toBe('user');
    const cat = await createCatalog(ctx);
    const pro = await createPro(ctx, cat);
    const reporter = await signUp(ctx);
    const body = {
      type: 'service',
      quote_service_id: pro.serviceId,
      quote_report_topic_id: 2,
      quote_report_sub_topic_id: 23,
      message: 'spam listing',
    };
    for (let i = 1; i <= rule.limit; i++) {
      const res = await reporter.agent.post(urlOf(reportsContract.add)).send(body);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    expectRateLimited(await reporter.agent.post(urlOf(reportsContract.add)).send(body), rule.windowS);
    const count = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM quote_reports WHERE user_id = $1', [
      reporter.user.id,
    ]);
    expect(count!.n).toBe(rule.limit);
  });
});

describe('upload class', () => {
  it('when a user uploads once more than the short-window rule allows, then 429 before the body is read and only the allowed files are stored', async () => {
    const rule = rules('upload')[0];
    expect(rule.by).toBe('user');
    const user = await signUp(ctx);
    for (let i = 1; i <= rule.limit; i++) {
      const res = await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', PNG_1PX, `p${i}.png`);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    // A file over the size limit would be 413 if the body were read first: the limiter answers before.
    const oversized = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_1PX.length)]);
    expectRateLimited(await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', oversized, 'over.png'), rule.windowS);
    expectRateLimited(await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', PNG_1PX, 'over.png'), rule.windowS);
    const count = await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE user_id = $1', [user.user.id]);
    expect(count!.n).toBe(rule.limit);
    const files = fs.readdirSync(path.join(ctx.dataDir, 'uploads'), { recursive: true }).filter((f) => String(f).endsWith('.png'));
    expect(files.length).toBeGreaterThanOrEqual(rule.limit);
  });
});

describe('upload quota', () => {
  /** Attachment rows of `total` bytes for the user (each under the per-file maximum), `ageS` seconds old. */
  async function insertUploads(userId: number, total: number, ageS = 0) {
    let left = total;
    while (left > 0) {
      const size = Math.min(left, MAX_UPLOAD_BYTES - 1);
      await ctx.deps.db.query(
        `INSERT INTO attachments (user_id, storage_name, file_name, mime, size, sha256, created)
         VALUES ($1, $2, 'old.pdf', 'application/pdf', $3, $4, now() - make_interval(secs => $5))`,
        [userId, `quota-test/${crypto.randomUUID()}.pdf`, size, crypto.randomBytes(32).toString('hex'), ageS],
      );
      left -= size;
    }
  }
  const countOf = async (userId: number) =>
    (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM attachments WHERE user_id = $1', [userId]))!.n;

  it('when the last 24 hours of uploads reach UPLOAD_QUOTA_BYTES_PER_DAY, then an upload that would exceed it is 429 upload_quota and nothing is stored', async () => {
    const user = await signUp(ctx);
    // Up to the byte exactly is allowed.
    await insertUploads(user.user.id, UPLOAD_QUOTA_BYTES_PER_DAY - PNG_1PX.length);
    const before = await countOf(user.user.id);
    const fits = await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', PNG_1PX, 'last.png');
    expect(fits.status).toBe(200);
    expect(await countOf(user.user.id)).toBe(before + 1);

    const over = await user.agent
      .post(urlOf(attachmentsContract.upload))
      .set('Accept-Language', 'en-HK')
      .attach('file', PNG_1PX, 'over.png');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: 'Error', error: { code: 'upload_quota' } });
    expect(over.body.error.message).toBe(errorsOf('en-HK').upload_quota_exceeded);
    expect(await countOf(user.user.id)).toBe(before + 1);
  });

  it('when the quota is spent through files sent with a chat message, then the message is refused with upload_quota too', async () => {
    const { consumer, bidId } = await quotedBid();
    await insertUploads(consumer.user.id, UPLOAD_QUOTA_BYTES_PER_DAY);
    const before = await countOf(consumer.user.id);
    const res = await consumer.agent
      .post(urlOf(chatContract.send, { params: { bidId } }))
      .field('message', '張相')
      .attach('file', PNG_1PX, 'pipe.png');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('upload_quota');
    expect(await countOf(consumer.user.id)).toBe(before);
    expect(await ctx.deps.db.one('SELECT 1 FROM messages WHERE quote_bid_id = $1', [bidId])).toBeUndefined();
  });

  it('when an image is stored smaller than it was sent, then the quota counts the bytes received, not the bytes kept', async () => {
    const user = await signUp(ctx);
    // An uncompressed PNG: the image pipeline re-encodes it to a fraction of what arrived.
    const sent = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const first = await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', sent, 'raw.png');
    expect(first.status).toBe(200);
    const row = await ctx.deps.db.one<{ size: number; received_bytes: number }>(
      'SELECT size, received_bytes FROM attachments WHERE id = $1',
      [first.body.data[0].id],
    );
    expect(row!.received_bytes).toBe(sent.length);
    expect(row!.size).toBeLessThan(sent.length / 10);
    // Filler that leaves exactly room for a second copy if stored sizes were counted, but not if received ones are.
    const filler = UPLOAD_QUOTA_BYTES_PER_DAY - sent.length - row!.size;
    await insertUploads(user.user.id, filler);
    const second = await user.agent
      .post(urlOf(attachmentsContract.upload))
      .set('Accept-Language', 'en-HK')
      .attach('file', sent, 'raw-again.png');
    expect(second.status).toBe(429);
    expect(second.body.error).toMatchObject({ code: 'upload_quota', details: { used: filler + sent.length } });
  });

  it('when the earlier uploads are older than 24 hours, then they do not count against the quota', async () => {
    const user = await signUp(ctx);
    await insertUploads(user.user.id, UPLOAD_QUOTA_BYTES_PER_DAY, 25 * 3600);
    const res = await user.agent.post(urlOf(attachmentsContract.upload)).attach('file', PNG_1PX, 'fresh.png');
    expect(res.status).toBe(200);
  });
});

describe('otp_send class', () => {
  it('when two users send codes to the same number, then they share the per-number limit: the next send to it is 429 for anyone, other numbers still work', async () => {
    const perNumber = ruleBy('otp_send', (r) => typeof r.by === 'object' && r.by.field === 'phone');
    const perUser = ruleBy('otp_send', (r) => r.by === 'user_or_ip');
    const perIp = ruleBy('otp_send', (r) => r.by === 'ip');
    const first = Math.ceil(perNumber.limit / 2);
    const second = perNumber.limit - first;
    // The per-number rule must be what stops the next send, not the per-user or per-IP one.
    expect(first).toBeLessThan(perUser.limit);
    expect(second + 2).toBeLessThanOrEqual(perUser.limit);
    expect(perNumber.limit + 4).toBeLessThanOrEqual(perIp.limit);

    const ip = freshIp();
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const c = await signUp(ctx);
    const send = (u: typeof a, phone: string) =>
      u.agent.post(urlOf(verificationContract.sendCode)).set('X-Forwarded-For', ip).send({ phone });
    for (let i = 0; i < first; i++) expect((await send(a, '5123 4567')).status).toBe(200);
    // Every spelling of the number counts together.
    for (let i = 0; i < second; i++) expect((await send(b, '+85251234567')).status).toBe(200);
    expectRateLimited(await send(b, '51234567'), perNumber.windowS);
    expectRateLimited(await send(c, '5123-4567'), perNumber.windowS);

    const rows = await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM phone_verifications WHERE phone = '+85251234567'`);
    expect(rows!.n).toBe(perNumber.limit);
    const sms = fs
      .readFileSync(path.join(ctx.dataDir, 'outbox', 'sms.log'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { to: string });
    expect(sms.filter((s) => s.to === '+85251234567')).toHaveLength(perNumber.limit);

    expect((await send(b, '61234567')).status).toBe(200);
    expect((await send(c, '61234568')).status).toBe(200);
  });
});

describe('signup class', () => {
  const register = (ip: string, device: string) => {
    const username = `rl_${crypto.randomBytes(5).toString('hex')}`;
    return request(ctx.sifu.handler)
      .post(urlOf(accountsContract.register))
      .set('X-Forwarded-For', ip)
      .set('Cookie', `${DEVICE_COOKIE}=${device}`)
      .send({ username, email: `${username}@example.com`, passwd: TEST_PASSWORD, role: 'consumer' })
      .then((res) => ({ res, username }));
  };
  const newDevice = () => `dev_${crypto.randomBytes(8).toString('hex')}`;
  const exists = async (username: string) => Boolean(await ctx.deps.db.one('SELECT 1 FROM users WHERE username = $1', [username]));

  it('when one device registers once more than the per-device rule allows, then 429 and no account; another device from the same address still works', async () => {
    const perDevice = ruleBy('signup', (r) => r.by === 'device');
    const perIp = ruleBy('signup', (r) => r.by === 'ip');
    expect(perDevice.limit + 2).toBeLessThanOrEqual(perIp.limit);
    const ip = freshIp();
    const device = newDevice();
    for (let i = 1; i <= perDevice.limit; i++) {
      const { res, username } = await register(ip, device);
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
      expect(await exists(username)).toBe(true);
    }
    const over = await register(ip, device);
    expectRateLimited(over.res, perDevice.windowS);
    expect(await exists(over.username)).toBe(false);

    const other = await register(ip, newDevice());
    expect(other.res.status).toBe(200);
    expect(await exists(other.username)).toBe(true);
  });

  it('when one address has made as many signup attempts as the per-IP rule allows, then the next is 429 even from a new device; another address still works', async () => {
    const perIp = ruleBy('signup', (r) => r.by === 'ip');
    const ip = freshIp();
    // Every attempt counts against the address, whichever device sends it.
    for (let i = 1; i <= perIp.limit; i++) {
      const { res } = await register(ip, newDevice());
      expect({ i, status: res.status }).toEqual({ i, status: 200 });
    }
    const over = await register(ip, newDevice());
    expectRateLimited(over.res, perIp.windowS);
    expect(await exists(over.username)).toBe(false);
    expect((await register(freshIp(), newDevice())).res.status).toBe(200);
  });
});
