/**
 * The real server process (server/index.ts from source, ADR 0025) on a fresh database of
 * the test PostgreSQL: a request in flight at SIGTERM gets its 200 and the process exits 0; a connection cut in the
 * middle of a transaction does not crash it; /readyz answers 503 while the database is awaited; fatal start-up errors
 * are one JSON line naming the database without its password; a non-UTF8 database is refused.
 */
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { WebSocket } from 'ws';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { createTestDb } from '../test/test-db';
import { until } from '../test/until';
import { TEST_PASSWORD } from '../test/test-app';
import { freePort, startServer, stopAll, type ServerProcess } from '../test/server-process';

jest.setTimeout(180_000);

interface Reply {
  status: number;
  body: string;
}

function get(port: number, urlPath: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Waits until a backend of `database` runs pg_sleep (the slow request is inside its transaction). */
async function untilSleeping(admin: pg.Client, database: string): Promise<void> {
  const sleeping = await until(
    async () =>
      (
        await admin.query(`SELECT 1 FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'SELECT pg_sleep%' AND state = 'active'`, [
          database,
        ])
      ).rows.length > 0,
    Boolean,
    60_000,
  );
  if (!sleeping) throw new Error('the slow request never reached the database');
}

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-lifecycle-'));
  fs.chmodSync(tmp, 0o755); // a server run as another user must be able to enter it
});
afterAll(async () => {
  await stopAll();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a server on DATABASE_URL', () => {
  let testDb: Awaited<ReturnType<typeof createTestDb>>;
  let admin: pg.Client;
  let server: ServerProcess;
  let port: number;
  let database: string;

  beforeAll(async () => {
    testDb = await createTestDb('empty');
    database = new URL(testDb.url).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.SIFU_TEST_ADMIN_URL });
    await admin.connect();
    port = await freePort();
    server = startServer({
      NODE_ENV: 'test',
      TEST_ROUTES: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.url,
      DATA_DIR: path.join(tmp, 'data'),
      SHUTDOWN_TIMEOUT_MS: '20000',
    });
    await server.waitForLog('server-listening');
  });
  afterAll(async () => {
    await admin.end();
    await testDb.drop();
  });

  it('when started without SEED_ON_START or PUBLIC_URL, then no demo data is loaded and PUBLIC_URL follows PORT', async () => {
    const listening = await server.waitForLog('server-listening');
    expect(listening.url).toBe(`http://localhost:${port}`);
    const users = await testDb.db.one<{ n: number }>('SELECT count(*) AS n FROM users');
    expect(users?.n).toBe(0);
    expect(server.lines.some((l) => l.message === 'demo-data-seeded')).toBe(false);
  });

  it("when the app's connections are terminated in the middle of a transaction, then that request fails and the process keeps serving", async () => {
    const slow = get(port, '/__test/slow?ms=20000');
    await untilSleeping(admin, database);
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    expect(rows[0].n).toBeGreaterThan(0);
    const cut = await slow;
    expect(cut.status).toBe(500);
    expect(JSON.parse(cut.body).status).toBe('Error');
    expect((await get(port, '/healthz')).status).toBe(200);
    expect(await get(port, '/readyz')).toEqual({ status: 200, body: JSON.stringify({ status: 'ok', database: 'up' }) });
    const again = await get(port, '/__test/slow?ms=10');
    expect(again.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('when SIGTERM arrives with a request in flight, then the request gets its 200, WebSockets get 1001 and the process exits 0', async () => {
    // A signed-in WebSocket client (a native app's token in ?token=).
    const signup = await fetch(`http://127.0.0.1:${port}${urlOf(accountsContract.register)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sifu-web' },
      body: JSON.stringify({
        username: 'drain_ws',
        email: 'drain_ws@example.com',
        passwd: TEST_PASSWORD,
        first_name: '大文',
        last_name: '陳',
      }),
    });
    expect(signup.status).toBe(200);
    const token = ((await signup.json()) as { data: { session_id: string } }).data.session_id;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(token)}`);
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve());
      ws.once('error', reject);
    });
    const wsClosed = new Promise<number>((r) => ws.once('close', (code) => r(code)));

    const slow = get(port, '/__test/slow?ms=3000');
    await untilSleeping(admin, database);
    server.child.kill('SIGTERM');
    const reply = await slow;
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual({ status: 'Success', data: { slept_ms: 3000, ok: true } });
    expect(await wsClosed).toBe(1001);
    expect(await server.exited).toBe(0);
    const drained = server.lines.find((l) => l.message === 'shutdown-drained');
    expect(drained?.inTime).toBe(true);
    const failedSteps = server.lines.filter((l) => l.message === 'shutdown-step-failed');
    expect(failedSteps).toEqual([]);
  });
});

