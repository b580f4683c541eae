/**
 * Job latency benchmark (ADR 0027): the time from queueing a job to its handler starting, p50/p99,
 * through the app's own queue (server/lib/jobs.ts, the settings production uses) on PostgreSQL. Jobs are queued one
 * at a time at random gaps (0–BENCH_JOBS_GAP_MS), half of them inside a committed transaction as the services do
 * (auto-quote, e-mail). Uses DATABASE_URL when set (a fresh database is created on that server), else an embedded
 * PostgreSQL in a temp dir. Exits non-zero if a job is lost or runs twice.
 *   tsx scripts/bench-jobs.ts          (npm run bench:jobs; also run by npm run bench)
 * Env: BENCH_JOBS (200), BENCH_JOBS_GAP_MS (100).
 */
import pg from 'pg';
import { createJobQueue } from '../server/lib/jobs';
import { silenceLogger } from '../server/lib/logger';
import { num, withBenchDatabase } from './bench-support';

const JOBS = num('BENCH_JOBS', 200);
const GAP_MS = num('BENCH_JOBS_GAP_MS', 100);
const QUEUE = 'bench-latency';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  silenceLogger();
  await withBenchDatabase({ name: 'jobs', database: 'sifu_bench_jobs' }, async ({ dbUrl }) => {
    const jobs = await createJobQueue(dbUrl);
    const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
    const latencies: number[] = [];
    const seen = new Map<number, number>();
    let done: () => void = () => undefined;
    const all = new Promise<void>((r) => (done = r));
    await jobs.work<{ n: number; sentAt: number }>(QUEUE, async ({ n, sentAt }) => {
      latencies.push(Date.now() - sentAt);
      seen.set(n, (seen.get(n) ?? 0) + 1);
      if (seen.size === JOBS) done();
    });
    const started = Date.now();
    for (let n = 0; n < JOBS; n++) {
      if (n % 2 === 0) await jobs.send(QUEUE, { n, sentAt: Date.now() });
      else {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          await jobs.send(QUEUE, { n, sentAt: Date.now() }, { tx: client });
          await client.query('COMMIT');
        } finally {
          client.release();
        }
      }
      await new Promise((r) => setTimeout(r, Math.random() * GAP_MS));
    }
    const timeout = setTimeout(done, 60_000);
    await all;
    clearTimeout(timeout);
    await jobs.stop();
    await pool.end();
    const sorted = [...latencies].sort((a, b) => a - b);
    const twice = [...seen.values()].filter((c) => c > 1).length;
    console.log(
      `  job latency enqueue→run over ${sorted.length} jobs (${((Date.now() - started) / 1000).toFixed(1)} s): ` +
        `p50 ${pct(sorted, 50)} ms, p90 ${pct(sorted, 90)} ms, p99 ${pct(sorted, 99)} ms, max ${sorted.at(-1)} ms`,
    );
    if (seen.size !== JOBS || twice) {
      console.error(`  lost ${JOBS - seen.size} job(s), ran ${twice} twice`);
      process.exitCode = 1;
    }
  });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
