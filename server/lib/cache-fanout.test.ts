import crypto from 'node:crypto';
import net from 'node:net';
import request from 'supertest';
import { Redis } from 'ioredis';
import { reviewsContract } from '@shared/api/reviews.contract';
import { createTestContext, type TestContext } from '../test/test-app';
import { connectCacheFanout, type CacheFanout } from './cache-fanout';
import { forget, memo, onForget } from './memo-cache';
import { api } from '../test/api';

// The machines Sifu runs and tests on have Redis (.ci/run, docs/testing.md); REDIS_URL points elsewhere when needed.
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A fresh demo database and first renders are slow on a busy 2-core machine.
jest.setTimeout(120_000);

let a: TestContext;
let b: TestContext;
let fanA: CacheFanout;
let fanB: CacheFanout;
beforeAll(async () => {
  // Two instances on one database, each with its own pool, data cache and page cache, as two containers would be.
  a = await createTestContext({ template: 'demo' });
  b = await createTestContext({ sameDatabaseAs: a });
  fanA = await connectCacheFanout(a.deps.db, REDIS_URL);
  fanB = await connectCacheFanout(b.deps.db, REDIS_URL);
});
afterAll(async () => {
  await fanA.close();
  await fanB.close();
  await b.close();
  await a.close();
});

/** Resolves with the prefixes of the next forget that reaches `ctx`'s caches. */
const nextForget = (ctx: TestContext) =>
  new Promise<string[]>((resolve) => {
    const off = onForget(ctx.deps.db, (prefixes) => {
      off();
      resolve(prefixes);
    });
  });

/** Every forget that reaches `ctx` until the marker prefix (published by the other instance) arrives. */
function forgetsUntil(ctx: TestContext, marker: string): Promise<string[][]> {
  const seen: string[][] = [];
  return new Promise((resolve) => {
    const off = onForget(ctx.deps.db, (prefixes) => {
      seen.push(prefixes);
      if (prefixes.includes(marker)) {
        off();
        resolve(seen);
      }
    });
  });
}

async function cachedPage(ctx: TestContext, path: string) {
  const res = await request(ctx.sifu.handler).get(path);
  await ctx.sifu.ssr.settled();
  return res;
}

describe('cache invalidation across instances (Redis pub/sub)', () => {
  it('when a visitor reviews a service through instance A, then instance B drops its cached page and renders the review', async () => {
    const svc = (await a.deps.db.one<{ id: number; hash: string }>(
      `SELECT quote_service_id AS id, review_hash AS hash FROM quote_services
        WHERE is_public AND NOT is_archived AND review_count > 0 ORDER BY review_count DESC, quote_service_id LIMIT 1`,
    ))!;
    const first = await request(a.sifu.handler).get(`/en-HK/service/${svc.id}`);
    const page = first.status === 200 ? `/en-HK/service/${svc.id}` : String(first.headers.location);
    for (const ctx of [a, b]) {
      await cachedPage(ctx, page);
      expect((await cachedPage(ctx, page)).headers['x-cache']).toBe('HIT');
    }
    const note = `Fixed the kitchen tap quickly, run ${crypto.randomBytes(4).toString('hex')}.`;
    const droppedOnB = nextForget(b);
    const link = await api(a.sifu.handler).call(reviewsContract.link, { params: { id: svc.id, hash: svc.hash }, query: { lng: 'en-HK' } });
    const review = await api(a.sifu.handler)
      .call(reviewsContract.submitByLink, { params: { id: svc.id, hash: svc.hash } })
      .set('Accept-Language', 'en-HK')
      .send({ score: 5, reviewer_name: 'Mr Wong', note, quote_category_id: link.body.data.categories[0].id });
    expect(review.status).toBe(200);
    expect(await droppedOnB).toEqual(['reviews:', 'pros:', 'catalog:']);
    for (const ctx of [a, b]) {
      const res = await cachedPage(ctx, page);
      expect(res.headers['x-cache']).toBe('MISS');
      expect(res.text).toContain(note);
    }
  });

  it("when an instance receives its own forget or a malformed message, then it applies neither (only the other's)", async () => {
    const raw = new Redis(REDIS_URL);
    try {
      const seenOnA = forgetsUntil(a, 'marker:');
      const seenOnB = forgetsUntil(b, 'marker:');
      const bGotIt = nextForget(b);
      forget(a.deps.db, 'pros:');
      await bGotIt;
      await raw.publish('sifu:cache-forget', 'not json');
      await raw.publish('sifu:cache-forget', JSON.stringify({ from: fanB.instanceId, prefixes: 'pros:' }));
      forget(b.deps.db, 'marker:');
      // Redis delivers one channel's messages in order: A's own echo and the bad ones came before B's marker.
      expect(await seenOnA).toEqual([['pros:'], ['marker:']]);
      expect(await seenOnB).toEqual([['pros:'], ['marker:']]);
    } finally {
      raw.disconnect();
    }
  });
});

/** A TCP proxy to Redis whose connections can be cut, as a network blip would. */
async function redisProxy() {
  const target = new URL(REDIS_URL);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: () => sockets.forEach((s) => s.destroy()),
    close: () => new Promise<void>((r) => (sockets.forEach((s) => s.destroy()), server.close(() => r()))),
  };
}

describe('cache invalidation after a lost Redis connection', () => {
  it('when the connection drops and comes back, then the instance drops all its cached data once (forgets may be missed)', async () => {
    const proxy = await redisProxy();
    const owner = {};
    await memo(owner, 'pros:1', async () => 'before');
    const fan = await connectCacheFanout(owner, proxy.url);
    try {
      const dropped = new Promise<string[]>((resolve) => onForget(owner, resolve));
      proxy.cut();
      expect(await dropped).toEqual(['']);
      expect(await memo(owner, 'pros:1', async () => 'after')).toBe('after');
    } finally {
      await fan.close();
      await proxy.close();
    }
  });
});
