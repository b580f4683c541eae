/**
 * `npm run start:cluster` (ADR 0027): one web worker per core with node:cluster. The primary serves
 * nothing itself: it starts the embedded PostgreSQL once when there is no DATABASE_URL (workers get its URL), forks
 * WEB_CONCURRENCY workers (0 = one per core) that each run the normal server (build/server/index.js) on the shared
 * port, replaces a worker that dies, and on SIGTERM/SIGINT passes the signal on, waits for every worker to drain and
 * stops the embedded PostgreSQL last.
 *
 * Several workers need REDIS_URL: realtime events, page-cache invalidation and rate limits are shared through Redis,
 * so the primary refuses to fork more than one without it. The first worker migrates, seeds (SEED_ON_START) and runs
 * the job workers (JOBS_IN_WEB); the others are forked once it listens, with seeding and job workers off.
 */
import './config/node-env';
import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Env } from './config/env';
import { loadEnvAndLogger } from './lib/process-start';

/** How long the primary waits for workers to drain after a signal before killing them. */
const DRAIN_TIMEOUT_MS = 15_000;
/** A worker that dies is replaced after this delay (doubling while they keep dying young, up to 30 s). */
const RESPAWN_MS = 1000;

/** The number of web workers: WEB_CONCURRENCY, or one per core when it is 0. */
export function workerCount(cfg: Pick<Env, 'WEB_CONCURRENCY'>, cores = os.availableParallelism()): number {
  return cfg.WEB_CONCURRENCY > 0 ? cfg.WEB_CONCURRENCY : Math.max(1, cores);
}

async function main(): Promise<void> {
  const { cfg, log } = loadEnvAndLogger();
  const count = workerCount(cfg);
  if (count > 1 && !cfg.REDIS_URL) {
    log.error('cluster-needs-redis', {
      workers: count,
      msg:
        `Cluster mode with ${count} workers needs REDIS_URL: chat and unread counts, page-cache invalidation and rate ` +
        'limits are shared between workers through Redis. Set REDIS_URL, or WEB_CONCURRENCY=1.',
    });
    process.exit(1);
  }
  const entry = path.join(path.dirname(path.resolve(process.argv[1] ?? '.')), 'index.js');
  if (!fs.existsSync(entry)) {
    log.error('cluster-no-build', { entry, msg: 'No server build next to cluster.js: run npm run build first.' });
    process.exit(1);
  }

  // The embedded PostgreSQL is started once, here, and loaded only when it is used.
  let embedded: { url: string; stop(): Promise<void> } | undefined;
  let url = cfg.DATABASE_URL;
  if (!url) {
    const { startEmbeddedPostgres } = await import('./lib/embedded-db');
    embedded = await startEmbeddedPostgres(cfg.dataDir);
    url = embedded.url;
  }

  cluster.setupPrimary({ exec: entry });
  const roles = new Map<Worker, 'first' | 'other'>();
  let closing = false;
  let respawnDelay = RESPAWN_MS;

  const fork = (role: 'first' | 'other'): Worker => {
    // The first worker keeps SEED_ON_START and JOBS_IN_WEB as configured; the others never seed nor run job workers.
    const extra = role === 'first' ? {} : { SEED_ON_START: 'false', JOBS_IN_WEB: 'false' };
    const w = cluster.fork({ DATABASE_URL: url, ...extra });
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
  await new Promise<void>((resolve, reject) => {
    first.once('listening', () => resolve());
    first.once('exit', (code) => reject(new Error(`the first worker exited with code ${code} before listening`)));
  }).catch(async (err: Error) => {
    log.error('cluster-start-failed', { err: err.message });
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  });
  for (let i = 1; i < count; i++) fork('other');
  log.info('cluster-started', { workers: count, port: cfg.PORT, database: embedded ? 'embedded' : 'DATABASE_URL' });

  async function shutdown(signal: NodeJS.Signals): Promise<void> {
    if (closing) return;
    closing = true;
    log.info('cluster-shutdown', { signal, workers: roles.size });
    const workers = [...roles.keys()];
    const exited = workers.map((w) => new Promise<void>((r) => (w.isDead() ? r() : w.once('exit', () => r()))));
    for (const w of workers) w.process.kill('SIGTERM');
    const timer = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), DRAIN_TIMEOUT_MS);
    await Promise.all(exited);
    clearTimeout(timer);
    await embedded?.stop().catch(() => undefined);
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

if (cluster.isPrimary) {
  void main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
