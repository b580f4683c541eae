/**
 * The API edge built from the contracts (server/middleware/api-endpoint.ts), with endpoints of every domain of
 * API_CONTRACTS: the caller's *current* role, visitors, no body parsing before the caller check, malformed bodies,
 * out-of-range ids and strict numbers. Where a call must be refused, the database is checked to be unchanged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import request from 'supertest';
import { z } from 'zod';
import { accountsContract } from '@shared/api/accounts.contract';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { catalogContract } from '@shared/api/catalog.contract';
import { chatContract } from '@shared/api/chat.contract';
import { contentContract } from '@shared/api/content.contract';
import { API_CONTRACTS, allEndpoints, type ApiDomain } from '@shared/api/contracts';
import { urlOf, type EndpointDef } from '@shared/api/endpoint';
import { eventsContract } from '@shared/api/events.contract';
import { notificationsContract } from '@shared/api/notifications.contract';
import { proServicesContract } from '@shared/api/pro-services.contract';
import { quoteTemplatesContract } from '@shared/api/quote-templates.contract';
import { reportsContract } from '@shared/api/reports.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { reviewsContract } from '@shared/api/reviews.contract';
import { systemContract } from '@shared/api/system.contract';
import { verificationContract } from '@shared/api/verification.contract';
import { walletContract } from '@shared/api/wallet.contract';
import { MAX_UPLOAD_BYTES, SESSION_COOKIE } from '@shared/domain/limits';
import { LOCALES_DIR } from '../config/paths';
import { createSession } from '../modules/accounts/accounts.service';
import { createTestContext, signUp, type TestContext } from '../test/test-app';
import { bidFor, bidRow, createCatalog, createConsumer, createPro, flatQuote, postRequest, requestBody, type Catalog } from '../test/market-fixtures';

let ctx: TestContext;
let cat: Catalog;
beforeAll(async () => {
  ctx = await createTestContext();
  cat = await createCatalog(ctx, { fee: 20 });
});
afterAll(() => ctx.close());

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
type Lng = 'zh-HK' | 'en-HK';

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** The endpoints this suite called, to check that every domain of API_CONTRACTS was sampled. */
const exercised = new Set<EndpointDef>();
/** urlOf(), remembering the endpoint. */
function u(e: EndpointDef, input: { params?: unknown; query?: unknown } = {}): string {
  exercised.add(e);
  return urlOf(e, input);
}

const errorsOf = (lng: Lng) =>
  (JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lng, 'common.json'), 'utf8')) as { errors: Record<string, string> }).errors;
const ZH = errorsOf('zh-HK');
const HAN = /[\u3400-\u9fff]/;

/** The error envelope with a non-empty message translated into zh-HK (the default), optionally of a given key. */
function expectError(res: { status: number; body: unknown }, status: number, code?: string | number, messageKey?: string) {
  expect(res.status).toBe(status);
  const body = res.body as { status: string; error: { code: unknown; message: unknown } };
  expect(body).toMatchObject({ status: 'Error', error: { code: expect.anything(), message: expect.any(String) } });
  if (code !== undefined) expect(body.error.code).toBe(code);
  const message = body.error.message as string;
  expect(message.trim().length).toBeGreaterThan(0);
  expect(message).toMatch(HAN);
  if (messageKey) expect(message).toBe(ZH[messageKey]);
}

const balanceOf = async (userId: number) => (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;
const ledgerCount = async (userId: number) => (await ctx.deps.db.one<{ n: number }>('SELECT count(*)::int AS n FROM wallet_transactions WHERE user_id = $1', [userId]))!.n;
const requestRow = async (id: number) => (await ctx.deps.db.one('SELECT * FROM quote_requests WHERE quote_request_id = $1', [id]))!;
const countWhere = async (table: string, where: string, args: unknown[]) =>
  (await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, args))!.n;

/** A pro with a service (wallet 500), a consumer, a request and the pro's bid in Send. */
async function setup() {
  const pro = await createPro(ctx, cat);
  const consumer = await createConsumer(ctx);
  const { requestId, bids } = await postRequest(ctx, consumer, cat);
  return { pro, consumer, requestId, bidId: bidFor(bids, pro.serviceId) };
}

async function quoted() {
  const s = await setup();
  const res = await s.pro.agent.post(u(bidsContract.sendQuote, { params: { id: s.bidId } })).send(flatQuote());
  if (res.status !== 200) throw new Error(`quote failed: ${res.status} ${JSON.stringify(res.body)}`);
  return s;
}

async function completed() {
  const s = await quoted();
  const hire = await s.consumer.agent.post(u(bidsContract.hire, { params: { id: s.bidId } })).send({ date: '2030-01-20', time: '10:30' });
  if (hire.status !== 200) throw new Error(`hire failed: ${hire.status} ${JSON.stringify(hire.body)}`);
  const done = await s.pro.agent.post(u(bidsContract.complete, { params: { id: s.bidId } }));
  if (done.status !== 200) throw new Error(`complete failed: ${done.status} ${JSON.stringify(done.body)}`);
  return s;
}

