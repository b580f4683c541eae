/**
 * The API edge built from the contracts (server/middleware/api-endpoint.ts), with endpoints of every domain of
 * API_CONTRACTS (C.<domain>.<endpoint> below): the caller's *current* role, visitors, no body parsing before the caller
 * check, malformed bodies, out-of-range ids and strict numbers. Where a call must be refused, the database is checked
 * to be unchanged.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import request from 'supertest';
import { z } from 'zod';
import { API_CONTRACTS as C, allEndpoints } from '@shared/api/contracts';
import { urlOf, type EndpointDef } from '@shared/api/endpoint';
import { MAX_UPLOAD_BYTES, SESSION_COOKIE } from '@shared/domain/limits';
import { LOCALES_DIR } from '../config/paths';
import { setUpTestContext, signUp } from '../test/test-app';
import {
  bidFor,
  bidRow,
  createCatalog,
  setUpCatalog,
  createConsumer,
  createPro,
  createStaff,
  flatQuote,
  postRequest,
  requestBody,
} from '../test/fixtures';
import { PNG_1PX } from '../test/images';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx, { fee: 20 });

type Agent = Awaited<ReturnType<typeof signUp>>['agent'];
type Input = { params?: unknown; query?: unknown };

/** The endpoints this suite called, to check that every domain of API_CONTRACTS was sampled. */
const exercised = new Set<EndpointDef>();
/** urlOf(), remembering the endpoint. */
const u = (e: EndpointDef, input: Input = {}) => (exercised.add(e), urlOf(e, input));
const post = (agent: Agent, e: EndpointDef, input: Input = {}, body: object = {}) => agent.post(u(e, input)).send(body);
const call = (agent: Agent, e: EndpointDef, url: string) => (e.method === 'GET' ? agent.get(url) : agent.post(url).send({}));
const visitor = () => request.agent(ctx.sifu.handler);
const bidOf = (s: { bidId: number }) => ({ params: { id: s.bidId } });

const ZH = (JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'zh-HK', 'common.json'), 'utf8')) as { errors: Record<string, string> })
  .errors;
const HAN = /[\u3400-\u9fff]/;

/** The error envelope with a non-empty message translated into zh-HK (the default), optionally of a given key. */
function expectError(res: { status: number; body: unknown }, status: number, code?: string | number, messageKey?: string) {
  expect(res.status).toBe(status);
  const body = res.body as { error: { code: unknown; message: string } };
  expect(body).toMatchObject({ status: 'Error', error: { code: code ?? expect.anything(), message: expect.stringMatching(HAN) } });
  if (messageKey) expect(body.error.message).toBe(ZH[messageKey]);
}
/** The same check as a boolean, for sweeps that collect every mismatch. */
const isError = (res: request.Response, status: number, code?: string | number) =>
  res.status === status &&
  res.body?.status === 'Error' &&
  (code === undefined ? res.body.error?.code !== undefined : res.body.error?.code === code) &&
  HAN.test(res.body?.error?.message ?? '');

const balanceOf = async (userId: number) =>
  (await ctx.deps.db.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId]))!.balance;
const requestRow = async (id: number) => (await ctx.deps.db.one('SELECT * FROM quote_requests WHERE quote_request_id = $1', [id]))!;
const countWhere = async (table: string, where: string, args: unknown[] = []) =>
  (await ctx.deps.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, args))!.n;

/** A pro with a service (wallet 500), a consumer, a request and the pro's bid in Send (a fresh category each time). */
async function setup() {
  const c = await createCatalog(ctx, { fee: cat.fee });
  const [pro, consumer] = [await createPro(ctx, c), await createConsumer(ctx)];
  const { requestId, bids } = await postRequest(ctx, consumer, c);
  return { pro, consumer, requestId, bidId: bidFor(bids, pro.serviceId) };
}
async function step(agent: Agent, e: EndpointDef, bidId: number, body: object = {}) {
  const res = await post(agent, e, { params: { id: bidId } }, body);
  if (res.status !== 200) throw new Error(`${e.path} failed: ${res.status} ${JSON.stringify(res.body)}`);
}
async function quoted() {
  const s = await setup();
  await step(s.pro.agent, C.bids.sendQuote, s.bidId, flatQuote());
  return s;
}
async function switchRole(agent: Agent, role: 'consumer' | 'pro') {
  const res = await post(agent, C.accounts.switchRole, {}, { role });
  expect([res.status, res.body.data?.role]).toEqual([200, role]);
}
const HIRE = { date: '2030-01-20', time: '10:30' };

