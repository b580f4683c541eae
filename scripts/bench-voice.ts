/**
 * Voice ringing latency (docs/decisions/0039): the time from POST /api/voice/calls (the caller presses "call") to the
 * `call_incoming` frame on the callee's socket, p50/p99 over BENCH_VOICE_CALLS calls, each answered and hung up before the next.
 * With Redis at REDIS_URL (default redis://127.0.0.1:6379) two production servers run on one database, the call goes
 * through one and the callee's socket is on the other (the presence check and the ring cross Redis); without Redis,
 * one server. Uses DATABASE_URL when set (a fresh database on that server), else an embedded PostgreSQL.
 *   tsx scripts/bench-voice.ts          (also run by npm run bench)
 * Env: BENCH_VOICE_CALLS (200).
 */
import net from 'node:net';
import pg from 'pg';
import { WebSocket } from 'ws';
import { BENCH_API_KEY, migrateBenchDatabase, num, withBenchDatabase } from './bench-support';

const CALLS = num('BENCH_VOICE_CALLS', 200);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

function redisReachable(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || 6379), u.hostname, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.setTimeout(500, () => (s.destroy(), resolve(false)));
  });
}

/** A pro and a consumer with a quoted bid between them, and a session token for each. */
async function seed(url: string): Promise<{ bidId: number; proToken: string; consumerToken: string }> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows[0];
  try {
    const genre = (await q(`INSERT INTO genres (slug, name_zh, name_en) VALUES ('bench-voice', '測試', 'Bench') RETURNING id`)).id;
    const cat = (
      await q(
        `INSERT INTO quote_categories (slug, genre_id, name_zh, name_en, quote_fee) VALUES ('bench-voice', $1, '水喉', 'Plumbing', 18) RETURNING id`,
        [genre],
      )
    ).id;
    const user = async (name: string, role: string) =>
      (
        await q(
          `INSERT INTO users (username, email, passwd_hash, role, first_name, last_name) VALUES ($1, $1 || '@bench.local', 'x', $2, '大文', '陳') RETURNING id`,
          [name, role],
        )
      ).id as number;
    const pro = await user('bench_voice_pro', 'pro');
    const consumer = await user('bench_voice_consumer', 'consumer');
    const service = (
      await q(
        `INSERT INTO quote_services (user_id, slug, business_name_zh, business_name_en, phone) VALUES ($1, 'bench-voice', '測試水喉', 'Bench Plumbing', '+85221234567') RETURNING quote_service_id`,
        [pro],
      )
    ).quote_service_id;
    const request = (
      await q(
        `INSERT INTO quote_requests (user_id, quote_category_id, fields, description, public_hash) VALUES ($1, $2, '{}', 'Leak', md5(random()::text)) RETURNING quote_request_id`,
        [consumer, cat],
      )
    ).quote_request_id;
    const bidId = (
      await q(
        `INSERT INTO quote_bids (quote_request_id, quote_service_id, quote_status_id, quote_sent_on, rating_type, flat_rate_at)
         VALUES ($1, $2, 2, now(), 'flat', 800) RETURNING quote_bid_id`,
        [request, service],
      )
    ).quote_bid_id as number;
    const session = async (userId: number) => {
      const token = `bench-voice-${userId}-${Math.random().toString(36).slice(2)}`;
      await q(
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (encode(sha256(convert_to($1, 'UTF8')), 'hex'), $2, now() + interval '1 day')`,
        [token, userId],
      );
      return token;
    };
    return { bidId, proToken: await session(pro), consumerToken: await session(consumer) };
  } finally {
    await pool.end();
  }
}

function openSocket(url: string): Promise<{ ws: WebSocket; waitIncoming(): Promise<number> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let waiter: ((at: number) => void) | undefined;
    ws.on('message', (raw) => {
      const at = performance.now();
      if ((JSON.parse(String(raw)) as { type: string }).type === 'call_incoming') waiter?.(at);
    });
    ws.once('open', () => resolve({ ws, waitIncoming: () => new Promise((r) => (waiter = r)) }));
    ws.once('error', reject);
  });
}

async function main(): Promise<void> {
  const redis = await redisReachable(REDIS_URL);
  await withBenchDatabase({ name: 'voice', database: 'sifu_bench_voice' }, async ({ dbUrl, startServer }) => {
    await migrateBenchDatabase(dbUrl);
    const fx = await seed(dbUrl);
    const extra = { RATE_LIMIT_SCALE: '100000', SEED_ON_START: 'false', ...(redis ? { REDIS_URL } : { REDIS_URL: '' }) };
    const a = await startServer(extra);
    const b = redis ? await startServer(extra) : a;
    const callee = await openSocket(`${b.base.replace('http', 'ws')}/ws?token=${fx.consumerToken}`);
    await new Promise((r) => setTimeout(r, 300));
    const headers = { 'Content-Type': 'application/json', 'X-Api-Key': BENCH_API_KEY, 'X-Session-Token': fx.proToken };
    const post = (path: string, body?: object, token = fx.proToken) =>
      fetch(`${a.base}/api${path}`, {
        method: 'POST',
        headers: { ...headers, 'X-Session-Token': token },
        body: body ? JSON.stringify(body) : undefined,
      });
    const ms: number[] = [];
    const answered: number[] = [];
    const started = Date.now();
    for (let i = 0; i < CALLS + 10; i++) {
      const incoming = callee.waitIncoming();
      const t0 = performance.now();
      const res = await post('/voice/calls', { quote_bid_id: fx.bidId });
      const body = (await res.json()) as { data?: { id: number }; error?: { code: string } };
      const responded = performance.now();
      if (res.status !== 200 || !body.data) throw new Error(`call ${i}: ${res.status} ${JSON.stringify(body.error)}`);
      const at = await Promise.race([
        incoming,
        new Promise<number>((_, rej) => setTimeout(() => rej(new Error(`call ${i}: no call_incoming in 5 s`)), 5000)),
      ]);
      // The first 10 calls warm up both processes (JIT, connection pools) and are not counted.
      if (i >= 10) ms.push(at - t0);
      if (i >= 10) answered.push(responded - t0);
      // Answered, then hung up: a call that was never answered would also send the callee a missed-call notice.
      await (await post(`/voice/calls/${body.data.id}/answer`, undefined, fx.consumerToken)).arrayBuffer();
      await (await post(`/voice/calls/${body.data.id}/hangup`)).arrayBuffer();
    }
    callee.ws.close();
    const sorted = [...ms].sort((x, y) => x - y);
    const f = (v: number) => v.toFixed(1);
    console.log(
      `  POST /api/voice/calls → call_incoming on the callee's socket (${redis ? 'two servers through Redis' : 'one server, no Redis'}), ` +
        `${sorted.length} calls in ${((Date.now() - started) / 1000).toFixed(1)} s: p50 ${f(pct(sorted, 50))} ms, p90 ${f(pct(sorted, 90))} ms, ` +
        `p99 ${f(pct(sorted, 99))} ms, max ${f(sorted.at(-1)!)} ms`,
    );
    const http = [...answered].sort((x, y) => x - y);
    console.log(`  of which the caller's HTTP response: p50 ${f(pct(http, 50))} ms, p99 ${f(pct(http, 99))} ms`);
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
