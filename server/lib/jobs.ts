/**
 * Background jobs on PostgreSQL (ARCHITECTURE §1) with pg-boss, in its own schema of the same database: jobs
 * survive restarts and spread over every instance. A job can be queued inside a business transaction
 * (`opts.tx`), so it exists exactly when the change that needs it was committed.
 */
import { PgBoss, type JobResult } from 'pg-boss';
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
  work<T extends object>(
    name: string,
    handler: (data: T, meta: { retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  send(name: string, data: object, opts?: JobSendOptions): Promise<string | null>;
  /** A cron schedule (UTC) for a queue with a worker. */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export const JOBS_SCHEMA = 'pgboss';

export async function createJobQueue(
  connectionString: string,
  opts: { pollingIntervalSeconds?: number; sendOnly?: boolean } = {},
): Promise<JobQueue> {
  // LISTEN/NOTIFY wakes a worker when a job is queued (ADR 0027): enqueue→run in milliseconds instead of
  // up to a polling interval; polling stays on as the fallback (e.g. behind PgBouncer in transaction mode).
  // A process that only queues jobs (a web instance beside worker processes: JOBS_IN_WEB=false) neither listens, nor
  // runs the queue's maintenance or cron schedules: the workers do, and every NOTIFY would wake it for nothing.
  const sendOnly = opts.sendOnly ?? false;
  const boss = new PgBoss({
    connectionString,
    schema: JOBS_SCHEMA,
    max: 4,
    useListenNotify: !sendOnly,
    ...(sendOnly ? { supervise: false, schedule: false } : {}),
  });
  boss.on('error', (err: Error) => logger().warn('jobs-error', { err: err.message }));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, { notify: true });
    // Queues created before notify was used keep their settings on createQueue: switch it on for them too.
    await boss.updateQueue(name, { notify: true });
    queues.add(name);
  };
  const polling = opts.pollingIntervalSeconds ?? 2;
  return {
    async work(name, handler) {
      await ensureQueue(name);
      // Up to 10 jobs a fetch, fetching again at once while fetches come back full (one job per polling interval
      // before: ADR 0027); each job succeeds or fails (and is retried) on its own. Retries and delayed jobs send no
      // NOTIFY, so polling keeps its own interval while notify is on (pg-boss would slow it to 30 s).
      await boss.work(
        name,
        {
          pollingIntervalSeconds: polling,
          notifyPollingIntervalSeconds: polling,
          batchSize: 10,
          burstWhenBatchFull: true,
          includeMetadata: true,
          perJobResults: true,
        },
        async (jobs) => {
          const results: JobResult[] = [];
          for (const job of jobs) {
            try {
              await handler(job.data as never, { retryCount: job.retryCount, retryLimit: job.retryLimit });
              results.push({ id: job.id, status: 'completed' });
            } catch (err) {
              results.push({ id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } });
            }
          }
          return results;
        },
      );
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
