/**
 * Process lifecycle (ADR 0025): fatal start-up errors as one JSON line, the database
 * wait with backoff (named host:port/db, never the password), the UTF-8 check, the HTTP answer while booting, and
 * the bounded drain on SIGTERM/SIGINT.
 */
import type http from 'node:http';
import type { i18n } from 'i18next';
import pg from 'pg';

/** Liveness and readiness as /healthz and /readyz report them (server/modules/system/health.router.ts). */
export interface Lifecycle {
  /** False once something the process cannot recover from happened (the embedded PostgreSQL died). */
  healthy: boolean;
  /** True from SIGTERM/SIGINT on: /readyz answers 503 so load balancers stop sending new requests. */
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { healthy: true, draining: false };
}

/** A fatal error as one JSON line on stderr (log collectors parse it like every other line), then exit 1. */
export function fatal(msg: string, err?: unknown, extra: Record<string, unknown> = {}): never {
  const e = err as (Error & { code?: string }) | undefined;
  const line = {
    level: 'error',
    message: 'fatal',
    msg,
    ...(e ? { err: e instanceof Error ? e.message : String(e), ...(e.code ? { code: e.code } : {}) } : {}),
    ...extra,
    timestamp: new Date().toISOString(),
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
  process.exit(1);
}

/** "host:port/database" of a connection string, without user or password. */
export function describeDatabase(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname || 'localhost'}:${u.port || '5432'}${u.pathname && u.pathname !== '/' ? u.pathname : '/postgres'}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/** Errors worth waiting out at start: the server is not up yet, is starting, or the network is not there yet. */
function isTransient(err: unknown): boolean {
  const code = (err as { code?: string }).code ?? '';
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03'].includes(code) ||
    /timeout|terminat/i.test((err as Error).message ?? '')
  );
}

/**
 * Waits for the database with exponential backoff (0.25 s doubling to 5 s) for at most `timeoutMs`, then checks its
 * encoding: Sifu stores Chinese text and refuses a database that is not UTF8. Errors name host:port/db.
 */
export async function waitForDatabase(
  url: string,
  opts: { timeoutMs: number; onRetry?: (attempt: number, err: Error, delayMs: number) => void },
): Promise<void> {
  const where = describeDatabase(url);
  const deadline = Date.now() + opts.timeoutMs;
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ server_encoding: string }>('SHOW server_encoding');
      const encoding = rows[0]?.server_encoding;
      if (encoding !== 'UTF8') {
        throw Object.assign(
          new Error(
            `Database ${where} uses the ${encoding} encoding; Sifu needs UTF8 (Chinese text, case rules, search). ` +
              `Create it with: CREATE DATABASE <name> ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8' TEMPLATE template0`,
          ),
          { code: 'SIFU_NOT_UTF8' },
        );
      }
      return;
    } catch (err) {
      const e = err as Error & { code?: string };
      if (e.code === 'SIFU_NOT_UTF8') throw e;
      if (!isTransient(e) || Date.now() + delay > deadline) {
        throw Object.assign(
          new Error(
            `Database ${where} is not reachable${isTransient(e) ? ` after ${Math.round(opts.timeoutMs / 1000)} s` : ''}: ${e.message}`,
          ),
          {
            code: e.code,
            cause: e,
          },
        );
      }
      opts.onRetry?.(attempt, e, delay);
      await new Promise((r) => setTimeout(r, delay));
      delay = Math.min(delay * 2, 5_000);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/**
 * What the HTTP server answers before the app exists (the port is bound first, so probes get an answer while the
 * database is awaited): /healthz 200 "starting", /readyz 503 with the boot phase, anything else 503 + Retry-After.
 */
export function bootHandler(phase: () => string, i18n: i18n): http.RequestListener {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    // The i18next middleware is not there yet: English when the caller prefers it, else the default zh-HK.
    const lng = /^\s*en/i.test(req.headers['accept-language'] ?? '') ? 'en-HK' : 'zh-HK';
    const [status, body] =
      path === '/healthz'
        ? [200, { status: 'starting' }]
        : path === '/readyz'
          ? [503, { status: 'starting', phase: phase() }]
          : [503, { status: 'Error', error: { code: 'starting', message: i18n.getFixedT(lng)('common|errors>starting') } }];
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify(body));
  };
}

const STEP_TIMEOUT_MS = 10_000;

export interface DrainSteps {
  server: http.Server;
  /** WebSocket clients get a close frame (1001 going away) and time to answer it. */
  closeRealtime?: (timeoutMs: number) => Promise<void>;
  /** Then, in order: job workers, Redis, the pool, and the embedded PostgreSQL last. */
  after: Array<[name: string, step: () => Promise<void> | void]>;
  timeoutMs: number;
  log: (msg: string, meta?: Record<string, unknown>) => void;
}

/**
 * The drain: stop accepting (server.close), let in-flight requests finish and keep-alive connections go idle, close
 * WebSockets, for at most `timeoutMs`; connections still open after that are cut. Then the `after` steps in order.
 * Resolves with whether everything in flight finished in time.
 */
export async function drain(steps: DrainSteps): Promise<boolean> {
  const { server, timeoutMs } = steps;
  const started = Date.now();
  const closed = new Promise<void>((r) => server.close(() => r()));
  // Idle keep-alive sockets close now; busy ones close when their response is done (Node sends Connection: close).
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
  const inTime = await Promise.race([Promise.all([closed, steps.closeRealtime?.(timeoutMs)]).then(() => true), timedOut]);
  clearTimeout(timer);
  clearInterval(idleSweep);
  if (!inTime) {
    steps.log('shutdown-timeout', { msg: `in-flight work still running after ${timeoutMs} ms: connections cut` });
    server.closeAllConnections();
  }
  steps.log('shutdown-drained', { ms: Date.now() - started, inTime });
  // Each step is bounded too, so a stuck one (a pool waiting for a client that never comes back) cannot keep the
  // embedded PostgreSQL, the last step, from being stopped.
  for (const [name, step] of steps.after) {
    let stepTimer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(step),
        new Promise(
          (_r, reject) => (stepTimer = setTimeout(() => reject(new Error(`did not finish in ${STEP_TIMEOUT_MS} ms`)), STEP_TIMEOUT_MS)),
        ),
      ]);
    } catch (err) {
      steps.log('shutdown-step-failed', { step: name, err: (err as Error).message });
    } finally {
      clearTimeout(stepTimer);
    }
  }
  return inTime;
}
