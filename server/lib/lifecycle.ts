/**
 * Process lifecycle (ADR 0025): fatal start-up errors as one JSON line, the database
 * wait with backoff (named host:port/db, never the password), the UTF-8 check, the HTTP answer while booting, and
 * the bounded drain on SIGTERM/SIGINT.
 */
import type http from 'node:http';
import net from 'node:net';
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

/** Steps after the HTTP drain are bounded by what is left of the budget, but each gets at least this long. */
const MIN_STEP_MS = 500;
/**
 * After the listener closes, idle keep-alive sockets stay open this long before they are closed: a request a client
 * sent just before the listener closed may still be on the wire or unread in the socket buffer, and closing its socket
 * then would reset it. Within this time such a request is read, answered, and its connection closed after the answer.
 */
export const IDLE_SETTLE_MS = 500;

/** Responses in progress, so that a drain can make each close its connection when it is done. */
export interface ResponseTracker {
  /** Wraps the server's request listener. */
  listener(handler: http.RequestListener): http.RequestListener;
  /** From now on every response (those in progress included, if their headers are not out yet) closes its connection. */
  closeConnectionsAfterResponses(): void;
}

export function trackResponses(): ResponseTracker {
  const open = new Set<http.ServerResponse>();
  let closing = false;
  return {
    listener: (handler) => (req, res) => {
      // While draining, a keep-alive connection under steady load is never idle: close it after this response.
      if (closing) res.setHeader('Connection', 'close');
      else {
        open.add(res);
        res.once('close', () => open.delete(res));
      }
      handler(req, res);
    },
    closeConnectionsAfterResponses() {
      closing = true;
      for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
      open.clear();
    },
  };
}

export interface DrainSteps {
  server: http.Server;
  /** Set when the server's listener is wrapped by trackResponses(): responses in progress then close their connection. */
  responses?: ResponseTracker;
  /** WebSocket clients get a close frame (1001 going away) and time to answer it. */
  closeRealtime?: (timeoutMs: number) => Promise<void>;
  /** Then, in order: job workers, Redis, the pool, and the embedded PostgreSQL last. */
  after: Array<[name: string, step: () => Promise<void> | void]>;
  /** The whole stop, the `after` steps included (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
  /** The part of timeoutMs kept for the `after` steps (default: a quarter of it, at most 1.5 s). */
  afterReserveMs?: number;
  log: (msg: string, meta?: Record<string, unknown>) => void;
}

/**
 * The drain, within `timeoutMs` in all so that it ends before the orchestrator's stop timeout (10 s for docker, podman
 * and compose) turns into a SIGKILL: stop listening (new connections are refused); every response from now on,
 * and those in progress, carries `Connection: close`, so a keep-alive client finishes its request and does not reuse
 * the connection; after IDLE_SETTLE_MS the idle keep-alive sockets are closed; WebSockets are closed; whatever is still
 * open when the HTTP part of the budget is spent is cut. Then the `after` steps in order, each bounded by what is left.
 * Resolves with whether everything in flight finished in time.
 */
export async function drain(steps: DrainSteps): Promise<boolean> {
  const { server, timeoutMs } = steps;
  const started = Date.now();
  const deadline = started + timeoutMs;
  const reserve = Math.min(steps.afterReserveMs ?? Math.min(1_500, timeoutMs / 4), timeoutMs);
  const httpMs = Math.max(0, timeoutMs - reserve);
  steps.responses?.closeConnectionsAfterResponses();
  // net.Server's close, not http.Server's: the latter also destroys the idle keep-alive sockets at this very instant,
  // resetting a request that was sent on one just before and is not read yet.
  const closed = new Promise<void>((r) => net.Server.prototype.close.call(server, () => r()));
  steps.log('shutdown-listener-closed', { at: Date.now() });
  let idleSweep: NodeJS.Timeout | undefined;
  const settle = setTimeout(
    () => {
      server.closeIdleConnections();
      idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    },
    Math.min(IDLE_SETTLE_MS, httpMs),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), httpMs)));
  const inTime = await Promise.race([Promise.all([closed, steps.closeRealtime?.(httpMs)]).then(() => true), timedOut]);
  clearTimeout(timer);
  clearTimeout(settle);
  clearInterval(idleSweep);
  if (!inTime) {
    steps.log('shutdown-timeout', { msg: `in-flight work still running after ${httpMs} ms: connections cut` });
    server.closeAllConnections();
  }
  steps.log('shutdown-drained', { ms: Date.now() - started, inTime });
  // Each step is bounded too, so a stuck one (a pool waiting for a client that never comes back) cannot keep the
  // embedded PostgreSQL, the last step, from being stopped.
  for (const [name, step] of steps.after) {
    const limit = Math.max(deadline - Date.now(), MIN_STEP_MS);
    let stepTimer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(step),
        new Promise((_r, reject) => (stepTimer = setTimeout(() => reject(new Error(`did not finish in ${limit} ms`)), limit))),
      ]);
    } catch (err) {
      steps.log('shutdown-step-failed', { step: name, err: (err as Error).message });
    } finally {
      clearTimeout(stepTimer);
    }
  }
  return inTime;
}
