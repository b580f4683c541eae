/**
 * The SQL side of the API benchmarks (scripts/bench-market.ts): which statements a request sends (a traced server),
 * and the same statements replayed straight at PostgreSQL with pgbench (scripts/pgbench/*.sql), the throughput the
 * API is compared with.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_API_KEY as API_KEY, root, type BenchContext, type Latencies } from './bench-support';

/** One table row: an API run or a pgbench replay. */
export interface Row extends Latencies {
  name: string;
  requests: number;
  rps: number;
  /** Wall time of the run, seconds. */
  seconds: number;
  /** API rows: requests/s over the pgbench replay's transactions/s of the same statements. */
  ratio?: number;
}

/** Prints rows as a Markdown table (the figures the notes quote). */
export function printTable(rows: Row[]): void {
  const head = ['operation', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors', 'API ÷ replay'];
  const body = rows.map((r) =>
    [r.name, r.requests, r.rps, r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors, r.ratio === undefined ? '' : r.ratio.toFixed(2)].map(
      String,
    ),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
}

const PGBENCH = process.env.PGBENCH ?? 'pgbench';
/**
 * A replay runs at least this long, however fast its API run was: 50 clients connecting and preparing their
 * statements, then the first transactions on cold caches, would otherwise weigh on a short run's throughput.
 */
const REPLAY_MIN_SECONDS = 20;

/** Whether pgbench is installed (Debian: postgresql-client). */
export const havePgbench = (): boolean => spawnSync(PGBENCH, ['--version']).status === 0;

/**
 * Replays an operation's SQL (scripts/pgbench/<script>) with pgbench on `dbUrl` (a copy of the seeded database):
 * `connections` clients, prepared statements, for `seconds`, on the load generator's core when the server is pinned.
 * Latencies come from pgbench's per-transaction log.
 */
export function replay(
  name: string,
  script: string,
  dbUrl: string,
  layout: Record<string, number>,
  opts: { seconds: number; connections: number; pin: boolean },
): Row {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-pgbench-'));
  try {
    const args = [
      '-n',
      '-M',
      'prepared',
      '-c',
      String(opts.connections),
      '-j',
      '2',
      '-T',
      String(Math.max(REPLAY_MIN_SECONDS, Math.round(opts.seconds))),
      '-l',
      `--log-prefix=${path.join(dir, 'tx')}`,
      '-f',
      path.join(root, 'scripts/pgbench', script),
      ...Object.entries(layout).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      dbUrl,
    ];
    const run = spawnSync(opts.pin ? 'taskset' : PGBENCH, opts.pin ? ['-c', '1', PGBENCH, ...args] : args, { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench ${script} failed: ${run.stderr || run.stdout}`);
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
    // Log lines: client, transaction number, latency in µs, script, epoch s, µs.
    const latencies = fs
      .readdirSync(dir)
      .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
      .filter(Boolean)
      .map((l) => Number(l.split(' ')[2]) / 1000)
      .sort((a, b) => a - b);
    const at = (p: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0);
    return {
      name,
      requests: latencies.length,
      rps: Math.round(tps),
      seconds: opts.seconds,
      p50: at(50),
      p90: at(90),
      p99: at(99),
      max: Math.round(latencies[latencies.length - 1] ?? 0),
      non2xx: failed,
      errors: 0,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** What tracing needs of an operation. */
export interface TracedOperation {
  name: string;
  tokens: string[];
  queues: number[][];
  build: (id: number, n: number) => { path: string; body: string };
}

export interface Traced {
  /** Statements per request sent before its response (transaction control included), of each traced request. */
  counts: number[];
  /** Statements sent after the response (after-commit work: e-mail outbox and its job), last request. */
  after: number;
  /** Transactions (BEGIN) before the response, last request. */
  transactions: number;
  /** The statements of the last traced request before its response, in order. */
  statements: string[];
}

/** pg-boss's workers poll their queues on a timer whatever the load: not part of any request. */
const POLL = /FOR UPDATE OF j SKIP LOCKED/;

/**
 * Sends `perOperation` requests of each operation one at a time to a server that writes every SQL statement it sends to a
 * file (scripts/pgbench/trace-sql.cjs, preloaded: nothing in the app traces), and returns what each request ran.
 * The traced requests take the last ids of the first user's queue, so the measured runs never repeat them.
 */
export async function traceQueries(
  startServer: BenchContext['startServer'],
  ops: TracedOperation[],
  perOperation: number,
): Promise<Map<string, Traced>> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-sql-trace-')), 'trace.jsonl');
  const server = await startServer({ RATE_LIMIT_SCALE: '1000000', SQL_TRACE_FILE: file }, [
    '--require',
    path.join(root, 'scripts/pgbench/trace-sql.cjs'),
  ]);
  const out = new Map<string, Traced>();
  try {
    for (const op of ops) {
      const t: Traced = { counts: [], after: 0, transactions: 0, statements: [] };
      for (let i = 0; i < perOperation; i++) {
        const ids = op.queues[0];
        const id = ids.length > 1 ? ids.pop()! : ids[0];
        const { path: p, body } = op.build(id, i);
        fs.writeFileSync(file, '');
        const res = await fetch(server.base + p, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'x-session-token': op.tokens[0] },
        });
        await res.arrayBuffer();
        const answered = performance.timeOrigin + performance.now();
        if (!res.ok) throw new Error(`${op.name}: ${p} answered ${res.status}`);
        // After-commit work (e-mail outbox, its job) may still be querying when the response is out.
        await new Promise((r) => setTimeout(r, 300));
        const lines = fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { at: number; text: string; params?: unknown[] })
          .filter((l) => !POLL.test(l.text));
        const before = lines
          .filter((l) => l.at <= answered)
          .map((l) => `${l.text.replace(/\s+/g, ' ').trim()}${l.params?.length ? `  -- ${JSON.stringify(l.params)}` : ''}`);
        t.counts.push(before.length);
        t.after = lines.length - before.length;
        t.transactions = before.filter((s) => /^BEGIN/i.test(s)).length;
        t.statements = before;
      }
      out.set(op.name, t);
    }
  } finally {
    await server.stop();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  return out;
}

export /**
 * A copy of the seeded database for the replays (the API runs change the original), made ready by `prepare` (the
 * caller's: the benchmark data generators own their writes), then vacuumed and analysed.
 */
async function replayCopy(
  dbUrl: string,
  dbName: string,
  prepare: (copy: pg.Client) => Promise<void>,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${dbName}_replay`;
  const admin = new pg.Client({ connectionString: dbUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${dbName}`);
  await admin.end();
  const u = new URL(dbUrl);
  u.pathname = `/${name}`;
  const copy = new pg.Client({ connectionString: u.toString() });
  await copy.connect();
  await prepare(copy);
  await copy.query('VACUUM ANALYZE');
  await copy.end();
  return {
    url: u.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: dbUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