/** A `{param}` is numeric when its schema takes digits and refuses letters. */
const isNumericParam = (schema: z.ZodType) => schema.safeParse('7').success && !schema.safeParse('abc').success;
const shapeOf = (e: EndpointDef) => (e.params instanceof z.ZodObject ? (e.params.shape as Record<string, z.ZodType>) : {});
/** Path params that match the declaration: 1 for numeric ones, a plausible token for hashes and slugs. */
const plausibleParams = (e: EndpointDef) =>
  Object.fromEntries(
    [...e.path.matchAll(/\{(\w+)\}/g)].map(([, k]) => {
      const s = shapeOf(e)[k];
      const hex = '0123456789abcdef0123456789abcdef';
      return [k, s && isNumericParam(s) ? '1' : s?.safeParse(hex).success ? hex : 'abcdefgh12'];
    }),
  );

describe('the role at action time', () => {
  it('when a pro switched to the consumer role sends a quote, then 403 wrong_role and neither the bid nor the wallet changes; switching back lets the quote through', async () => {
    const s = await setup();
    const bidBefore = await bidRow(ctx, s.bidId);
    const ledgerBefore = await countWhere('wallet_transactions', 'user_id = $1', [s.pro.user.id]);
    await switchRole(s.pro.agent, 'consumer');
    expect((await ctx.deps.db.one('SELECT role FROM users WHERE id = $1', [s.pro.user.id]))!.role).toBe('consumer');
    const pro = [
      [C.bids.sendQuote, flatQuote()],
      [C.bids.editQuote, flatQuote(900)],
      [C.bids.toggleInterest, {}],
      [C.bids.pass, {}],
      [C.bids.favorite, { favorite: true }],
    ];
    for (const [e, body] of pro as Array<[EndpointDef, object]>)
      expectError(await post(s.pro.agent, e, bidOf(s), body), 403, 'wrong_role', 'wrong_role_pro');
    expectError(await post(s.pro.agent, C.bids.previewFee, {}, { quote_bid_id: s.bidId }), 403, 'wrong_role');
    expect(await bidRow(ctx, s.bidId)).toEqual(bidBefore);
    expect([await balanceOf(s.pro.user.id), await countWhere('wallet_transactions', 'user_id = $1', [s.pro.user.id])]).toEqual([
      500,
      ledgerBefore,
    ]);

    await switchRole(s.pro.agent, 'pro');
    expect((await post(s.pro.agent, C.bids.sendQuote, bidOf(s), flatQuote(850))).status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 850 });
    expect((await s.pro.agent.get(u(C.wallet.balance))).body.data.balance).toBe(500 - cat.fee);
  });

  it('when a consumer switched to the pro role hires, self-hires, rejects or reviews, then 403 wrong_role and the bid is unchanged; switching back makes them work', async () => {
    const s = await quoted();
    const before = await bidRow(ctx, s.bidId);
    await switchRole(s.consumer.agent, 'pro');
    const consumer = [
      [C.bids.hire, HIRE],
      [C.bids.selfHire, {}],
      [C.bids.reject, { requestor_note: 'too dear' }],
      [C.bids.undoReject, {}],
      [C.bids.review, { score: 5 }],
    ];
    for (const [e, body] of consumer as Array<[EndpointDef, object]>)
      expectError(await post(s.consumer.agent, e, bidOf(s), body), 403, 'wrong_role', 'wrong_role_consumer');
    expect([await bidRow(ctx, s.bidId), await countWhere('reviews', 'quote_bid_id = $1', [s.bidId])]).toEqual([before, 0]);

    await switchRole(s.consumer.agent, 'consumer');
    expect((await post(s.consumer.agent, C.bids.reject, bidOf(s), { requestor_note: 'too dear' })).status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ is_requestor_rejected: true, requestor_note: 'too dear' });
    expect((await post(s.consumer.agent, C.bids.undoReject, bidOf(s))).status).toBe(200);
    expect((await post(s.consumer.agent, C.bids.hire, bidOf(s), HIRE)).status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 3, is_requestor_rejected: false });
  });

  it('when role-bound endpoints of other domains are called in the wrong role, then 403 wrong_role and nothing is stored', async () => {
    const pro = await createPro(ctx, cat);
    const consumer = await createConsumer(ctx);
    expectError(
      await post(consumer.agent, C.quoteTemplates.add, {}, { display_name: 'x', quote_service_id: pro.serviceId, rating_type: 'onsite' }),
      403,
      'wrong_role',
      'wrong_role_pro',
    );
    expectError(await consumer.agent.get(u(C.quoteTemplates.list)), 403, 'wrong_role');
    expectError(await consumer.agent.get(u(C.bids.leads)), 403, 'wrong_role');
    expect(await countWhere('quote_templates', 'quote_service_id = $1', [pro.serviceId])).toBe(0);
    expectError(await post(pro.agent, C.requests.post, {}, requestBody(cat)), 403, 'wrong_role', 'wrong_role_consumer');
    expect(await countWhere('quote_requests', 'user_id = $1', [pro.user.id])).toBe(0);

    // The pro's own service, but in the consumer role: refused by role, not by ownership.
    const link = u(C.proServices.reviewLink, { params: { id: pro.serviceId } });
    expect((await pro.agent.get(link)).status).toBe(200);
    await switchRole(pro.agent, 'consumer');
    expectError(await pro.agent.get(link), 403, 'wrong_role', 'wrong_role_pro');
    await switchRole(pro.agent, 'pro');
    expect((await pro.agent.get(link)).status).toBe(200);
  });

  it("when someone else's bid, request or chat is addressed, then 404 (never 403) and nothing changes", async () => {
    const s = await quoted();
    const [other, otherConsumer] = [await createPro(ctx, cat), (await createConsumer(ctx)).agent];
    const otherPro = other.agent;
    const [bidBefore, requestBefore] = [await bidRow(ctx, s.bidId), await requestRow(s.requestId)];
    const [bid, chat, req] = [bidOf(s), { params: { bidId: s.bidId } }, { params: { id: s.requestId } }];
    const attempts: Array<[Agent, EndpointDef, Input, object?]> = [
      [otherPro, C.bids.sendQuote, bid, flatQuote(1)],
      [otherPro, C.bids.editQuote, bid, flatQuote(1)],
      [otherPro, C.bids.favorite, bid, { favorite: true }],
      [otherPro, C.bids.editQuoteByBody, {}, { ...flatQuote(1), quote_bid_id: s.bidId }],
      [otherPro, C.bids.previewFee, {}, { quote_bid_id: s.bidId }],
      [otherPro, C.bids.archive, bid],
      [otherPro, C.bids.pass, bid],
      [otherPro, C.bids.bid, bid],
      [otherPro, C.chat.send, chat, { message: 'hello' }],
      [otherPro, C.chat.conversation, chat],
      [otherPro, C.chat.markRead, chat],
      [otherConsumer, C.bids.hire, bid, HIRE],
      [otherConsumer, C.bids.reject, bid, { requestor_note: 'x' }],
      [otherConsumer, C.bids.selfHire, bid],
      [otherConsumer, C.bids.markRead, bid],
      [otherConsumer, C.bids.requestQuotes, req],
      [otherConsumer, C.requests.request, req],
      [otherConsumer, C.requests.edit, req, { description: 'mine now' }],
      [otherConsumer, C.requests.close, req],
      [otherConsumer, C.requests.archive, req],
      [otherConsumer, C.requests.copy, req],
      [otherConsumer, C.chat.send, chat, { message: 'hello' }],
      [otherConsumer, C.chat.canMessage, chat],
    ];
    for (const [agent, e, input, body] of attempts) {
      const res = e.method === 'GET' ? await agent.get(u(e, input)) : await post(agent, e, input, body);
      expect({ url: u(e, input), status: res.status, code: res.body?.error?.code }).toEqual({
        url: u(e, input),
        status: 404,
        code: 'not_found',
      });
    }
    expect([await bidRow(ctx, s.bidId), await requestRow(s.requestId)]).toEqual([bidBefore, requestBefore]);
    expect([await countWhere('messages', 'quote_bid_id = $1', [s.bidId]), await balanceOf(other.user.id)]).toEqual([0, 500]);
  });
});

