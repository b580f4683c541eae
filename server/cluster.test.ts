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
import { BUILD_DIR } from './config/paths';
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
    env: { ...base, NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_TO_FILE: 'false', DATA_DIR: dataDir, SEED_ON_START: 'false', ...env },
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