interface Sent {
  /** When the request was fully written to the socket (client clock = server clock: one machine). */
  sentAt: number;
  error?: string;
  connectionClose?: boolean;
  status?: number;
}

/** GET on a keep-alive agent; resolves with when it was sent and how it ended, never rejects. */
function keepAliveGet(agent: http.Agent, port: number, urlPath: string): Promise<Sent> {
  return new Promise((resolve) => {
    const sent: Sent = { sentAt: Infinity };
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent }, (res) => {
      sent.status = res.statusCode;
      sent.connectionClose = res.headers.connection === 'close';
      res.resume();
      res.on('end', () => resolve(sent));
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ ...sent, error: err.code ?? err.message }));
    });
    req.on('finish', () => (sent.sentAt = Date.now()));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ ...sent, error: err.code ?? err.message }));
  });
}

describe('a server stopped under keep-alive load', () => {
  it('when SIGTERM arrives while 50 keep-alive clients send continuously, then no request sent before the listener closed is reset and slow requests finish', async () => {
    const testDb = await createTestDb('empty');
    const database = new URL(testDb.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.SIFU_TEST_ADMIN_URL });
    await admin.connect();
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'test',
      TEST_ROUTES: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.url,
      DATA_DIR: path.join(tmp, 'data-load'),
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
    try {
      await server.waitForLog('server-listening');
      const results: Sent[] = [];
      const perClient = new Array<number>(50).fill(0);
      let stop = false;
      const clients = perClient.map(async (_n, i) => {
        while (!stop) {
          const r = await keepAliveGet(agent, port, '/healthz');
          results.push(r);
          perClient[i]++;
          // A refused connection means the listener is closed: this client is done.
          if (r.error) return;
        }
      });
      const slow = Array.from({ length: 3 }, () => get(port, '/__test/slow?ms=2500'));
      await untilSleeping(admin, database);
      await until(
        async () => Math.min(...perClient),
        (n) => n >= 5,
        30_000,
        20,
      );
      server.child.kill('SIGTERM');
      const closedAt = (await server.waitForLog('shutdown-listener-closed')).at as number;
      expect(await server.exited).toBe(0);
      stop = true;
      await Promise.all(clients);

      for (const reply of await Promise.all(slow)) expect(reply.status).toBe(200);
      const before = results.filter((r) => r.sentAt < closedAt);
      const after = results.filter((r) => r.sentAt >= closedAt);
      expect(before.length).toBeGreaterThan(250);
      expect(before.filter((r) => r.error)).toEqual([]);
      // A request sent after the listener closed either reused a kept-alive connection, and was answered and told to
      // close it, or opened a new one and was refused; how many of each depends on the machine's timing, not on us.
      const unexpectedAfter = after.filter((r) => !(r.status === 200 && r.connectionClose) && r.error !== 'ECONNREFUSED');
      expect(unexpectedAfter).toEqual([]);
      expect(results.filter((r) => r.error && r.error !== 'ECONNREFUSED')).toEqual([]);
    } finally {
      agent.destroy();
      server.child.kill('SIGKILL');
      await admin.end();
      await testDb.drop();
    }
  });
});

