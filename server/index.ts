/**
 * Boot: env → logger → database (embedded PostgreSQL unless DATABASE_URL) → migrations → demo seed on first
 * start → createApp() → listen(PORT) → graceful shutdown on SIGTERM/SIGINT.
 */
import './config/node-env';
import http from 'node:http';
import path from 'node:path';
import { env as loadEnv } from './config/env';
import { configureLogger, logger } from './lib/logger';
import { createDb, type Db } from './lib/db';
import { migrate } from './lib/migrate';
import { startEmbeddedPostgres, type EmbeddedDb } from './lib/embedded-db';
import { createServerI18n } from './lib/i18n';
import { createApp } from './app';
import { createRedisBus, type RealtimeBus } from './lib/realtime';
import { createRedisRateLimitStores } from './lib/rate-limit-store';
import { seedDemoData } from './db/seeds/seed-demo';
import { createFileStore } from './lib/file-store';
import { createJobQueue } from './lib/jobs';

async function main(): Promise<void> {
  const bootStarted = Date.now();
  let cfg;
  try {
    cfg = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = configureLogger({
    level: cfg.LOG_LEVEL,
    logDir: cfg.LOG_TO_FILE ? cfg.logDir : undefined,
    pretty: cfg.NODE_ENV === 'development',
  });

  let embedded: EmbeddedDb | undefined;
  let url = cfg.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres(cfg.dataDir);
    url = embedded.url;
  }
  const db: Db = createDb(url, cfg.DATABASE_POOL_MAX);
  const applied = await migrate(db.pool);
  if (applied.length) log.info('migrations-applied', { applied });
  if (cfg.SEED_ON_START) {
    // Demo logos and photos are stored where the app serves uploads from (lib/adapters.ts: DATA_DIR/uploads).
    const files = createFileStore(path.join(cfg.dataDir, 'uploads'));
    const { seeded } = await seedDemoData(db, { log: (msg: string) => log.info('seed', { msg }), files });
    if (seeded) log.info('demo-data-seeded');
  }

  const i18n = await createServerI18n();
  // Realtime events fan out through Redis when REDIS_URL is set, so every instance reaches its own sockets.
  const realtime: RealtimeBus | undefined = cfg.REDIS_URL ? await createRedisBus(cfg.REDIS_URL) : undefined;
  const rateLimits = cfg.REDIS_URL ? createRedisRateLimitStores(cfg.REDIS_URL) : undefined;
  // Background jobs (pg-boss, schema pgboss of the same database): every instance works the queues.
  const jobs = await createJobQueue(url);
  const sifu = await createApp({ db, env: cfg, i18n: i18n.i18n, realtime, rateLimitStore: rateLimits?.storeFor, jobs });
  if (cfg.PAYMENT_PROVIDER === 'sandbox' && cfg.PUBLIC_URL.startsWith('https://')) {
    log.warn('payments-sandbox', {
      msg: 'PAYMENT_PROVIDER is sandbox: test cards buy real credit. Set PAYMENT_PROVIDER=stripe for production.',
    });
  }
  const server = http.createServer(sifu.handler);
  const ws = sifu.attachRealtime(server);
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.PORT, cfg.HOST, () => resolve());
  }).catch((err: NodeJS.ErrnoException) => {
    log.error('listen-failed', { port: cfg.PORT, code: err.code });
    console.error(err.code === 'EADDRINUSE' ? `Port ${cfg.PORT} is already in use. Set PORT to another port.` : err.message);
    process.exit(1);
  });
  log.info('server-listening', { url: cfg.PUBLIC_URL, port: cfg.PORT, bootMs: Date.now() - bootStarted });

  let closing = false;
  async function shutdown(signal: string, code = 0): Promise<void> {
    if (closing) return;
    closing = true;
    log.info('shutdown', { signal });
    const force = setTimeout(() => process.exit(code || 1), 10_000);
    force.unref();
    await ws.close().catch(() => undefined);
    server.closeIdleConnections();
    await new Promise<void>((r) => server.close(() => r()));
    i18n.stop();
    await jobs.stop().catch(() => undefined);
    await realtime?.close().catch(() => undefined);
    await rateLimits?.close().catch(() => undefined);
    await db.close().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('unhandledRejection', (reason) => {
    logger().error('unhandled-rejection', { err: reason instanceof Error ? reason.stack : String(reason) });
    void shutdown('unhandledRejection', 1);
  });
  process.on('uncaughtException', (err) => {
    logger().error('uncaught-exception', { err: err.stack });
    void shutdown('uncaughtException', 1);
  });
}

void main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
