/**
 * What the benchmarks share (scripts/bench.ts, bench-market.ts, bench-webhooks.ts, bench-safety.ts): waiting for a
 * server, the production server's environment, and for the API benchmarks a throwaway database (migrated on request)
 * with the built server on it (pinned to core 0 when taskset is there, the load generator on core 1).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import net from 'node:net';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDb } from '../server/lib/embedded-db';
import { migrate } from '../server/lib/migrate';

export const root = path.resolve(import.meta.dirname, '..');
/** The X-Api-Key the API benchmarks send (and the server they start accepts). */
export const BENCH_API_KEY = 'sifu-web';

export const num = (name: string, dflt: number): number => Number(process.env[name] ?? dflt);

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx, polling every `intervalMs`; throws after `ms`. */
export async function waitFor(url: string, ms = 60_000, intervalMs = 250): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`timeout waiting for ${url}`);
}

/** Deterministic Fisher–Yates shuffle (mulberry32). */
export function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Latency percentiles (ms) and failures of an autocannon run. */
export interface Latencies {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** How long a paced run lets the server finish earlier work first. */
const SETTLE_MS = 3000;

/** One request of a paced run. */
export interface PacedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * An open-loop run: `count` requests start evenly spaced at `rate` per second over at most `connections` keep-alive
 * connections, whatever the answers' speed (a request due while every connection is busy waits for one). Each latency
 * counts from when its request was due, so a stall shows as latency instead of slowing the load (no coordinated
 * omission). The first `warmup` requests are sent the same way but not counted: the server's database connections may
 * have closed while it was idle (pool idle timeout), and each new one prepares its statements and loads its catalog
 * caches again, a cold start of about a second that is not the steady state being measured (their failures still
 * count). autocannon's own rate limit sends each connection's share in a burst at the start of every second, which
 * measures the bursts rather than the server.
 */
export async function paced(
  base: string,
  opts: { rate: number; count: number; connections: number; warmup: number },
  next: (i: number) => PacedRequest,
): Promise<Latencies & { requests: number; rps: number; seconds: number }> {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const one = (req: PacedRequest, due: number, counted: boolean) =>
    new Promise<void>((resolve) => {
      const r = http.request(
        { host: url.hostname, port: url.port, method: req.method, path: req.path, headers: req.headers, agent, timeout: 30_000 },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (counted) latencies.push(performance.now() - due);
            if (res.statusCode === undefined || res.statusCode < 200 || res.statusCode > 299) non2xx++;
            resolve();
          });
        },
      );
      r.on('error', () => {
        errors++;
        resolve();
      });
      r.on('timeout', () => r.destroy(new Error('timeout')));
      r.end(req.body);
    });
  // The flat-out run before may have left the server rendering answers its load generator no longer waits for.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const interval = 1000 / opts.rate;
  const total = opts.warmup + opts.count;
  const inflight: Promise<void>[] = [];
  let started = performance.now();
  for (let i = 0; i < total; i++) {
    if (i === opts.warmup) started = performance.now();
    const due = started + (i - (i < opts.warmup ? 0 : opts.warmup)) * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inflight.push(one(next(i), due, i >= opts.warmup));
  }
  await Promise.all(inflight);
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0);
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: Math.round(latencies[latencies.length - 1] ?? 0),
    non2xx,
    errors,
  };
}

export function latenciesOf(result: autocannon.Result): Latencies {
  return {
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The environment of build/server/index.js in production mode on 127.0.0.1:`port`, quiet, no log files. */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_TO_FILE: 'false',
    LOG_LEVEL: 'error',
    // The benches read demo pages; SEED_ON_START defaults to false on DATABASE_URL (ADR 0025).
    SEED_ON_START: 'true',
    // …which production on DATABASE_URL allows only with this acknowledgement (the demo passwords are published).
    DEMO_DATA: 'published-passwords',
    // Production mode on DATABASE_URL refuses development defaults: a throwaway deployment chooses its own.
    PAYMENT_PROVIDER: 'sandbox',
    SANDBOX_WEBHOOK_SECRET: crypto.randomBytes(32).toString('hex'),
    SIFU_COMPANY_NAME: 'Sifu Benchmark Limited',
    SIFU_COMPANY_ADDRESS: '1 Benchmark Road, Wan Chai, Hong Kong',
    SIFU_COMPANY_BR_NUMBER: '00000000',
    ...extra,
  };
}

