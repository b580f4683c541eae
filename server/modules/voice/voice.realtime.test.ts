/**
 * Voice over /ws end to end (docs/decisions/0039): presence from open sockets, ringing, signalling relayed only between
 * the parties of an answered call, liveness, and both through a second instance with Redis (bus and presence).
 */
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { Redis } from 'ioredis';
import { accountsContract } from '@shared/api/accounts.contract';
import { voiceContract } from '@shared/api/voice.contract';
import { createApp, type SifuApp } from '../../app';
import type { AppDeps } from '../../lib/app-deps';
import { createRedisBus } from '../../lib/realtime';
import { createRedisPresence } from '../../lib/presence';
import { setUpTestContext } from '../../test/test-app';
import { quotedLead } from '../../test/fixtures';
import { api } from '../../test/api';

const ctx = setUpTestContext();

interface Client {
  ws: WebSocket;
  next(type: string, ms?: number): Promise<Record<string, unknown>>;
  /** Frames of `type` received so far (without waiting). */
  seen(type: string): Array<Record<string, unknown>>;
  send(frame: object): void;
}

function connect(url: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    const events: Array<Record<string, unknown>> = [];
    const waiters: Array<{ type: string; resolve: (e: Record<string, unknown>) => void }> = [];
    ws.on('message', (raw) => {
      const e = JSON.parse(String(raw)) as Record<string, unknown>;
      const w = waiters.find((x) => x.type === e.type);
      if (w) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      } else events.push(e);
    });
    const client: Client = {
      ws,
      seen: (type) => events.filter((e) => e.type === type),
      send: (frame) => ws.send(JSON.stringify(frame)),
      next: (type, ms = 4000) =>
        new Promise((res, rej) => {
          const had = events.find((e) => e.type === type);
          if (had) return res(events.splice(events.indexOf(had), 1)[0]!);
          const t = setTimeout(() => rej(new Error(`no ${type} within ${ms} ms; got ${JSON.stringify(events)}`)), ms);
          waiters.push({ type, resolve: (e) => (clearTimeout(t), res(e)) });
        }),
    };
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

