/**
 * `npm run start:cluster` (ADR 0027) as ops run it: build/server/cluster.js on a real PostgreSQL and
 * Redis. Several workers without REDIS_URL are refused with a clear message; with it, the primary forks the workers,
 * they serve on the one port, and SIGTERM drains them all and exits 0.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BUILD_DIR } from './config/paths';
import { testDeploymentSettings } from './test/deployment-settings';
import { createTestDb } from './test/test-db';
import { until } from './test/until';

jest.setTimeout(120_000);

const ENTRY = path.join(BUILD_DIR, 'server/cluster.js');
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function start(
  env: Record<string, string>,
  unset: string[] = [],
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-cluster-'));
  let out = '';
  const base: NodeJS.ProcessEnv = { ...process.env };
  for (const k of unset) delete base[k];
  const child = spawn(process.execPath, [ENTRY], {
    env: {
      ...base,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      LOG_TO_FILE: 'false',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      ...testDeploymentSettings(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  void exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { child, output: () => out, exited };
}

const count = (text: string, message: string) => text.split('\n').filter((l) => l.includes(`"message":"${message}"`)).length;

it('when more than one worker is asked for without REDIS_URL, then the primary refuses to start and says why', async () => {
  const run = start({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://127.0.0.1:1/none' }, ['REDIS_URL']);
  expect(await run.exited).toBe(1);
  expect(run.output()).toContain('cluster-needs-redis');
  expect(run.output()).toContain('needs REDIS_URL');
});

it('when two workers start with Redis, then both serve the port and SIGTERM drains them and exits 0', async () => {
  const { url, drop } = await createTestDb();
  const port = await freePort();
  const run = start({ WEB_CONCURRENCY: '2', REDIS_URL, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1' });
  try {
    await until(
      async () => count(run.output(), 'server-listening'),
      (n) => n >= 2,
      90_000,
      200,
    );
    expect(count(run.output(), 'server-listening')).toBe(2);
    expect(run.output()).toContain('"message":"cluster-started"');
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(count(run.output(), 'shutdown')).toBe(2);
  } finally {
    run.child.kill('SIGKILL');
    await drop();
  }
});

/** A built entry (cluster.js or worker.js) on `dataDir`, which the caller owns; env is exactly what is given plus PATH. */
function runEntry(
  entry: string,
  env: Record<string, string>,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  let out = '';
  const child = spawn(process.execPath, [path.join(BUILD_DIR, 'server', entry)], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', LOG_TO_FILE: 'false', SEED_ON_START: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, output: () => out, exited };
}

const jsonLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('how many processes serve', () => {
  it('when REDIS_URL is not set, then the first log line says one process serves and why, and it serves and stops alone', async () => {
    const { url, drop } = await createTestDb();
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-single-'));
    const run = runEntry('cluster.js', { NODE_ENV: 'test', DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      await until(
        async () => count(run.output(), 'server-listening'),
        (n) => n >= 1,
        90_000,
        200,
      );
      const first = jsonLines(run.output())[0];
      expect(first).toMatchObject({ message: 'serving', processes: 1, mode: 'single' });
      expect(first.reason).toContain('no REDIS_URL');
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toContain('cluster-started');
      expect(count(run.output(), 'shutdown')).toBe(1);
    } finally {
      run.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    }
  });

  it('when REDIS_URL is set and WEB_CONCURRENCY is not, then one process per core serves and the first log line says how many', async () => {
    const { url, drop } = await createTestDb();
    const port = await freePort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-cores-'));
    const cores = os.availableParallelism();
    const run = runEntry('cluster.js', {
      NODE_ENV: 'test',
      REDIS_URL,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    });
    try {
      await until(
        async () => count(run.output(), 'server-listening'),
        (n) => n >= cores,
        120_000,
        200,
      );
      expect(jsonLines(run.output())[0]).toMatchObject({ message: 'serving', processes: cores, mode: cores > 1 ? 'cluster' : 'single' });
      expect(count(run.output(), 'server-listening')).toBe(cores);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
      await drop();
    }
  });
});

describe('configuration errors of every entry', () => {
  it.each(['cluster.js', 'worker.js'])(
    'when %s gets a bad setting, then stderr is the one fatal JSON line naming it and no file the image lacks',
    async (entry) => {
      const run = runEntry(entry, { NODE_ENV: 'production', PORT: 'not-a-port', DATA_DIR: os.tmpdir() });
      expect(await run.exited).toBe(1);
      const lines = jsonLines(run.output());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ level: 'error', message: 'fatal' });
      expect(lines[0].msg).toContain('PORT');
      expect(run.output()).not.toContain('.env.example');
      expect(run.output()).not.toContain('README');
    },
  );

  it('when worker.js has no DATABASE_URL, then it fails with the fatal JSON line saying so', async () => {
    const run = runEntry('worker.js', { NODE_ENV: 'production', DATA_DIR: os.tmpdir() });
    expect(await run.exited).toBe(1);
    const lines = jsonLines(run.output());
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ message: 'fatal', code: 'worker-needs-database-url' });
  });
});

describe('the cluster on the embedded PostgreSQL', () => {
  it('when SIGTERM arrives during a slow request, then the request completes, the exit code is 0 and the next start finds a cleanly stopped database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-cluster-pg-'));
    // As root the embedded PostgreSQL runs as "postgres", which must be able to enter the folder.
    fs.chmodSync(dir, 0o755);
    const dataDir = path.join(dir, 'data');
    const port = await freePort();
    const env = { NODE_ENV: 'test', TEST_ROUTES: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
    const run = runEntry('cluster.js', { ...env, WEB_CONCURRENCY: '2', REDIS_URL });
    let again: ReturnType<typeof runEntry> | undefined;
    try {
      await until(
        async () => count(run.output(), 'server-listening'),
        (n) => n >= 2,
        120_000,
        200,
      );
      const started = jsonLines(run.output()).find((l) => l.message === 'embedded-postgres-started')!;
      const admin = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${started.port as number}/sifu` });
      await admin.connect();
      const slow = fetch(`http://127.0.0.1:${port}/__test/slow?ms=3000`);
      const sleeping = await until(
        async () =>
          (await admin.query(`SELECT 1 FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep%' AND state = 'active'`)).rows.length,
        (n) => n > 0,
        30_000,
        20,
      );
      await admin.end();
      expect(sleeping).toBeGreaterThan(0);
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      const reply = await slow;
      expect(reply.status).toBe(200);
      expect(await run.exited).toBe(0);
      // Within the 8 s stop budget, under the 10 s after which docker, podman and compose send SIGKILL.
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(run.output()).toContain('"message":"embedded-postgres-stopped"');

      again = runEntry('cluster.js', { ...env, WEB_CONCURRENCY: '1' });
      await until(
        async () => count(again!.output(), 'server-listening'),
        (n) => n >= 1,
        120_000,
        200,
      );
      const pgLog = fs.readFileSync(path.join(dataDir, 'postgres.log'), 'utf8');
      const lastStart = pgLog.slice(pgLog.lastIndexOf('starting PostgreSQL'));
      expect(lastStart).toMatch(/database system was shut down at/);
      expect(lastStart).not.toMatch(/not properly shut down|automatic recovery/);
      expect(again.output()).not.toContain('embedded-postgres-recovery');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      again?.child.kill('SIGKILL');
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
