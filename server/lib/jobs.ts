/**
 * Background jobs on PostgreSQL (ARCHITECTURE §1) with pg-boss, in its own schema of the same database: jobs
 * survive restarts and spread over every instance. A job can be queued inside a business transaction
 * (`opts.tx`), so it exists exactly when the change that needs it was committed.
 */
import { PgBoss } from 'pg-boss';
import type { Queryable } from './db';
import { logger } from './logger';

export interface JobSendOptions {
  /** Queue inside this transaction: the job exists only if it commits. */
  tx?: Queryable;
  /** Retries after a failed run, with exponential backoff from `retryDelayS`. */
  retryLimit?: number;
  retryDelayS?: number;
  retryBackoff?: boolean;
  /** Seconds from now, or a date. */
  startAfter?: number | Date;
  /** At most one queued job per key (e.g. one refund check per quote). */
  singletonKey?: string;
}

export interface JobQueue {
  /** Creates the queue if needed and runs `handler` for each job; a throw fails the run (and retries it). */
  work<T extends object>(name: string, handler: (data: T, meta: { retryCount: number }) => Promise<void>): Promise<void>;
  send(name: string, data: object, opts?: JobSendOptions): Promise<string | null>;
  /** A cron schedule (UTC) for a queue with a worker. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export const JOBS_SCHEMA = 'pgboss';

export async function createJobQueue(connectionString: string, opts: { pollingIntervalSeconds?: number } = {}): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, schema: JOBS_SCHEMA, max: 4 });
  boss.on('error', (err: Error) => logger().warn('jobs-error', { err: err.message }));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name);
    queues.add(name);
  };
  const polling = opts.pollingIntervalSeconds ?? 2;
  return {
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, { retryCount: job.retryCount });
      });
    },
    async send(name, data, o = {}) {
      await ensureQueue(name);
      const tx = o.tx;
      return boss.send(name, data, {
        ...(tx ? { db: { executeSql: (text: string, values?: unknown[]) => tx.query(text, values) } } : {}),
        retryLimit: o.retryLimit ?? 0,
        // pg-boss refuses options present but undefined: only the ones given are passed.
        ...(o.retryDelayS !== undefined ? { retryDelay: o.retryDelayS } : {}),
        ...(o.retryBackoff !== undefined ? { retryBackoff: o.retryBackoff } : {}),
        ...(o.startAfter !== undefined ? { startAfter: o.startAfter } : {}),
        ...(o.singletonKey !== undefined ? { singletonKey: o.singletonKey } : {}),
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