describe('start-up faults', () => {
  it('when the database does not answer, then /readyz answers 503 while start retries, and the fatal error is one JSON line naming host:port/db without the password', async () => {
    const dbPort = await freePort(); // nothing listens there
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://sifu:s3cret-pass@127.0.0.1:${dbPort}/marketplace`,
      DATA_DIR: path.join(tmp, 'data-down'),
      DB_CONNECT_TIMEOUT_MS: '4000',
    });
    await server.waitForLog('http-listening');
    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'starting' });
    expect((await get(port, '/healthz')).status).toBe(200);
    // Any path under /api, declared or not, answers 503 until the database is ready.
    const page = await get(port, '/api/users/me');
    expect(page.status).toBe(503);
    expect(JSON.parse(page.body)).toEqual({ status: 'Error', error: { code: 'starting', message: '師傅啟動緊，請稍後再試。' } });
    expect(await server.exited).toBe(1);
    expect(server.lines.filter((l) => l.message === 'database-wait').length).toBeGreaterThanOrEqual(2);
    const fatal = server.lines.filter((l) => l.message === 'fatal');
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({ level: 'error', database: `127.0.0.1:${dbPort}/marketplace` });
    expect(fatal[0].msg).toContain(`Database 127.0.0.1:${dbPort}/marketplace is not reachable after 4 s`);
    expect(server.output()).not.toContain('s3cret-pass');
  });

  it('when the database comes up only after the server started, then start waits for it and becomes ready', async () => {
    const testDb = await createTestDb('empty');
    const target = new URL(testDb.url);
    // A TCP proxy that refuses connections until it is opened: the database "is not up yet".
    const proxyPort = await freePort();
    const proxy = net.createServer((socket) => {
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    const viaProxy = new URL(testDb.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxyPort);
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: viaProxy.toString(),
      DATA_DIR: path.join(tmp, 'data-late'),
      DB_CONNECT_TIMEOUT_MS: '120000',
    });
    try {
      await server.waitForLog('database-wait');
      expect((await get(port, '/readyz')).status).toBe(503);
      await new Promise<void>((r) => proxy.listen(proxyPort, '127.0.0.1', r));
      await server.waitForLog('server-listening');
      expect((await get(port, '/readyz')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.child.kill('SIGKILL');
      await new Promise<void>((r) => proxy.close(() => r()));
      await testDb.drop();
    }
  });

  it('when DATA_DIR is owned by another user (a root-owned bind mount), then start names the path, the uid and the fix', async () => {
    // As root the server runs as nobody under a root-owned folder; otherwise the folder is made read-only for us.
    const owned = path.join(tmp, 'root-owned');
    fs.mkdirSync(owned);
    const asRoot = process.getuid?.() === 0;
    fs.chmodSync(owned, asRoot ? 0o755 : 0o555);
    const server = startServer(
      {
        NODE_ENV: 'test',
        HOME: os.tmpdir(),
        PORT: String(await freePort()),
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused',
        DATA_DIR: path.join(owned, 'data'),
      },
      asRoot ? { uid: 65534, gid: 65534 } : undefined,
    );
    expect(await server.exited).toBe(1);
    const fatal = server.lines.find((l) => l.message === 'fatal');
    expect(fatal).toMatchObject({ level: 'error', code: 'EACCES' });
    const uid = asRoot ? 65534 : process.getuid?.();
    expect(fatal?.msg).toContain(`DATA_DIR ${path.join(owned, 'data')} is not writable by uid ${uid}`);
    expect(fatal?.msg).toContain(`chown -R ${uid}:`);
  });

  it('when DATABASE_URL names a database that is not UTF8, then start refuses it with a clear message', async () => {
    const name = `sifu_ascii_${process.pid}`;
    const admin = new pg.Client({ connectionString: process.env.SIFU_TEST_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name} ENCODING 'SQL_ASCII' LC_COLLATE 'C' LC_CTYPE 'C' TEMPLATE template0`);
    try {
      const u = new URL(process.env.SIFU_TEST_ADMIN_URL!);
      u.pathname = `/${name}`;
      const server = startServer({
        NODE_ENV: 'test',
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: u.toString(),
        DATA_DIR: path.join(tmp, 'data-ascii'),
      });
      expect(await server.exited).toBe(1);
      const fatal = server.lines.find((l) => l.message === 'fatal');
      expect(fatal?.msg).toContain('uses the SQL_ASCII encoding; Sifu needs UTF8');
      expect(fatal?.msg).toContain(`/${name}`);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('when DATA_DIR cannot be created, then start fails with a JSON line naming the path and the fix', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, '');
    const server = startServer({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused',
      DATA_DIR: path.join(file, 'data'),
    });
    expect(await server.exited).toBe(1);
    const fatal = server.lines.find((l) => l.message === 'fatal');
    expect(fatal?.msg).toContain(`DATA_DIR ${path.join(file, 'data')} is not writable`);
    expect(fatal?.msg).toContain('ENOTDIR');
    expect(fatal?.msg).toContain('set DATA_DIR to a writable folder');
  });

  it('when LOG_DIR cannot be written, then the server warns and runs with console logs only', async () => {
    const file = path.join(tmp, 'another-file');
    fs.writeFileSync(file, '');
    const port = await freePort();
    const server = startServer({
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_TO_FILE: 'true',
      LOG_DIR: path.join(file, 'logs'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/unused',
      DATA_DIR: path.join(tmp, 'data-logs'),
      DB_CONNECT_TIMEOUT_MS: '60000',
    });
    const warning = await server.waitForLog('log-dir-unwritable');
    expect(warning.msg).toContain(`LOG_DIR ${path.join(file, 'logs')} is not writable`);
    await server.waitForLog('http-listening');
    expect((await get(port, '/healthz')).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