async function serve(app: SifuApp) {
  const server = http.createServer(app.handler);
  const rt = app.attachRealtime(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`,
    close: async () => {
      await rt.close();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function tokenOf(handler: http.RequestListener, who: { username: string; password: string }): Promise<string> {
  const res = await api(handler)
    .call(accountsContract.login)
    .set('X-Api-Key', 'sifu-web')
    .send({ username: who.username, passwd: who.password });
  return res.body.data.session_id;
}

/** A voice call through `handler` with the session of `token`. */
const viaApi = (handler: http.RequestListener, token: string) => ({
  start: (bidId: number) =>
    api(handler).call(voiceContract.start).set('X-Api-Key', 'sifu-web').set('X-Session-Token', token).send({ quote_bid_id: bidId }),
  answer: (id: number) =>
    api(handler).call(voiceContract.answer, { params: { id } }).set('X-Api-Key', 'sifu-web').set('X-Session-Token', token),
  hangup: (id: number) =>
    api(handler).call(voiceContract.hangup, { params: { id } }).set('X-Api-Key', 'sifu-web').set('X-Session-Token', token),
});

const OFFER = { type: 'call_signal', signal: { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('voice over /ws on one instance', () => {
  it('when the callee has a socket, then the call rings on it; signals flow only after the answer, only between the parties', async () => {
    const one = await serve(ctx.sifu);
    try {
      const { pro, consumer, bidId } = await quotedLead(ctx);
      const [proToken, consumerToken] = [await tokenOf(ctx.sifu.handler, pro), await tokenOf(ctx.sifu.handler, consumer)];
      const proApi = viaApi(ctx.sifu.handler, proToken);
      expect((await proApi.start(bidId)).body.error.code).toBe('voice_offline');

      const callee = await connect(`${one.url}?token=${consumerToken}`);
      const caller = await connect(`${one.url}?token=${proToken}`);
      await Promise.all([callee.next('hello'), caller.next('hello')]);
      const call = (await proApi.start(bidId)).body.data;
      expect(await callee.next('call_incoming')).toMatchObject({
        call: { id: call.id, status: 'ringing', is_caller: false, other_name: '測試水喉' },
      });

      // Before the answer nothing is relayed (no candidate with an address reaches a callee who has not answered).
      caller.send({ ...OFFER, call_id: call.id });
      await settle();
      expect(callee.seen('call_signal')).toEqual([]);

      await viaApi(ctx.sifu.handler, consumerToken).answer(call.id);
      expect(await caller.next('call_update')).toMatchObject({ call: { id: call.id, status: 'ringing' } });
      expect(await caller.next('call_update')).toMatchObject({ call: { id: call.id, status: 'answered' } });
      caller.send({ ...OFFER, call_id: call.id });
      expect(await callee.next('call_signal')).toEqual({ type: 'call_signal', call_id: call.id, signal: OFFER.signal });
      callee.send({
        type: 'call_signal',
        call_id: call.id,
        signal: { kind: 'candidate', candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0' },
      });
      expect(await caller.next('call_signal')).toMatchObject({ signal: { kind: 'candidate', sdpMid: '0' } });

      // call_alive moves the sender's liveness; invalid frames are dropped without closing the socket.
      await ctx.deps.db.query("UPDATE voice_calls SET callee_alive_at = now() - interval '40 seconds' WHERE id = $1", [call.id]);
      callee.send({ type: 'call_alive', call_id: call.id });
      callee.send({ type: 'call_signal', call_id: call.id, signal: { kind: 'offer', sdp: 'x'.repeat(13_000) } });
      await settle();
      const row = await ctx.deps.db.one<{ s: number }>(
        'SELECT extract(epoch FROM now() - callee_alive_at)::int AS s FROM voice_calls WHERE id = $1',
        [call.id],
      );
      expect(row!.s).toBeLessThan(5);
      expect(caller.seen('call_signal')).toEqual([]);

      // A stranger's signal and a finished call's signal are dropped.
      const stranger = await quotedLead(ctx);
      const strangerWs = await connect(`${one.url}?token=${await tokenOf(ctx.sifu.handler, stranger.pro)}`);
      await strangerWs.next('hello');
      strangerWs.send({ ...OFFER, call_id: call.id });
      await proApi.hangup(call.id);
      await callee.next('call_update');
      callee.send({ ...OFFER, call_id: call.id });
      await settle();
      expect(caller.seen('call_signal')).toEqual([]);
      expect(callee.seen('call_signal')).toEqual([]);

      // Closing the callee's last socket takes them offline.
      callee.ws.close();
      await settle();
      expect((await proApi.start(bidId)).body.error.code).toBe('voice_offline');
      for (const c of [caller, strangerWs]) c.ws.close();
    } finally {
      await one.close();
    }
  });
});

async function redisReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(500, () => (s.destroy(), resolve(false)));
  });
}

describe('voice through two instances and Redis', () => {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

  it('when the callee is connected to instance B and the pro calls through A, then B rings, and signals cross both ways', async () => {
    if (!(await redisReachable(url))) {
      console.warn(`Redis not reachable at ${url}: cross-instance voice test skipped`);
      return;
    }
    const instance = async () => {
      const deps: AppDeps = {
        db: ctx.deps.db,
        env: ctx.deps.env,
        i18n: ctx.deps.i18n,
        realtime: await createRedisBus(url),
        presence: await createRedisPresence(url),
      };
      const app = await createApp(deps);
      return { deps, app, http: await serve(app) };
    };
    const a = await instance();
    const b = await instance();
    try {
      const { pro, consumer, bidId } = await quotedLead(ctx);
      const [proToken, consumerToken] = [await tokenOf(a.app.handler, pro), await tokenOf(a.app.handler, consumer)];
      const callee = await connect(`${b.http.url}?token=${consumerToken}`);
      const caller = await connect(`${a.http.url}?token=${proToken}`);
      await Promise.all([callee.next('hello'), caller.next('hello')]);
      await settle();
      expect(await a.deps.presence!.isOnline(consumer.user.id)).toBe(true);

      const started = await viaApi(a.app.handler, proToken).start(bidId);
      expect(started.status).toBe(200);
      const call = started.body.data;
      expect(await callee.next('call_incoming', 5000)).toMatchObject({ call: { id: call.id, status: 'ringing' } });
      await viaApi(b.app.handler, consumerToken).answer(call.id);
      caller.send({ ...OFFER, call_id: call.id });
      expect(await callee.next('call_signal', 5000)).toMatchObject({ call_id: call.id, signal: { kind: 'offer' } });
      callee.send({ type: 'call_signal', call_id: call.id, signal: { kind: 'answer', sdp: 'v=0\r\n' } });
      expect(await caller.next('call_signal', 5000)).toMatchObject({ call_id: call.id, signal: { kind: 'answer' } });
      await viaApi(b.app.handler, consumerToken).hangup(call.id);

      // Instance B stops: its users go offline for A at once (a crash would wait for the presence TTL).
      callee.ws.close();
      caller.ws.close();
      await b.http.close();
      await b.deps.presence!.close();
      expect(await a.deps.presence!.isOnline(consumer.user.id)).toBe(false);
    } finally {
      for (const x of [a, b]) {
        await x.http.close().catch(() => undefined);
        await x.deps.background?.idle();
        await x.deps.presence?.close();
        await x.deps.realtime?.close();
      }
    }
  });

  it('when an instance dies without saying so, then its users go offline once its presence TTL passes', async () => {
    if (!(await redisReachable(url))) return;
    const watcher = await createRedisPresence(url, { heartbeatMs: 100, ttlMs: 400 });
    const redis = new Redis(url);
    try {
      // What a crashed instance leaves behind: its hash with a TTL and its last heartbeat, never refreshed again.
      await redis
        .multi()
        .hset('sifu:presence:i:crashed-test', '987654', '1')
        .pexpire('sifu:presence:i:crashed-test', 400)
        .zadd('sifu:presence:instances', Date.now(), 'crashed-test')
        .exec();
      expect(await watcher.isOnline(987_654)).toBe(true);
      await new Promise((r) => setTimeout(r, 700));
      expect(await watcher.isOnline(987_654)).toBe(false);
    } finally {
      await redis.quit();
      await watcher.close();
    }
  });
});
