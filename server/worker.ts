/**
 * `npm run worker`, `node build/server/worker.js` in a container (ADR 0027): a process that runs only the background job workers and schedules
 * (pg-boss) and serves no HTTP. Web instances then run with JOBS_IN_WEB=false. Needs DATABASE_URL: the embedded
 * PostgreSQL belongs to the web process (`npm start`), whose in-process workers already run the jobs.
 * Graceful: SIGTERM/SIGINT stop taking jobs, let running ones finish (pg-boss graceful stop), then close the pool.
 */
import './config/node-env';
import { fatal } from './lib/lifecycle';
import { loadEnvAndLogger, shutdownOnSignals } from './lib/process-start';
import { createDb } from './lib/db';
import { migrate } from './lib/migrate';
import { createServerI18n } from './lib/i18n';
import { createJobQueue } from './lib/jobs';
import { createRedisBus, type RealtimeBus } from './lib/realtime';
import { composeModules } from './modules/compose';
import { registerWorkers } from './workers';

async function main(): Promise<void> {
  const { cfg, log } = loadEnvAndLogger();
  if (!cfg.DATABASE_URL) {
    fatal('The job worker needs DATABASE_URL: the embedded PostgreSQL belongs to the web process, which runs the jobs itself.', undefined, {
      code: 'worker-needs-database-url',
    });
  }
  const db = createDb(cfg.DATABASE_URL, Math.min(cfg.DATABASE_POOL_MAX, 5), {
    preparedStatements: cfg.DATABASE_PREPARED_STATEMENTS,
  });
  const applied = await migrate(db.pool);
  if (applied.length) log.info('migrations-applied', { applied });
  const i18n = await createServerI18n();
  // Jobs that tell users something (bid status, unread counts) reach the web instances' sockets through Redis.
  const realtime: RealtimeBus | undefined = cfg.REDIS_URL ? await createRedisBus(cfg.REDIS_URL) : undefined;
  const jobs = await createJobQueue(cfg.DATABASE_URL);
  const deps = composeModules({ db, env: cfg, i18n: i18n.i18n, realtime, jobs });
  await registerWorkers(deps);
  log.info('worker-started', { pid: process.pid });

  let closing = false;
  async function shutdown(signal: string, code = 0): Promise<void> {
    if (closing) return;
    closing = true;
    log.info('shutdown', { signal });
    // Within the stop budget, before the orchestrator's own stop timeout turns into a SIGKILL.
    const force = setTimeout(() => process.exit(code || 1), cfg.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    await jobs.stop().catch(() => undefined);
    await deps.background.idle();
    i18n.stop();
    await realtime?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(code);
  }
  shutdownOnSignals(shutdown);
}

void main().catch((err: unknown) => fatal(err instanceof Error ? err.message : String(err), err));