describe('visitors and unknown sessions', () => {
  const guarded = allEndpoints().filter(({ endpoint: e }) => e.access !== 'visitor');

  it('when a visitor calls any endpoint that is not open to visitors, then 401 with the envelope, and nothing is stored', async () => {
    expect(guarded.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of guarded) {
      const res = await call(visitor(), e, u(e, { params: plausibleParams(e) }));
      if (!isError(res, 401, 'invalid_token')) wrong.push(`${domain}.${name} ${e.method} ${e.path} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
    const s = await quoted();
    const before = await bidRow(ctx, s.bidId);
    expectError(await post(visitor(), C.bids.hire, bidOf(s), HIRE), 401, 'invalid_token', 'invalid_token');
    expectError(await post(visitor(), C.chat.send, { params: { bidId: s.bidId } }, { message: 'hi' }), 401, 'invalid_token');
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await countWhere('messages', 'quote_bid_id = $1', [s.bidId])).toBe(0);
  });

  it('when the session cookie is unknown, then every guarded endpoint answers 403 invalid_token, and so does the session read', async () => {
    const cookie = `${SESSION_COOKIE}=${crypto.randomBytes(32).toString('base64url')}`;
    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of guarded) {
      const url = u(e, { params: plausibleParams(e) });
      const res =
        e.method === 'GET' ? await visitor().get(url).set('Cookie', cookie) : await visitor().post(url).set('Cookie', cookie).send({});
      if (!isError(res, 403, 'invalid_token'))
        wrong.push(`${domain}.${name} ${e.method} ${e.path} → ${res.status} ${res.body?.error?.code}`);
    }
    expect(wrong).toEqual([]);
    expectError(await visitor().get(u(C.accounts.session)).set('Cookie', cookie), 403, 'invalid_token', 'invalid_token');
    expect((await visitor().get(u(C.accounts.session))).body).toEqual({ status: 'Success', data: null });
  });
});

describe('no multipart parsing before the caller check', () => {
  const MB = 1024 * 1024;
  const CHUNK = Buffer.alloc(MB, 0x61);
  /** status, body and error before any response; `sentAtResponse`: bytes handed to the socket when the response came. */
  type Outcome = { status?: number; body?: string; errorBeforeResponse?: string; sentAtResponse?: number };

  /**
   * Streams a ~100 MB multipart body (one file part: the same 1 MB chunk 100 times, never 100 MB in memory) with node:http
   * through a keep-alive agent, as browsers connect, and resolves once the response is read and the body was sent in full
   * or cut off. A reset after the response is fine; one before it is recorded as `errorBeforeResponse`.
   */
  async function send(port: number, urlPath: string, o: { cookie?: string; declareLength: boolean }): Promise<Outcome> {
    const b = `----sifu${crypto.randomBytes(8).toString('hex')}`;
    const [head, tail] = [`--${b}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`, `\r\n--${b}--\r\n`].map(
      (p) => Buffer.from(p),
    );
    let sent = 0;
    const stream = Readable.from(
      (function* body() {
        for (const p of [head, ...Array<Buffer>(100).fill(CHUNK), tail]) yield ((sent += p.length), p);
      })(),
    );
    const headers: Record<string, string | number> = {
      'Content-Type': `multipart/form-data; boundary=${b}`,
      ...(o.cookie ? { Cookie: o.cookie } : {}),
    };
    if (o.declareLength) headers['Content-Length'] = head.length + 100 * MB + tail.length;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: urlPath, headers, agent });
    const out: Outcome = {};
    const response = new Promise<void>((resolve) => {
      req.on('response', (res: http.IncomingMessage) => {
        [out.status, out.sentAtResponse] = [res.statusCode, sent];
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c)).on('close', () => resolve(void (out.body = Buffer.concat(chunks).toString('utf8'))));
      });
      // A response already on its way gets 200 ms to arrive after a reset.
      req.on(
        'error',
        (err: Error) => (
          stream.destroy(),
          (out.errorBeforeResponse ??= out.status === undefined ? err.message : undefined),
          setTimeout(resolve, 200)
        ),
      );
    });
    const transfer = new Promise((resolve) => req.on('finish', resolve).on('close', resolve));
    stream.on('error', () => undefined).pipe(req);
    const timeout = new Promise((resolve) => setTimeout(resolve, 25_000).unref());
    await Promise.race([Promise.all([response, transfer]), timeout]);
    req.destroy();
    agent.destroy();
    return out.status === undefined ? { ...out, errorBeforeResponse: out.errorBeforeResponse ?? 'no response' } : out;
  }

  /** Runs the sends in parallel against a listening server (after one warm-up); returns the outcomes and the peak RSS growth. */
  async function measured(sends: (port: number) => Array<Promise<Outcome>>) {
    const server = http.createServer(ctx.sifu.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    await send(port, u(C.accounts.login), { declareLength: true });
    let peak = process.memoryUsage().rss;
    const [start, sampler] = [peak, setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)];
    try {
      const outcomes = await Promise.all(sends(port));
      return { outcomes, grownBytes: Math.max(peak, process.memoryUsage().rss) - start };
    } finally {
      clearInterval(sampler);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  /** A 4xx with the translated envelope, answered before the client had sent 20 MB of the body. */
  function expectRefusedEarly(o: Outcome, statuses: readonly number[]) {
    expect([o.errorBeforeResponse, statuses.includes(o.status!)]).toEqual([undefined, true]);
    expect(JSON.parse(o.body ?? '{}')).toMatchObject({ status: 'Error', error: { message: expect.stringMatching(HAN) } });
    expect(o.sentAtResponse).toBeLessThan(20 * MB);
  }

  type Target = [path: string, opts: { cookie?: string; declareLength: boolean }, statuses: readonly number[]];
  // The unknown path is the edge under test (no declaration answers it), so it is written out.
  const [login, markRead, unknown] = [u(C.accounts.login), u(C.chat.markRead, { params: { bidId: 1 } }), '/api/no_such_endpoint/at/all'];
  it.each<[string, (cookie: string) => Target[]]>([
    [
      'with a declared length hit login, a no-file endpoint with a session and an unknown path',
      (cookie) => [
        [login, { declareLength: true }, [413]],
        [markRead, { cookie, declareLength: true }, [413]],
        [unknown, { declareLength: true }, [404]],
      ],
    ],
    [
      'sent chunked (no declared length) hit login, a no-file endpoint with a session and an unknown path',
      (cookie) => [
        [login, { declareLength: false }, [400, 413]],
        [markRead, { cookie, declareLength: false }, [400, 413]],
        [unknown, { declareLength: false }, [404]],
      ],
    ],
    [
      'from a visitor hit endpoints that accept files or need a user',
      () => [
        [u(C.attachments.upload), { declareLength: false }, [401]],
        [u(C.chat.send, { params: { bidId: 1 } }), { declareLength: true }, [401]],
        [u(C.requests.edit, { params: { id: 1 } }), { declareLength: false }, [401]],
      ],
    ],
  ])(
    'when three ~100 MB multipart bodies %s at once, then each is refused with a 4xx before the body is read, and memory stays flat',
    async (_what, targets) => {
      const { username, password } = await signUp(ctx);
      const res = await visitor().post(login).send({ username, passwd: password });
      const cookie = ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
        .split(';')[0];
      const { outcomes, grownBytes } = await measured((port) => targets(cookie).map(([p, o]) => send(port, p, o)));
      targets(cookie).forEach(([, , statuses], i) => expectRefusedEarly(outcomes[i], statuses));
      expect(grownBytes).toBeLessThan(20 * MB);
    },
  );

  it('when a file is sent to an endpoint that takes no files, then 400 code 2 files_not_accepted and nothing is stored', async () => {
    const s = await quoted();
    expectError(
      await s.consumer.agent.post(u(C.chat.markRead, { params: { bidId: s.bidId } })).attach('file', PNG_1PX, 'a.png'),
      400,
      2,
      'files_not_accepted',
    );
    const edit = s.consumer.agent
      .post(u(C.requests.edit, { params: { id: s.requestId } }))
      .field('description', 'with a file')
      .attach('photo', PNG_1PX, 'a.png');
    expectError(await edit, 400, 2, 'files_not_accepted');
    expect(await countWhere('attachments', 'user_id = $1', [s.consumer.user.id])).toBe(0);
    expect((await requestRow(s.requestId)).description).not.toBe('with a file');
  });

  it('when more files than declared are uploaded, then 400 code 2 too_many_files; a file of 10,000,000 bytes is 413 code 2; nothing is stored', async () => {
    const user = await signUp(ctx);
    let many = user.agent.post(u(C.attachments.upload));
    for (let i = 0; i <= C.attachments.upload.files.max; i++) many = many.attach('file', PNG_1PX, `f${i}.png`);
    expectError(await many, 400, 2, 'too_many_files');
    expect(MAX_UPLOAD_BYTES).toBe(10_000_000);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(MAX_UPLOAD_BYTES - PNG_1PX.length)]);
    expectError(await user.agent.post(u(C.attachments.upload)).attach('file', big, 'big.png'), 413, 2, 'file_too_large');
    expect(await countWhere('attachments', 'user_id = $1', [user.user.id])).toBe(0);
    expect((await user.agent.post(u(C.attachments.upload)).attach('file', big.subarray(0, MAX_UPLOAD_BYTES - 1), 'ok.png')).status).toBe(
      200,
    );
  });
});

describe('malformed bodies are 400, never 500', () => {
  const [B, JSON_TYPE, FORM] = ['sifuBoundary7d1', 'application/json', 'application/x-www-form-urlencoded'];
  const MP = `multipart/form-data; boundary=${B}`;
  const part = (disposition: string, value: string, end = `\r\n--${B}--\r\n`) =>
    Buffer.from(`--${B}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}${end}`, 'latin1');
  const withFile = (name: string) =>
    Buffer.concat([part(`name="file"; filename="${name}"\r\nContent-Type: image/png`, '', ''), PNG_1PX, Buffer.from(`\r\n--${B}--\r\n`)]);
  /** [what, content type, body, only for endpoints that take files] */
  const cases: Array<[string, string, Buffer | string, boolean?]> = [
    ['a truncated multipart part', MP, part('name="message"', 'hel', '')],
    ['a truncated multipart file', MP, part('name="file"; filename="a.png"\r\nContent-Type: image/png', '\x89PNG\r\n', '')],
    ['garbage with a multipart type and boundary', MP, crypto.randomBytes(2048)],
    ['a multipart body without boundary', 'multipart/form-data', part('name="message"', 'hello')],
    ['a NUL in a multipart field name', MP, part('name="mess\u0000age"', 'hello')],
    ['a NUL in a multipart field value', MP, part('name="message"', 'hel\u0000lo')],
    ['a NUL in a file name', MP, withFile('a\u0000.png'), true],
    ['invalid JSON', JSON_TYPE, '{"message": "hello", '],
    ['a JSON array', JSON_TYPE, '["hello", 1]'],
    ['an empty JSON array', JSON_TYPE, '[]'],
    ['a JSON string', JSON_TYPE, '"hello"'],
    ['a JSON number', JSON_TYPE, '42'],
    ['a JSON null', JSON_TYPE, 'null'],
    ['a NUL in a JSON key', JSON_TYPE, '{"mess\\u0000age": "hello", "username": "a", "passwd": "b"}'],
    ['a NUL in a JSON value', JSON_TYPE, '{"message": "he\\u0000llo", "username": "a\\u0000", "passwd": "b"}'],
    ['urlencoded with a NUL', FORM, 'message=he%00llo&username=a%00b&passwd=x'],
    ['urlencoded with a NUL in a key', FORM, 'mess%00age=hello&username%00=a&passwd=x'],
  ];

  it('when malformed bodies are sent to uploads, chat, reports, phone codes, login, partner sessions, contact and events, then each is 400 with a translated envelope and nothing is stored', async () => {
    const s = await quoted();
    const targets: Array<[EndpointDef, Input, Agent?]> = [
      [C.attachments.upload, {}, s.consumer.agent],
      [C.chat.send, { params: { bidId: s.bidId } }, s.consumer.agent],
      [C.reports.add, {}, s.consumer.agent],
      [C.verification.sendCode, {}, s.consumer.agent],
      [C.accounts.login, {}],
      [C.partnerSessions.exchange, {}],
      [C.content.contact, {}],
      [C.events.record, {}],
    ];
    const eventsBefore = await countWhere('page_view_events', 'true');
    const wrong: string[] = [];
    for (const [e, input, agent] of targets) {
      for (const [what, type, body] of cases.filter((c) => !c[3] || e.files)) {
        const res = await (agent ?? visitor()).post(u(e, input)).set('Content-Type', type).send(body);
        if (!isError(res, 400)) wrong.push(`${e.path} with ${what} → ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    const [uploads, messages, reports, codes] = await Promise.all(
      [
        ['attachments', 'user_id'],
        ['messages', 'sender_id'],
        ['quote_reports', 'user_id'],
        ['phone_verifications', 'user_id'],
      ].map(([table, col]) => countWhere(table, `${col} = $1`, [s.consumer.user.id])),
    );
    const stored = {
      uploads,
      messages,
      reports,
      codes,
      contact: await countWhere('contact_messages', 'true'),
      events: await countWhere('page_view_events', 'true'),
      partnerLinks: await countWhere('partner_identities', 'true'),
    };
    expect(stored).toEqual({ uploads: 0, messages: 0, reports: 0, codes: 0, contact: 0, events: eventsBefore, partnerLinks: 0 });
  });

  it('when a NUL is in the path or the query, then 400 invalid_characters (catalog, content, site, hiring guide, pros, reviews, search, near me, price guide, system, payment limits, e-mailed links)', async () => {
    for (const url of [
      `${u(C.catalog.genres)}?lng=zh-HK%00`,
      `${u(C.content.list)}?kind=guide%00`,
      `${u(C.proServices.list)}?q=a%00b`,
      `${u(C.system.openapi)}?v=%00`,
      `${u(C.reviews.recent)}?category=a%00`,
      `${u(C.search.suggest)}?q=a%00b`,
      `${u(C.nearMe.district, { params: { slug: 'plumbing', district: 'sha-tin' } })}?lng=en-HK%00`,
      u(C.nearMe.region, { params: { slug: 'plumb\u0000ing', region: 'kowloon' } }),
      u(C.priceGuide.report, { params: { slug: 'plumb\u0000ing' } }),
      u(C.catalog.category, { params: { slug: 'plumb\u0000ing' } }),
      u(C.content.page, { params: { slug: 'about\u0000' } }),
      u(C.site.page, { params: { slug: 'about\u0000' } }),
      u(C.hiringGuide.guide, { params: { slug: 'plumb\u0000ing' } }),
      `${u(C.chargeConfigs.chargeConfigs)}?v=%00`,
      u(C.hashLinks.requestByHash, { params: { hash: 'ab\u0000cd' } }),
      u(C.hashLinks.quoteByHash, { params: { hash: 'ab\u0000cd' } }),
      `${u(C.partners.search, { params: { slug: 'fet' } })}?lng=zh-HK&q=a%00b`,
    ]) {
      expectError(await visitor().get(url), 400, 'validation', 'invalid_characters');
    }
  });
});

describe('out-of-range ids', () => {
  const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1e3'];

  it('when a numeric path parameter is out of range or not plain digits, then every endpoint answers 400 validation (never 500)', async () => {
    const [pro, consumer, operator] = [(await createPro(ctx, cat)).agent, (await createConsumer(ctx)).agent, await createStaff(ctx)];
    const agentFor = (e: EndpointDef) =>
      e.access === 'visitor' ? visitor() : e.access === 'pro' ? pro : e.access === 'operator' ? operator.agent : consumer;
    const withNumeric = allEndpoints().filter(({ endpoint: e }) => Object.values(shapeOf(e)).some(isNumericParam));
    expect(withNumeric.map((d) => d.domain)).toEqual(
      expect.arrayContaining(['bids', 'chat', 'requests', 'quoteTemplates', 'attachments', 'proServices', 'reviews']),
    );
    const wrong: string[] = [];
    for (const { domain, name, endpoint: e } of withNumeric) {
      for (const key of Object.keys(shapeOf(e)).filter((k) => isNumericParam(shapeOf(e)[k]))) {
        for (const bad of BAD_IDS) {
          const url = u(e, { params: { ...plausibleParams(e), [key]: bad } });
          const res = await call(agentFor(e), e, url);
          if (!isError(res, 400, 'validation')) wrong.push(`${domain}.${name} ${e.method} ${url} → ${res.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('when an id in the query or the body is out of range or not plain digits, then 400 validation (never 404 or 500) and nothing changes', async () => {
    const s = await quoted();
    const [bidBefore, requestBefore] = [await bidRow(ctx, s.bidId), await requestRow(s.requestId)];
    const [chat, pro, consumer] = [{ params: { bidId: s.bidId } }, s.pro.agent, s.consumer.agent];
    const wrong: string[] = [];
    const check = (what: string, res: request.Response) =>
      void (isError(res, 400, 'validation') || wrong.push(`${what} → ${res.status} ${JSON.stringify(res.body?.error)}`));
    for (const bad of BAD_IDS) {
      check(`templates ?quote_service_id=${bad}`, await pro.get(u(C.quoteTemplates.list, { query: { quote_service_id: bad } })));
      check(`templates ?quote_category_id=${bad}`, await pro.get(u(C.quoteTemplates.list, { query: { quote_category_id: bad } })));
      check(`conversation ?before_id=${bad}`, await consumer.get(u(C.chat.conversation, { ...chat, query: { before_id: bad } })));
      check(`notifications ?page=${bad}`, await consumer.get(u(C.notifications.list, { query: { page: bad } })));
      // As a string and, where JSON can say it, as a number (99999999999999999999 arrives as 1e20).
      for (const v of /^-?\d+$/.test(bad) ? [bad, Number(bad)] : [bad]) {
        check(`preview fee ${v}`, await post(pro, C.bids.previewFee, {}, { quote_bid_id: v }));
        check(`quote_bids/edit ${v}`, await post(pro, C.bids.editQuoteByBody, {}, { ...flatQuote(1), quote_bid_id: v }));
        check(`quote_requests/edit ${v}`, await post(consumer, C.requests.editByBody, {}, { quote_request_id: v, description: 'x' }));
        check(`report ${v}`, await post(consumer, C.reports.add, {}, { type: 'service', quote_service_id: v, quote_report_topic_id: 9 }));
        check(`chat attachments ${v}`, await post(consumer, C.chat.send, chat, { message: 'x', attachments: [v] }));
        check(`notification ids ${v}`, await post(consumer, C.notifications.markRead, {}, { ids: [v] }));
      }
    }
    expect(wrong).toEqual([]);
    expect([await bidRow(ctx, s.bidId), await requestRow(s.requestId)]).toEqual([bidBefore, requestBefore]);
    expect([
      await countWhere('messages', 'quote_bid_id = $1', [s.bidId]),
      await countWhere('quote_reports', 'user_id = $1', [s.consumer.user.id]),
    ]).toEqual([0, 0]);
  });
});

describe('strict numbers', () => {
  it('when a quote price is a boolean, hex, exponent, fraction, empty or a list, then 422 invalid_price or 400 and neither the bid nor the wallet changes; digits, numbers and a form body work', async () => {
    const s = await setup();
    const before = await bidRow(ctx, s.bidId);
    for (const price of [true, '0x10', '1e3', '12.5', 12.5, '', [], [800], { value: 800 }, ' ', '８００', 'NaN', null]) {
      const res = await post(s.pro.agent, C.bids.sendQuote, bidOf(s), { rating_type: 'flat', price });
      expect({ price, refused: isError(res, 422, 'invalid_price') || isError(res, 400, 'validation') }).toEqual({ price, refused: true });
    }
    for (const price of ['true', '0x10', '1e3', '12.5', '']) {
      const res = await s.pro.agent
        .post(u(C.bids.sendQuote, bidOf(s)))
        .type('form')
        .send(`rating_type=flat&price=${encodeURIComponent(price)}`);
      expect({ price, status: res.status, code: res.body?.error?.code }).toEqual({ price, status: 422, code: 'invalid_price' });
    }
    expect(await bidRow(ctx, s.bidId)).toEqual(before);
    expect(await balanceOf(s.pro.user.id)).toBe(500);

    expect((await post(s.pro.agent, C.bids.sendQuote, bidOf(s), { rating_type: 'flat', price: '800' })).status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 800 });
    expect((await post(s.pro.agent, C.bids.editQuote, bidOf(s), { rating_type: 'flat', price: 950 })).status).toBe(200);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ flat_rate_at: 950 });
    const form = await s.pro.agent
      .post(u(C.bids.editQuote, bidOf(s)))
      .type('form')
      .send('price=800&rating_type=flat&price_note=%E5%8C%85%E5%B7%A5');
    expect([form.status, form.body.data?.rating_type, form.body.data?.price_note]).toEqual([200, 'flat', '包工']);
    expect(await bidRow(ctx, s.bidId)).toMatchObject({ quote_status_id: 2, flat_rate_at: 800, price_note: '包工' });
    expect(await balanceOf(s.pro.user.id)).toBe(500 - cat.fee);
  });

  it("when a review's score is true, a fraction, 6 or 0, then 400 or 422 rating_is_zero and no review is stored; '5' as digits works", async () => {
    const s = await quoted();
    await step(s.consumer.agent, C.bids.hire, s.bidId, HIRE);
    await step(s.pro.agent, C.bids.complete, s.bidId);
    const service = () => ctx.deps.db.one('SELECT rating, review_count FROM quote_services WHERE quote_service_id = $1', [s.pro.serviceId]);
    const serviceBefore = await service();
    for (const score of [true, '4.5', 6]) expectError(await post(s.consumer.agent, C.bids.review, bidOf(s), { score }), 400, 'validation');
    expectError(await post(s.consumer.agent, C.bids.review, bidOf(s), { score: 0 }), 422, 'rating_is_zero', 'rating_is_zero');
    expectError(
      await s.consumer.agent
        .post(u(C.bids.review, bidOf(s)))
        .type('form')
        .send('score=0'),
      422,
      'rating_is_zero',
    );
    expect(await countWhere('reviews', 'quote_bid_id = $1', [s.bidId])).toBe(0);
    expect(await service()).toEqual(serviceBefore);

    expect((await post(s.consumer.agent, C.bids.review, bidOf(s), { score: '5', note: 'Great' })).status).toBe(200);
    expect(await ctx.deps.db.one('SELECT score, note FROM reviews WHERE quote_bid_id = $1', [s.bidId])).toEqual({
      score: 5,
      note: 'Great',
    });
  });
});

describe('coverage of this suite', () => {
  it('when the suite has run, then it called endpoints of every domain of API_CONTRACTS', () => {
    expect(
      new Set(
        allEndpoints()
          .filter(({ endpoint }) => exercised.has(endpoint))
          .map((d) => d.domain),
      ),
    ).toEqual(new Set(Object.keys(C)));
  });
});