/** Whether the server can be pinned to core 0 and the rest (load generator, pgbench, an embedded database) to core 1. */
export const canPin = (): boolean => os.cpus().length > 1 && spawnSync('sh', ['-c', 'command -v taskset']).status === 0;

/**
 * Pins an embedded PostgreSQL (the postmaster and every process it has forked; later backends inherit it) to core 1,
 * so the database has the same core in the API run and in its pgbench replay and never takes the server's core: as
 * when the database runs on its own machine. A database on DATABASE_URL is left where it is.
 */
function pinDatabase(pgDir: string): void {
  if (!canPin()) return;
  const pid = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  const children = spawnSync('pgrep', ['-P', pid], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  for (const p of [pid, ...children]) spawnSync('taskset', ['-a', '-pc', '1', p], { stdio: 'ignore' });
}

/** Creates a throwaway database `name`: on DATABASE_URL's server, or an embedded one in `tmp`. */
async function database(tmp: string, name: string): Promise<{ url: string; stop(): Promise<void> }> {
  let embedded: EmbeddedDb | undefined;
  let base = process.env.DATABASE_URL;
  if (!base) {
    embedded = await startEmbeddedPostgres(path.join(tmp, 'data'), { persistent: false });
    base = embedded.url;
    pinDatabase(path.join(tmp, 'data', 'postgres'));
  }
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async stop() {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
      await embedded?.stop();
    },
  };
}

/** Migrates a throwaway database (an empty one from withBenchDatabase) to the current schema. */
export async function migrateBenchDatabase(url: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
}

export interface BenchServer {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Whether the server runs on core 0 and this process on core 1. */
  pinned: boolean;
  /** Stops the server and resolves once it has exited. */
  stop(): Promise<void>;
}

export interface BenchContext {
  /** The throwaway database (empty: the benchmark migrates it, or seeds it and so on). */
  dbUrl: string;
  /** The name of the throwaway database (another database may be copied from it with CREATE DATABASE … TEMPLATE). */
  dbName: string;
  /**
   * Starts build/server/index.js on the database (BENCH_NODE_ARGS, then `nodeArgs`, added to node's flags) and waits
   * for /readyz.
   */
  startServer(extra: Record<string, string>, nodeArgs?: string[]): Promise<BenchServer>;
}

/**
 * Runs `body` with a temp dir (`sifu-bench-<name>-…`) and a throwaway database named `database`,
 * then stops the server it started, drops the database and removes the temp dir, whatever happened.
 */
export async function withBenchDatabase(
  opts: { name: string; database: string },
  body: (ctx: BenchContext) => Promise<void>,
): Promise<void> {
  const serverEntry = path.join(root, 'build/server/index.js');
  if (!fs.existsSync(serverEntry)) throw new Error('build/server/index.js is missing: run `npm run build` first');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `sifu-bench-${opts.name}-`));
  fs.chmodSync(tmp, 0o755);
  const db = await database(tmp, opts.database);
  const servers = new Set<ChildProcess>();
  const startServer = async (extra: Record<string, string>, nodeArgs: string[] = []): Promise<BenchServer> => {
    const port = await freePort();
    const pinned = canPin();
    const args = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), ...nodeArgs, serverEntry];
    const server = spawn(pinned ? 'taskset' : process.execPath, pinned ? ['-c', '0', process.execPath, ...args] : args, {
      env: serverEnv(port, path.join(tmp, 'app'), {
        DATABASE_URL: db.url,
        DATABASE_POOL_MAX: '20',
        SEED_ON_START: 'false',
        API_KEYS: BENCH_API_KEY,
        ...extra,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    servers.add(server);
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    if (pinned) spawnSync('taskset', ['-pc', '1', String(process.pid)], { stdio: 'ignore' });
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/readyz`);
    return {
      base,
      pinned,
      async stop() {
        server.kill('SIGTERM');
        await exited;
        servers.delete(server);
      },
    };
  };
  try {
    await body({ dbUrl: db.url, dbName: opts.database, startServer });
  } finally {
    for (const server of servers) server.kill('SIGTERM');
    // The database is dropped WITH (FORCE), but a server still shutting down would log its lost connections.
    await Promise.all(
      [...servers].map((server) => new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))),
    );
    await db.stop().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
