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
import { freePort, startServer, stopAll, type ServerProcess } from '../test/server-process';
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
