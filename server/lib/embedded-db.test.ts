/**
 * The real server process on its embedded PostgreSQL (ADR 0025), in one data dir used
 * in turn by several starts, as a machine would see it over time:
 * UTF8 with LANG unset → a second Sifu on the same dir refused → kill -9 leaves an orphan postmaster, which the next
 * start stops (never deleting its files under it) → the embedded PostgreSQL dying makes the app exit non-zero →
 * a lock naming an unrelated live pid is stale → SIGTERM with a request in flight: its 200, exit 0, postgres stopped.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BUILD_DIR } from '../config/paths';
import { freePort, startServer, stopAll, type ServerProcess } from '../test/server-process';
import { createTestDb } from '../test/test-db';
import { until } from '../test/until';
import { isProcessAlive } from './process-info';
import { lockHolder, orphanPostmaster } from './embedded-db';

jest.setTimeout(300_000);

function get(port: number, urlPath: string): Promise<{ status: number; body: string }> {
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

async function untilGone(pid: number, timeoutMs = 60_000): Promise<boolean> {
  return !(await until(
    async () => isProcessAlive(pid),
    (alive) => !alive,
    timeoutMs,
  ));
}

let dir: string;
const sleepers: number[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-embedded-'));
  // As root the embedded PostgreSQL runs as "postgres", which must be able to enter the folder (STACK.md).
  fs.chmodSync(dir, 0o755);
});
afterAll(async () => {
  await stopAll();
  for (const pid of sleepers) if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
  const orphan = orphanPostmaster(path.join(dir, 'data/postgres'));
  if (orphan) {
    process.kill(orphan, 'SIGINT');
    await untilGone(orphan);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

async function start(extra: Record<string, string> = {}): Promise<{ server: ServerProcess; port: number }> {
  const port = await freePort();
  // No LANG or LC_* (startServer passes only PATH and HOME): initdb would pick SQL_ASCII if not told UTF8.
  const server = startServer({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    SEED_ON_START: 'false',
    ...extra,
  });
  return { server, port };
}

async function postmasterOf(server: ServerProcess): Promise<{ pid: number; port: number }> {
  const line = await server.waitForLog('embedded-postgres-started');
  return { pid: line.pid as number, port: line.port as number };
}

describe('the embedded PostgreSQL over several starts of one data dir', () => {
  let firstPostmaster: { pid: number; port: number };
  let first: ServerProcess;

  it('when the cluster is created with LANG unset, then it is UTF8 with a neutral locale', async () => {
    ({ server: first } = await start());
    await first.waitForLog('server-listening');
    firstPostmaster = await postmasterOf(first);
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${firstPostmaster.port}/sifu` });
    await client.connect();
    try {
      const enc = await client.query<{ server_encoding: string }>('SHOW server_encoding');
      expect(enc.rows[0].server_encoding).toBe('UTF8');
      const text = await client.query<{ n: number; collate: string }>(
        `SELECT length('師傅')::int AS n, datcollate AS collate FROM pg_database WHERE datname = 'sifu'`,
      );
      expect(text.rows[0]).toEqual({ n: 2, collate: 'C.UTF-8' });
    } finally {
      await client.end();
    }
  });

  it('when a second Sifu starts on the same data dir, then it refuses and names the running one', async () => {
    const { server: second } = await start();
    expect(await second.exited).toBe(1);
    const fatal = second.lines.find((l) => l.message === 'fatal');
    expect(fatal?.msg).toContain(`Another Sifu process (pid ${first.pid}) is already running PostgreSQL`);
    expect(isProcessAlive(firstPostmaster.pid)).toBe(true);
    expect((await get(Number(first.lines.find((l) => l.message === 'http-listening')?.port), '/readyz')).status).toBe(200);
  });

  it('when the app was killed with kill -9, then the next start stops the orphaned postmaster safely and starts', async () => {
    first.child.kill('SIGKILL');
    await first.exited;
    // The orphan: still running, serving this dir.
    expect(isProcessAlive(firstPostmaster.pid)).toBe(true);
    expect(orphanPostmaster(path.join(dir, 'data/postgres'))).toBe(firstPostmaster.pid);
    // The lock names a dead pid: stale.
    expect(lockHolder(path.join(dir, 'data/sifu-postgres.lock'))).toBeNull();

    const { server: next, port } = await start();
    const orphanLine = await next.waitForLog('embedded-postgres-orphan-stopped');
    expect(orphanLine.pid).toBe(firstPostmaster.pid);
    await next.waitForLog('server-listening');
    expect(isProcessAlive(firstPostmaster.pid)).toBe(false);
    const nextPostmaster = await postmasterOf(next);
    expect(nextPostmaster.pid).not.toBe(firstPostmaster.pid);
    expect((await get(port, '/readyz')).status).toBe(200);

    // The embedded PostgreSQL dies under the app: it reports it and exits non-zero for its supervisor to restart it.
    process.kill(nextPostmaster.pid, 'SIGKILL');
    expect(await next.exited).toBe(1);
    expect(next.lines.some((l) => l.message === 'embedded-postgres-exited')).toBe(true);
    expect(next.lines.find((l) => l.message === 'shutdown')?.signal).toBe('embedded-postgres-exited');
  });

  it('when the lock names a live process that is not Sifu, then start treats it as stale; SIGTERM then drains and stops postgres', async () => {
    const sleeper = spawn('sleep', ['120'], { stdio: 'ignore' });
    sleepers.push(sleeper.pid!);
    fs.writeFileSync(path.join(dir, 'data/sifu-postgres.lock'), String(sleeper.pid));
    expect(lockHolder(path.join(dir, 'data/sifu-postgres.lock'))).toBeNull();

    const { server, port } = await start({ TEST_ROUTES: 'true', SHUTDOWN_TIMEOUT_MS: '20000' });
    await server.waitForLog('server-listening');
    const postmaster = await postmasterOf(server);
    // The lock now names this server, with its start time.
    expect(lockHolder(path.join(dir, 'data/sifu-postgres.lock'))).toBe(server.pid);

    const slow = get(port, '/__test/slow?ms=3000');
    const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${postmaster.port}/sifu` });
    await client.connect();
    await until(
      async () =>
        (await client.query(`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'`)).rows.length > 0,
      Boolean,
      60_000,
    );
    await client.end();
    server.child.kill('SIGTERM');
    const reply = await slow;
    expect(reply.status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(await untilGone(postmaster.pid)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'data/sifu-postgres.lock'))).toBe(false);
  });
});

describe('the embedded PostgreSQL in a container', () => {
  it('when no temporary folder is writable (a read-only root without a tmpfs /tmp), then it starts with no Unix socket and keeps its own log in DATA_DIR', async () => {
    // A TMPDIR under a file cannot be written even by root.
    const file = path.join(dir, 'not-a-folder');
    fs.writeFileSync(file, '');
    const dataDir = path.join(dir, 'read-only-tmp');
    const port = await freePort();
    // The built server, as the image runs it (tsx, which runs the sources, needs a temporary folder itself).
    let out = '';
    const child = spawn(process.execPath, [path.join(BUILD_DIR, 'server/index.js')], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'test',
        LOG_TO_FILE: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ON_START: 'false',
        TMPDIR: path.join(file, 'tmp'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    try {
      const ready = await until(async () => out.includes('"message":"server-listening"') || child.exitCode !== null, Boolean, 120_000, 100);
      expect(ready && child.exitCode === null ? 'listening' : out).toBe('listening');
      const started = out
        .split('\n')
        .filter((l) => l.includes('"message":"embedded-postgres-started"'))
        .map((l) => JSON.parse(l) as { port: number })[0];
      expect((await get(port, '/readyz')).status).toBe(200);
      // PostgreSQL's default socket folder is /tmp: no socket there (nor anywhere), TCP only.
      expect(fs.existsSync(`/tmp/.s.PGSQL.${started.port}`)).toBe(false);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
    const pgLog = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
    expect(pgLog).toContain('database system is ready to accept connections');
    expect(pgLog).toContain('database system is shut down');
  });

  it('when PostgreSQL was stopped uncleanly, then the next start says it recovered, in the app log and in postgres.log', async () => {
    const dataDir = path.join(dir, 'read-only-tmp');
    const first = startServer({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
    });
    const { pid } = await postmasterOf(first);
    await first.waitForLog('server-listening');
    // An immediate shutdown (SIGQUIT) skips the shutdown checkpoint, as a SIGKILL of the container would.
    first.child.kill('SIGKILL');
    await first.exited;
    process.kill(pid, 'SIGQUIT');
    expect(await untilGone(pid)).toBe(true);

    const again = startServer({
      NODE_ENV: 'test',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
    });
    await again.waitForLog('server-listening');
    const recovery = await again.waitForLog('embedded-postgres-recovery');
    expect(recovery.log).toBe(path.join(dataDir, 'postgres.log'));
    expect(fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8')).toMatch(/not properly shut down|automatic recovery in progress/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });

  // The test process is root (as in CI) so that it can start the server as another uid.
  describe('as an arbitrary uid in group 0 (OpenShift), on a DATA_DIR prepared as the Dockerfile does', () => {
    let dataDir: string;
    beforeAll(() => {
      // Dockerfile: /app/data owned by node (1000) and group 0, group permissions equal to the owner's.
      dataDir = path.join(dir, 'openshift-data');
      fs.mkdirSync(dataDir);
      fs.chownSync(dataDir, 1000, 0);
      fs.chmodSync(dataDir, 0o775);
    });

    it('when it runs on DATABASE_URL, then it writes DATA_DIR through group 0 and serves; without the group write bit it could not', async () => {
      const testDb = await createTestDb('empty');
      try {
        const port = await freePort();
        const server = startServer(
          { NODE_ENV: 'test', HOME: '/tmp', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: testDb.url },
          { uid: 12345, gid: 0 },
        );
        await server.waitForLog('server-listening');
        expect((await get(port, '/readyz')).status).toBe(200);
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);

        const ownerOnly = path.join(dir, 'owner-only-data');
        fs.mkdirSync(ownerOnly);
        fs.chownSync(ownerOnly, 1000, 0);
        fs.chmodSync(ownerOnly, 0o755);
        const refused = startServer(
          { NODE_ENV: 'test', HOME: '/tmp', PORT: String(await freePort()), DATA_DIR: ownerOnly, DATABASE_URL: testDb.url },
          { uid: 12345, gid: 0 },
        );
        expect(await refused.exited).toBe(1);
        expect(refused.lines.find((l) => l.message === 'fatal')).toMatchObject({ code: 'EACCES' });
      } finally {
        await testDb.drop();
      }
    });

    it('when the embedded PostgreSQL is asked for, then start fails with the fatal JSON line naming the uid and the fix', async () => {
      const server = startServer(
        { NODE_ENV: 'production', HOME: '/tmp', PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir },
        { uid: 12345, gid: 0 },
      );
      expect(await server.exited).toBe(1);
      const fatal = server.lines.find((l) => l.message === 'fatal');
      expect(fatal?.msg).toContain('cannot run as uid 12345');
      expect(fatal?.msg).toContain('Set DATABASE_URL');
    });
  });
});
