/** /ws end to end: authentication, message and status pushes, and fan-out between two instances through Redis. */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { accountsContract } from '@shared/api/accounts.contract';
import { bidsContract } from '@shared/api/bids.contract';
import { chatContract } from '@shared/api/chat.contract';
import { createApp } from '../../app';
import type { AppDeps } from '../../lib/app-deps';
import { createRedisBus, type RealtimeBus } from '../../lib/realtime';
import { createTestContext, type TestContext } from '../../test/test-app';
import { flatQuote, matchedLead } from '../../test/fixtures';
import { api } from '../../test/api';

let ctx: TestContext;
let server: http.Server;
let closeWs: () => Promise<void>;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  server = http.createServer(ctx.sifu.handler);
  closeWs = ctx.sifu.attachRealtime(server).close;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  await closeWs();
  await new Promise<void>((r) => server.close(() => r()));
  await ctx.close();
});

async function tokenOf(handler: http.RequestListener, username: string, password: string): Promise<string> {
  const res = await api(handler).call(accountsContract.login).set('X-Api-Key', 'sifu-web').send({ username, passwd: password });
  return res.body.data.session_id;
}

interface Client {
  ws: WebSocket;
  events: Array<Record<string, unknown>>;
  next(type: string, ms?: number): Promise<Record<string, unknown>>;
}

function connect(url: string, headers: Record<string, string> = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const events: Array<Record<string, unknown>> = [];
    const waiters: Array<{ type: string; resolve: (e: Record<string, unknown>) => void }> = [];
    ws.on('message', (raw) => {
      const e = JSON.parse(String(raw));
      events.push(e);
      for (const w of waiters.filter((x) => x.type === e.type)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    });
    const client: Client = {
      ws,
      events,
      next: (type, ms = 3000) =>
        new Promise((res, rej) => {
          const seen = events.find((e) => e.type === type);
          if (seen) {
            events.splice(events.indexOf(seen), 1);
            return res(seen);
          }
          const t = setTimeout(() => rej(new Error(`no ${type} event within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
          waiters.push({
            type,
            resolve: (e) => {
              clearTimeout(t);
              events.splice(events.indexOf(e), 1);
              res(e);
            },
          });
        }),
    };
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

describe('WebSocket /ws', () => {
  it('when no session is presented, then the socket is closed with 4401', async () => {
    const ws = new WebSocket(base);
    const code = await new Promise<number>((r) => ws.on('close', (c) => r(c)));
    expect(code).toBe(4401);
  });

  it('when a cross-site origin connects, then the upgrade is refused', async () => {
    const ws = new WebSocket(base, { headers: { Origin: 'https://evil.example' } });
    await expect(
      new Promise((resolve, reject) => {
        ws.on('open', resolve);
        ws.on('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('when the pro quotes and the consumer chats, then both sides get status, message, notification and unread-count events', async () => {
    const { pro, consumer, bidId } = await matchedLead(ctx);
    const proWs = await connect(`${base}?token=${await tokenOf(ctx.sifu.handler, pro.username, pro.password)}`);
    const consumerToken = await tokenOf(ctx.sifu.handler, consumer.username, consumer.password);
    const consumerWs = await connect(base, { Cookie: `session_token=${consumerToken}` });
    expect(await proWs.next('hello')).toEqual({ type: 'hello', user_id: pro.user.id });
    await consumerWs.next('hello');

    await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
    expect(await consumerWs.next('bid_status')).toMatchObject({ quote_bid_id: bidId, quote_status_id: 2, action: 'rating' });
    expect(await consumerWs.next('notification')).toMatchObject({ notification: { type: 'new_quote', quote_bid_id: bidId } });

    await api(consumer.agent).call(chatContract.send, { params: { bidId }, body: { message: '幾時得閒？' } });
    expect(await proWs.next('message')).toMatchObject({ quote_bid_id: bidId, message: { message: '幾時得閒？', is_sender: false } });
    expect(await consumerWs.next('message')).toMatchObject({ message: { is_sender: true } });
    const counts = await proWs.next('unread_count');
    expect(counts).toMatchObject({ unread_messages: 1 });
    proWs.ws.send(JSON.stringify({ type: 'ping' }));
    expect(await proWs.next('pong')).toEqual({ type: 'pong' });
    proWs.ws.close();
    consumerWs.ws.close();
  });
});

async function redisReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
    s.setTimeout(500, () => {
      s.destroy();
      resolve(false);
    });
  });
}

describe('two instances through Redis', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('when a message is sent through instance A, then a socket on instance B receives it (skipped without Redis)', async () => {
    if (!(await redisReachable(url))) {
      console.warn(`Redis not reachable at ${url}: cross-instance test skipped`);
      return;
    }
    const busA: RealtimeBus = await createRedisBus(url);
    const busB: RealtimeBus = await createRedisBus(url);
    const depsA: AppDeps = { db: ctx.deps.db, env: ctx.deps.env, i18n: ctx.deps.i18n, realtime: busA };
    const depsB: AppDeps = { db: ctx.deps.db, env: ctx.deps.env, i18n: ctx.deps.i18n, realtime: busB };
    const a = await createApp(depsA);
    const b = await createApp(depsB);
    const serverB = http.createServer(b.handler);
    const wsB = b.attachRealtime(serverB);
    await new Promise<void>((r) => serverB.listen(0, '127.0.0.1', () => r()));
    try {
      const { pro, consumer, bidId } = await matchedLead(ctx);
      await api(pro.agent).call(bidsContract.sendQuote, { params: { id: bidId }, body: flatQuote() });
      const proToken = await tokenOf(a.handler, pro.username, pro.password);
      const client = await connect(`ws://127.0.0.1:${(serverB.address() as AddressInfo).port}/ws?token=${proToken}`);
      await client.next('hello');
      const consumerToken = await tokenOf(a.handler, consumer.username, consumer.password);
      const sent = await api(a.handler)
        .call(chatContract.send, { params: { bidId } })
        .set('X-Api-Key', 'sifu-web')
        .set('X-Session-Token', consumerToken)
        .send({ message: 'via A' });
      expect(sent.status).toBe(200);
      expect(await client.next('message', 5000)).toMatchObject({ quote_bid_id: bidId, message: { message: 'via A', is_sender: false } });
      client.ws.close();
    } finally {
      await wsB.close();
      await new Promise<void>((r) => serverB.close(() => r()));
      await depsA.background?.idle();
      await depsB.background?.idle();
      await busA.close();
      await busB.close();
    }
  });
});