async function switchRole(agent: Agent, role: 'consumer' | 'pro') {
  const res = await agent.post(u(accountsContract.switchRole)).send({ role });
  expect(res.status).toBe(200);
  expect(res.body.data.role).toBe(role);
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Values of `{param}` that match the declaration: digits for numeric params, a plausible token otherwise. */
function isNumericParam(schema: z.ZodType): boolean {
  return schema.safeParse('7').success && !schema.safeParse('abc').success;
}
function plausibleParams(e: EndpointDef): Record<string, string> {
  const out: Record<string, string> = {};
  const shape = e.params instanceof z.ZodObject ? (e.params.shape as Record<string, z.ZodType>) : {};
  for (const m of e.path.matchAll(/\{(\w+)\}/g)) {
    const s = shape[m[1]];
    out[m[1]] = s && isNumericParam(s) ? '1' : s?.safeParse('0123456789abcdef0123456789abcdef').success ? '0123456789abcdef0123456789abcdef' : 'abcdefgh12';
  }
  return out;
}

function call(agent: Agent | ReturnType<typeof request>, e: EndpointDef, url: string) {
  return e.method === 'GET' ? agent.get(url) : agent.post(url).send({});
}

// ---------------------------------------------------------------------------------------------------------------
describe('the role at action time', () => {
  it('when a pro switched to the consumer role sends a quote, then 403 wrong_role and neither the bid nor the wallet changes; switching back lets the quote through', async () => {
    const s = await setup();
    const bidBefore = await bidRow(ctx, s.bidId);
    const ledgerBefore = await ledgerCount(s.pro.user.id);
    expect(await balanceOf(s.pro.user.id)).toBe(500);

    await switchRole(s.pro.agent, 'consumer');
    expect((await ctx.deps.db.one('SELECT role FROM users WHERE id = $1', [s.pro.user.id]))!.role).toBe('consumer');
    const send = await s.pro.agent.post(u(bidsContract.sendQuote, { params: { id: s.bidId } })).send(flatQuote());
    expectError(send, 403, 'wrong_role', 'wrong_role_pro');
    for (const [e, body] of [
      [bidsContract.editQuote, flatQuote(900)],
      [bidsContract.toggleInterest, {}],
      [bidsContract.pass, {}],
      [bidsContract.favorite, { favorite: true }],
    ] as const) {
      expectError(await s.pro.agent.post(u(e, { params: { id: s.bidId } })).send(body), 403, 'wrong_role', 'wrong_role_pro');
    }
    expectError(await s.pro.agent.post(u(bidsContract.previewFee)).send({ quote_bid_id: s.bidId }), 403, 'wrong_role');
    expect(await bidRow(ctx, s.bidId)).toEqual(bidBefore);
    expect(await balanceOf(s.pro.user.id)).toBe(500);
    expect(await ledgerCount(s.pro.user.id)).toBe(ledgerBefore);

    await switchRole(s.pro.agent, 'pro');
    const again = await s.pro.agent.post(u(bidsContract.sendQuote, { params: { id: s.bidId } })).send(flatQuote(850));
    expect(again.status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 850 });
    expect(await balanceOf(s.pro.user.id)).toBe(500 - cat.fee);
  });

  it('when a consumer switched to the pro role hires, self-hires, rejects or reviews, then 403 wrong_role and the bid is unchanged; switching back makes them work', async () => {
    const s = await quoted();
    const before = await bidRow(ctx, s.bidId);
    await switchRole(s.consumer.agent, 'pro');
    const attempts: Array<[EndpointDef, object]> = [
      [bidsContract.hire, { date: '2030-01-20', time: '10:30' }],
      [bidsContract.selfHire, {}],
      [bidsContract.reject, { requestor_note: 'too dear' }],
      [bidsContract.undoReject, {}],
      [bidsContract.review, { score: 5 }],
    ];
    for (const [e, body] of attempts) {
      expectError(await s.consumer.agent.post(u(e, { params: { id: s.bidId } })).send(body), 403, 'wrong_role', 'wrong_role_consumer');
    }
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await countWhere('reviews', 'quote_bid_id = $1', [s.bidId])).toBe(0);

    await switchRole(s.consumer.agent, 'consumer');
    const reject = await s.consumer.agent.post(u(bidsContract.reject, { params: { id: s.bidId } })).send({ requestor_note: 'too dear' });
    expect(reject.status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ is_requestor_rejected: true, requestor_note: 'too dear' });
    expect((await s.consumer.agent.post(u(bidsContract.undoReject, { params: { id: s.bidId } }))).status).toBe(200);
    const hire = await s.consumer.agent.post(u(bidsContract.hire, { params: { id: s.bidId } })).send({ date: '2030-01-20', time: '10:30' });
    expect(hire.status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 3, is_requestor_rejected: false });
  });

  it('when role-bound endpoints of other domains are called in the wrong role, then 403 wrong_role and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);

    const tpl = await consumer.agent.post(u(quoteTemplatesContract.add)).send({ display_name: 'x', quote_service_id: pro.serviceId, rating_type: 'onsite' });
    expectError(tpl, 403, 'wrong_role', 'wrong_role_pro');
    expectError(await consumer.agent.get(u(quoteTemplatesContract.list)), 403, 'wrong_role');
    expectError(await consumer.agent.get(u(bidsContract.leads)), 403, 'wrong_role');
    expect(await countWhere('quote_templates', 'quote_service_id = $1', [pro.serviceId])).toBe(0);

    const post = await pro.agent.post(u(requestsContract.post)).send(requestBody(cat));
    expectError(post, 403, 'wrong_role', 'wrong_role_consumer');
    expect(await countWhere('quote_requests', 'user_id = $1', [pro.user.id])).toBe(0);

    // The pro's own service, but in the consumer role: refused by role, not by ownership.
    expect((await pro.agent.get(u(proServicesContract.reviewLink, { params: { id: pro.serviceId } }))).status).toBe(200);
    await switchRole(pro.agent, 'consumer');
    expectError(await pro.agent.get(u(proServicesContract.reviewLink, { params: { id: pro.serviceId } })), 403, 'wrong_role', 'wrong_role_pro');
    await switchRole(pro.agent, 'pro');
    expect((await pro.agent.get(u(proServicesContract.reviewLink, { params: { id: pro.serviceId } }))).status).toBe(200);
  });

  it("when someone else's bid, request or chat is addressed, then 404 (never 403) and nothing changes", async () => {
    const s = await quoted();
    const otherPro = await createPro(ctx, cat);
    const otherConsumer = await createConsumer(ctx);
    const bidBefore = await bidRow(ctx, s.bidId);
    const requestBefore = await requestRow(s.requestId);
    const id = { params: { id: s.bidId } };

    const byOtherPro: Array<[EndpointDef, string, object?]> = [
      [bidsContract.sendQuote, u(bidsContract.sendQuote, id), flatQuote(1)],
      [bidsContract.editQuote, u(bidsContract.editQuote, id), flatQuote(1)],
      [bidsContract.editQuoteByBody, u(bidsContract.editQuoteByBody), { ...flatQuote(1), quote_bid_id: s.bidId }],
      [bidsContract.favorite, u(bidsContract.favorite, id), { favorite: true }],
      [bidsContract.archive, u(bidsContract.archive, id)],
      [bidsContract.pass, u(bidsContract.pass, id)],
      [bidsContract.previewFee, u(bidsContract.previewFee), { quote_bid_id: s.bidId }],
      [bidsContract.bid, u(bidsContract.bid, id)],
      [chatContract.send, u(chatContract.send, { params: { bidId: s.bidId } }), { message: 'hello' }],
      [chatContract.conversation, u(chatContract.conversation, { params: { bidId: s.bidId } })],
      [chatContract.markRead, u(chatContract.markRead, { params: { bidId: s.bidId } })],
    ];
    const byOtherConsumer: Array<[EndpointDef, string, object?]> = [
      [bidsContract.hire, u(bidsContract.hire, id), { date: '2030-01-20', time: '10:30' }],
      [bidsContract.reject, u(bidsContract.reject, id), { requestor_note: 'x' }],
      [bidsContract.selfHire, u(bidsContract.selfHire, id)],
      [bidsContract.markRead, u(bidsContract.markRead, id)],
      [bidsContract.requestQuotes, u(bidsContract.requestQuotes, { params: { id: s.requestId } })],
      [requestsContract.request, u(requestsContract.request, { params: { id: s.requestId } })],
      [requestsContract.edit, u(requestsContract.edit, { params: { id: s.requestId } }), { description: 'mine now' }],
      [requestsContract.close, u(requestsContract.close, { params: { id: s.requestId } })],
      [requestsContract.archive, u(requestsContract.archive, { params: { id: s.requestId } })],
      [requestsContract.copy, u(requestsContract.copy, { params: { id: s.requestId } })],
      [chatContract.send, u(chatContract.send, { params: { bidId: s.bidId } }), { message: 'hello' }],
      [chatContract.canMessage, u(chatContract.canMessage, { params: { bidId: s.bidId } })],
    ];
    for (const [agent, list] of [[otherPro.agent, byOtherPro], [otherConsumer.agent, byOtherConsumer]] as const) {
      for (const [e, url, body] of list) {
        const res = e.method === 'GET' ? await agent.get(url) : await agent.post(url).send(body ?? {});
        expect({ url, status: res.status, code: res.body?.error?.code }).toEqual({ url, status: 404, code: 'not_found' });
      }
    }
    expect(await bidRow(ctx, s.bidId)).toEqual(bidBefore);
    expect(await requestRow(s.requestId)).toEqual(requestBefore);
    expect(await countWhere('messages', 'quote_bid_id = $1', [s.bidId])).toBe(0);
    expect(await countWhere('quote_requests', 'user_id = $1', [otherConsumer.user.id])).toBe(0);
    expect(await balanceOf(otherPro.user.id)).toBe(500);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('visitors and unknown sessions', () => {
  const guarded = allEndpoints().filter(({ endpoint: e }) => e.access !== 'visitor');

  it('when a visitor calls any endpoint that is not open to visitors, then 401 with the envelope', async () => {
    expect(guarded.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of guarded) {
      const url = u(e, { params: plausibleParams(e) });
      const res = await call(request(ctx.sifu.handler), e, url);
      if (res.status !== 401 || res.body?.status !== 'Error' || !HAN.test(res.body?.error?.message ?? '')) {
        wrong.push(`${domain}.${name} ${e.method} ${url} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when the session cookie is unknown, then every guarded endpoint answers 403 invalid_token (and so does the session read)', async () => {
    const cookie = `${SESSION_COOKIE}=${crypto.randomBytes(32).toString('base64url')}`;
    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of guarded) {
      const url = u(e, { params: plausibleParams(e) });
      const agent = request(ctx.sifu.handler);
      const res = e.method === 'GET' ? await agent.get(url).set('Cookie', cookie) : await agent.post(url).set('Cookie', cookie).send({});
      if (res.status !== 403 || res.body?.error?.code !== 'invalid_token') wrong.push(`${domain}.${name} ${e.method} ${url} → ${res.status} ${res.body?.error?.code}`);
    }
    expect(wrong).toEqual([]);
    const session = await request(ctx.sifu.handler).get(u(accountsContract.session)).set('Cookie', cookie);
    expectError(session, 403, 'invalid_token', 'invalid_token');
    // Without any cookie the session read is open: null.
    expect((await request(ctx.sifu.handler).get(u(accountsContract.session))).body).toEqual({ status: 'Success', data: null });
  });

  it('when a visitor writes through a guarded endpoint, then nothing is stored', async () => {
    const s = await quoted();
    const before = await bidRow(ctx, s.bidId);
    const v = request(ctx.sifu.handler);
    expectError(await v.post(u(bidsContract.hire, { params: { id: s.bidId } })).send({ date: '2030-01-20', time: '10:30' }), 401, 'invalid_token');
    expectError(await v.post(u(chatContract.send, { params: { bidId: s.bidId } })).send({ message: 'hi' }), 401);
    expectError(await request(ctx.sifu.handler).post(u(attachmentsContract.upload)).attach('file', PNG, 'a.png'), 401);
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await countWhere('messages', 'quote_bid_id = $1', [s.bidId])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('no multipart parsing before the caller check', () => {
  const MB = 1024 * 1024;
  const CHUNK = Buffer.alloc(MB, 0x61);
  const CHUNKS = 100;

  /** A ~100 MB multipart body with one file part, streamed from one reused 1 MB chunk. */
  function bigMultipart() {
    const boundary = `----sifu${crypto.randomBytes(8).toString('hex')}`;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const length = head.length + CHUNKS * CHUNK.length + tail.length;
    function* parts() {
      yield head;
      for (let i = 0; i < CHUNKS; i++) yield CHUNK;
      yield tail;
    }
    return { contentType: `multipart/form-data; boundary=${boundary}`, length, stream: Readable.from(parts(), { objectMode: false }) };
  }

  interface Outcome {
    status?: number;
    body?: string;
    errorBeforeResponse?: string;
  }

  /** Streams the body to the server with node:http; a reset after the response is fine, one before it is not. */
  function send(port: number, urlPath: string, o: { cookie?: string; declareLength: boolean }): Promise<Outcome> {
    const body = bigMultipart();
    return new Promise((resolve) => {
      const out: Outcome = {};
      let settled = false;
      const finish = () => {
        if (!settled) {
          settled = true;
          resolve(out);
        }
      };
      const headers: Record<string, string | number> = { 'Content-Type': body.contentType };
      if (o.declareLength) headers['Content-Length'] = body.length;
      if (o.cookie) headers.Cookie = o.cookie;
      const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: urlPath, headers, agent: false }, (res) => {
        out.status = res.statusCode;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          out.body = Buffer.concat(chunks).toString('utf8');
          finish();
        });
        res.on('error', finish);
        res.on('aborted', finish);
      });
      const onError = (err: Error) => {
        if (out.status === undefined) out.errorBeforeResponse = err.message;
        body.stream.destroy();
        // Give a response already on its way the chance to arrive.
        setTimeout(finish, 200);
      };
      req.on('error', onError);
      body.stream.on('error', () => undefined);
      body.stream.pipe(req);
      setTimeout(() => {
        if (out.status === undefined) out.errorBeforeResponse ??= 'timeout';
        req.destroy();
        finish();
      }, 20_000).unref();
    });
  }

  async function withServer<T>(fn: (port: number) => Promise<T>): Promise<T> {
    const server = http.createServer(ctx.sifu.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      return await fn((server.address() as AddressInfo).port);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  async function threeInParallel(declareLength: boolean) {
    const user = await signUp(ctx);
    const { token } = await createSession(ctx.deps.db, user.user.id);
    const cookie = `${SESSION_COOKIE}=${token}`;
    return withServer(async (port) => {
      // Warm up the paths once, so lazy initialisation is not counted.
      await send(port, '/api/no_such_endpoint', { declareLength: true });
      let peak = process.memoryUsage().rss;
      const start = peak;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      try {
        const outcomes = await Promise.all([
          send(port, u(accountsContract.login), { declareLength }),
          send(port, u(chatContract.markRead, { params: { bidId: 1 } }), { cookie, declareLength }),
          send(port, u(requestsContract.edit, { params: { id: 1 } }), { cookie, declareLength }),
          send(port, '/api/no_such_endpoint/at/all', { declareLength }),
        ]);
        peak = Math.max(peak, process.memoryUsage().rss);
        return { outcomes, grownBytes: peak - start };
      } finally {
        clearInterval(sampler);
      }
    });
  }

  const expectRefused = (o: Outcome, statuses: number[]) => {
    expect(o.errorBeforeResponse).toBeUndefined();
    expect(statuses).toContain(o.status);
    expect(JSON.parse(o.body ?? '{}')).toMatchObject({ status: 'Error', error: { message: expect.stringMatching(HAN) } });
  };

  it('when ~100 MB multipart bodies with a declared length hit login, no-file endpoints with a session and an unknown path at once, then each is refused with a 4xx and memory stays flat', async () => {
    const { outcomes, grownBytes } = await threeInParallel(true);
    const [login, markRead, edit, unknown] = outcomes;
    expectRefused(login, [413]);
    expectRefused(markRead, [413]);
    expectRefused(edit, [413]);
    expectRefused(unknown, [404]);
    expect(grownBytes).toBeLessThan(20 * MB);
  });

  it('when the same bodies are sent chunked (no length), then each is still refused with a 4xx and memory stays flat', async () => {
    const { outcomes, grownBytes } = await threeInParallel(false);
    const [login, markRead, edit, unknown] = outcomes;
    expectRefused(login, [400, 413]);
    expectRefused(markRead, [400, 413]);
    expectRefused(edit, [400, 413]);
    expectRefused(unknown, [404]);
    expect(grownBytes).toBeLessThan(20 * MB);
  });

  it('when a visitor streams ~100 MB to an endpoint that accepts files, then 401 before the body is read and memory stays flat', async () => {
    const start = process.memoryUsage().rss;
    const o = await withServer((port) => send(port, u(attachmentsContract.upload), { declareLength: false }));
    expectRefused(o, [401]);
    expect(process.memoryUsage().rss - start).toBeLessThan(20 * MB);
  });

  it('when a file is sent to an endpoint that takes no files, then 400 code 2 files_not_accepted and nothing is stored', async () => {
    const s = await quoted();
    const res = await s.consumer.agent.post(u(chatContract.markRead, { params: { bidId: s.bidId } })).attach('file', PNG, 'a.png');
    expectError(res, 400, 2, 'files_not_accepted');
    const edit = await s.consumer.agent.post(u(requestsContract.edit, { params: { id: s.requestId } })).field('description', 'with a file').attach('photo', PNG, 'a.png');
    expectError(edit, 400, 2, 'files_not_accepted');
    expect(await countWhere('attachments', 'user_id = $1', [s.consumer.user.id])).toBe(0);
    expect((await requestRow(s.requestId)).description).not.toBe('with a file');
  });

  it('when more files than declared are uploaded, then 400 code 2 too_many_files and nothing is stored', async () => {
    const user = await signUp(ctx);
    const max = attachmentsContract.upload.files.max;
    let req = user.agent.post(u(attachmentsContract.upload));
    for (let i = 0; i <= max; i++) req = req.attach('file', PNG, `f${i}.png`);
    expectError(await req, 400, 2, 'too_many_files');
    expect(await countWhere('attachments', 'user_id = $1', [user.user.id])).toBe(0);
  });

  it('when a file of MAX_UPLOAD_BYTES (10,000,000) bytes is uploaded, then 413 code 2 and nothing is stored', async () => {
    const user = await signUp(ctx);
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - PNG.length)]);
    expectError(await user.agent.post(u(attachmentsContract.upload)).attach('file', big, 'big.png'), 413, 2, 'file_too_large');
    expect(await countWhere('attachments', 'user_id = $1', [user.user.id])).toBe(0);
    const justUnder = Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES - 1 - PNG.length)]);
    expect((await user.agent.post(u(attachmentsContract.upload)).attach('file', justUnder, 'ok.png')).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('malformed bodies are 400, never 500', () => {
  const B = 'sifuBoundary7d1';
  const mp = (parts: string) => Buffer.from(parts, 'latin1');
  const MULTIPART = `multipart/form-data; boundary=${B}`;

  interface Case {
    name: string;
    contentType: string;
    body: Buffer | string;
    /** Only for endpoints that accept files. */
    filesOnly?: boolean;
  }
  const cases: Case[] = [
    { name: 'a truncated multipart part', contentType: MULTIPART, body: mp(`--${B}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhel`) },
    { name: 'a truncated multipart file', contentType: MULTIPART, body: mp(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`) },
    { name: 'garbage with a multipart type and boundary', contentType: MULTIPART, body: crypto.randomBytes(2048) },
    { name: 'a multipart body without boundary', contentType: 'multipart/form-data', body: mp(`--${B}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhello\r\n--${B}--\r\n`) },
    { name: 'a NUL in a multipart field name', contentType: MULTIPART, body: mp(`--${B}\r\nContent-Disposition: form-data; name="mess\u0000age"\r\n\r\nhello\r\n--${B}--\r\n`) },
    { name: 'a NUL in a multipart field value', contentType: MULTIPART, body: mp(`--${B}\r\nContent-Disposition: form-data; name="message"\r\n\r\nhel\u0000lo\r\n--${B}--\r\n`) },
    {
      name: 'a NUL in a file name',
      contentType: MULTIPART,
      filesOnly: true,
      body: Buffer.concat([mp(`--${B}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.png"\r\nContent-Type: image/png\r\n\r\n`), PNG, mp(`\r\n--${B}--\r\n`)]),
    },
    { name: 'invalid JSON', contentType: 'application/json', body: '{"message": "hello", ' },
    { name: 'a JSON array', contentType: 'application/json', body: '["hello", 1]' },
    { name: 'an empty JSON array', contentType: 'application/json', body: '[]' },
    { name: 'a JSON string', contentType: 'application/json', body: '"hello"' },
    { name: 'a JSON number', contentType: 'application/json', body: '42' },
    { name: 'a NUL in a JSON key', contentType: 'application/json', body: '{"mess\\u0000age": "hello", "username": "a", "passwd": "b"}' },
    { name: 'a NUL in a JSON value', contentType: 'application/json', body: '{"message": "he\\u0000llo", "username": "a\\u0000", "passwd": "b"}' },
    { name: 'urlencoded with a NUL', contentType: 'application/x-www-form-urlencoded', body: 'message=he%00llo&username=a%00b&passwd=x' },
    { name: 'urlencoded with a NUL in a key', contentType: 'application/x-www-form-urlencoded', body: 'mess%00age=hello&username%00=a&passwd=x' },
  ];

  it('when malformed bodies are sent to uploads, chat, login, contact and events, then each is 400 with a translated error envelope and nothing is stored', async () => {
    const s = await quoted();
    const targets: Array<{ e: EndpointDef; url: string; agent?: Agent }> = [
      { e: attachmentsContract.upload, url: u(attachmentsContract.upload), agent: s.consumer.agent },
      { e: chatContract.send, url: u(chatContract.send, { params: { bidId: s.bidId } }), agent: s.consumer.agent },
      { e: reportsContract.add, url: u(reportsContract.add), agent: s.consumer.agent },
      { e: accountsContract.login, url: u(accountsContract.login) },
      { e: contentContract.contact, url: u(contentContract.contact) },
      { e: eventsContract.record, url: u(eventsContract.record) },
    ];
    const eventsBefore = await countWhere('page_view_events', 'true', []);
    const wrong: string[] = [];
    for (const t of targets) {
      for (const c of cases) {
        if (c.filesOnly && !t.e.files) continue;
        const agent = t.agent ?? request.agent(ctx.sifu.handler);
        const res = await agent.post(t.url).set('Content-Type', c.contentType).send(c.body);
        const ok = res.status === 400 && res.body?.status === 'Error' && res.body.error?.code !== undefined
          && typeof res.body.error.message === 'string' && HAN.test(res.body.error.message);
        if (!ok) wrong.push(`${t.url} with ${c.name} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await countWhere('attachments', 'user_id = $1', [s.consumer.user.id])).toBe(0);
    expect(await countWhere('messages', 'quote_bid_id = $1', [s.bidId])).toBe(0);
    expect(await countWhere('quote_reports', 'user_id = $1', [s.consumer.user.id])).toBe(0);
    expect(await countWhere('contact_messages', 'true', [])).toBe(0);
    expect(await countWhere('page_view_events', 'true', [])).toBe(eventsBefore);
  });

  it('when a NUL is in the path or the query, then 400 invalid_characters (catalog, content, pros)', async () => {
    for (const url of [
      `${u(catalogContract.genres)}?lng=zh-HK%00`,
      `${u(contentContract.list)}?kind=guide%00`,
      `${u(proServicesContract.list)}?q=a%00b`,
      u(catalogContract.category, { params: { slug: 'plumb\u0000ing' } }),
      u(contentContract.page, { params: { slug: 'about\u0000' } }),
    ]) {
      expectError(await request(ctx.sifu.handler).get(url), 400, 'validation', 'invalid_characters');
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('out-of-range ids', () => {
  const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1e3'];

  it('when a numeric path parameter is out of range or not plain digits, then every endpoint answers 404 (never 400 or 500)', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    const agentFor = (e: EndpointDef) =>
      e.access === 'visitor' ? request.agent(ctx.sifu.handler) : e.access === 'pro' ? pro.agent : consumer.agent;
    const withNumericParams = allEndpoints().filter(({ endpoint: e }) =>
      e.params instanceof z.ZodObject && Object.values(e.params.shape as Record<string, z.ZodType>).some(isNumericParam));
    // Samples of many domains: bids, chat, requests, templates, attachments, pros, reviews.
    const domains = new Set(withNumericParams.map((d) => d.domain));
    for (const d of ['bids', 'chat', 'requests', 'quoteTemplates', 'attachments', 'proServices', 'reviews'] as ApiDomain[]) expect(domains).toContain(d);
    expect(allEndpoints().some(({ endpoint: e }) => e.access === 'operator')).toBe(false);

    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of withNumericParams) {
      const shape = (e.params as z.ZodObject).shape as Record<string, z.ZodType>;
      for (const key of Object.keys(shape).filter((k) => isNumericParam(shape[k]))) {
        for (const bad of BAD_IDS) {
          const url = u(e, { params: { ...plausibleParams(e), [key]: bad } });
          const res = await call(agentFor(e), e, url);
          if (res.status !== 404 || res.body?.error?.code !== 'not_found') wrong.push(`${domain}.${name} ${e.method} ${url} → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when an id in the query or the body is out of range or not plain digits, then 400 validation (never 404 or 500) and nothing changes', async () => {
    const s = await quoted();
    const before = await bidRow(ctx, s.bidId);
    const requestBefore = await requestRow(s.requestId);
    const asJson = (bad: string): unknown => (/^-?\d+$/.test(bad) ? Number(bad) : bad);
    const wrong: string[] = [];
    const check = (what: string, res: request.Response) => {
      if (res.status !== 400 || res.body?.error?.code !== 'validation' || !HAN.test(res.body?.error?.message ?? '')) {
        wrong.push(`${what} → ${res.status} ${JSON.stringify(res.body?.error)}`);
      }
    };
    for (const bad of BAD_IDS) {
      check(`templates ?quote_service_id=${bad}`, await s.pro.agent.get(u(quoteTemplatesContract.list, { query: { quote_service_id: bad } })));
      check(`templates ?quote_category_id=${bad}`, await s.pro.agent.get(u(quoteTemplatesContract.list, { query: { quote_category_id: bad } })));
      check(`conversation ?before_id=${bad}`, await s.consumer.agent.get(u(chatContract.conversation, { params: { bidId: s.bidId }, query: { before_id: bad } })));
      check(`notifications ?page=${bad}`, await s.consumer.agent.get(u(notificationsContract.list, { query: { page: bad } })));
      for (const value of [bad, asJson(bad)]) {
        const v = JSON.stringify(value);
        check(`preview_quote_fee quote_bid_id ${v}`, await s.pro.agent.post(u(bidsContract.previewFee)).send({ quote_bid_id: value }));
        check(`quote_bids/edit quote_bid_id ${v}`, await s.pro.agent.post(u(bidsContract.editQuoteByBody)).send({ ...flatQuote(1), quote_bid_id: value }));
        check(`quote_requests/edit quote_request_id ${v}`, await s.consumer.agent.post(u(requestsContract.editByBody)).send({ quote_request_id: value, description: 'x' }));
        check(`report quote_service_id ${v}`, await s.consumer.agent.post(u(reportsContract.add)).send({ type: 'service', quote_service_id: value, quote_report_topic_id: 9 }));
        check(`chat attachments [${v}]`, await s.consumer.agent.post(u(chatContract.send, { params: { bidId: s.bidId } })).send({ message: 'x', attachments: [value] }));
        check(`notifications ids [${v}]`, await s.consumer.agent.post(u(notificationsContract.markRead)).send({ ids: [value] }));
      }
    }
    expect(wrong).toEqual([]);
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await requestRow(s.requestId)).toEqual(requestBefore);
    expect(await countWhere('messages', 'quote_bid_id = $1', [s.bidId])).toBe(0);
    expect(await countWhere('quote_reports', 'user_id = $1', [s.consumer.user.id])).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('strict numbers', () => {
  it('when a quote price is a boolean, hex, exponent, fraction, empty or a list, then 422 invalid_price or 400 and neither the bid nor the wallet changes', async () => {
    const s = await setup();
    const before = await bidRow(ctx, s.bidId);
    const url = u(bidsContract.sendQuote, { params: { id: s.bidId } });
    for (const price of [true, '0x10', '1e3', '12.5', 12.5, '', [], [800], { value: 800 }, ' ', '８００', 'NaN', null]) {
      const res = await s.pro.agent.post(url).send({ rating_type: 'flat', price });
      expect({ price, status: [400, 422].includes(res.status), code: ['invalid_price', 'validation'].includes(res.body?.error?.code) }).toEqual({ price, status: true, code: true });
      expectError(res, res.status);
    }
    for (const price of ['true', '0x10', '1e3', '12.5', '']) {
      const res = await s.pro.agent.post(url).type('form').send(`rating_type=flat&price=${encodeURIComponent(price)}`);
      expect({ price, status: res.status, code: res.body?.error?.code }).toEqual({ price, status: 422, code: 'invalid_price' });
    }
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await balanceOf(s.pro.user.id)).toBe(500);

    const digits = await s.pro.agent.post(url).send({ rating_type: 'flat', price: '800' });
    expect(digits.status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 800 });
    const number = await s.pro.agent.post(url).send({ rating_type: 'flat', price: 950 });
    expect(number.status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ flat_rate_at: 950 });
    expect(await balanceOf(s.pro.user.id)).toBe(500 - cat.fee);
  });

  it('when a quote is sent as an urlencoded form, then price=800&rating_type=flat is accepted', async () => {
    const s = await setup();
    const res = await s.pro.agent.post(u(bidsContract.sendQuote, { params: { id: s.bidId } })).type('form').send('price=800&rating_type=flat&price_note=%E5%8C%85%E5%B7%A5');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ rating_type: 'flat', flat_rate_at: 800, price_note: '包工' });
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 800 });
  });

  it("when a review's score is true, 0 or a fraction, then 400 or 422 rating_is_zero and no review is stored; '5' as digits works", async () => {
    const s = await completed();
    const url = u(bidsContract.review, { params: { id: s.bidId } });
    const ratingBefore = await ctx.deps.db.one('SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1', [s.pro.serviceId]);

    expectError(await s.consumer.agent.post(url).send({ score: true }), 400, 'validation');
    expectError(await s.consumer.agent.post(url).send({ score: '4.5' }), 400, 'validation');
    expectError(await s.consumer.agent.post(url).send({ score: 6 }), 400, 'validation');
    expectError(await s.consumer.agent.post(url).send({ score: 0 }), 422, 'rating_is_zero', 'rating_is_zero');
    expectError(await s.consumer.agent.post(url).type('form').send('score=0'), 422, 'rating_is_zero');
    expect(await countWhere('reviews', 'quote_bid_id = $1', [s.bidId])).toBe(0);
    expect(await ctx.deps.db.one('SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1', [s.pro.serviceId])).toEqual(ratingBefore);

    const ok = await s.consumer.agent.post(url).send({ score: '5', note: 'Great' });
    expect(ok.status).toBe(200);
    expect(await ctx.deps.db.one('SELECT score, note FROM reviews WHERE quote_bid_id = $1', [s.bidId])).toEqual({ score: 5, note: 'Great' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('coverage of this suite', () => {
  it('when the suite has run, then it called endpoints of every domain of API_CONTRACTS (system, wallet and verification included)', async () => {
    // A few reads of the domains the tests above do not otherwise reach with a session.
    const user = await signUp(ctx);
    expect((await request(ctx.sifu.handler).get(u(systemContract.openapi))).status).toBe(200);
    expect((await user.agent.get(u(walletContract.balance))).status).toBe(200);
    expectError(await user.agent.post(u(verificationContract.sendCode)).send({ phone: '12\u0000' }), 400, 'validation', 'invalid_characters');
    expect((await request(ctx.sifu.handler).get(u(reviewsContract.recent))).status).toBe(200);
    const domainsCalled = new Set(allEndpoints().filter(({ endpoint }) => exercised.has(endpoint)).map((d) => d.domain));
    expect([...domainsCalled].sort()).toEqual((Object.keys(API_CONTRACTS) as ApiDomain[]).sort());
  });
});
