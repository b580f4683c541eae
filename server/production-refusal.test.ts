/**
 * A real deployment refuses unsafe defaults, as ops would meet it: the built server (build/server/index.js), the job
 * worker and the cluster primary, started in production mode on a real PostgreSQL with one unsafe setting each, exit
 * non-zero with the fatal JSON line naming that setting; the same settings made safe reach /readyz 200.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_DIR } from './config/paths';
import { DEFAULT_GOOGLE_RESERVE_PUSH_SECRET, DEFAULT_SANDBOX_WEBHOOK_SECRET } from './config/env';
import { testDeploymentSettings } from './test/deployment-settings';
import { freePort } from './test/server-process';
import { createTestDb } from './test/test-db';
import { until } from './test/until';

jest.setTimeout(120_000);

interface Run {
  code: number | string;
  output: string;
  /** The fatal JSON line on stderr, if any. */
  fatal?: { message: string; msg: string; settings?: string[] };
}

let db: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.drop();
});

/** Settings a test deployment may start with: sandbox on purpose with a secret of its own, a real-looking issuer. */
const safeSettings = (): Record<string, string> => ({ NODE_ENV: 'production', DATABASE_URL: db.url, ...testDeploymentSettings() });

/** Starts a built entry point (build/server/…) with exactly `env` besides PATH, HOME and a fresh DATA_DIR. */
function startBuilt(entry: string, env: Record<string, string | undefined>): { exited: Promise<Run>; stop(): void; output(): string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-refusal-'));
  const clean = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  const child = spawn(process.execPath, [path.join(BUILD_DIR, 'server', entry)], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      LOG_TO_FILE: 'false',
      DATA_DIR: dataDir,
      ...clean,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
  const exited = new Promise<Run>((resolve) =>
    child.once('exit', (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      const fatalLine = err
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Run['fatal'])
        .find((l) => l?.message === 'fatal');
      resolve({ code: code ?? signal ?? 'unknown', output: out + err, fatal: fatalLine });
    }),
  );
  return { exited, stop: () => child.kill('SIGKILL'), output: () => out + err };
}

async function refusal(entry: string, env: Record<string, string | undefined>): Promise<Run> {
  const run = startBuilt(entry, { PORT: String(await freePort()), HOST: '127.0.0.1', ...env });
  const timer = setTimeout(run.stop, 60_000);
  const result = await run.exited;
  clearTimeout(timer);
  return result;
}

const publishedWebhookSecret = 'whsec_…';

it.each<[string, Record<string, string | undefined>, string]>([
  ['the payment provider is not chosen', { PAYMENT_PROVIDER: undefined, SANDBOX_WEBHOOK_SECRET: undefined }, 'PAYMENT_PROVIDER'],
  ['sandbox is chosen with its development secret', { SANDBOX_WEBHOOK_SECRET: DEFAULT_SANDBOX_WEBHOOK_SECRET }, 'SANDBOX_WEBHOOK_SECRET'],
  ['sandbox is chosen without a secret of its own', { SANDBOX_WEBHOOK_SECRET: undefined }, 'SANDBOX_WEBHOOK_SECRET'],
  [
    'Stripe is chosen with a webhook secret published in .env.example',
    { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_9f8e7d6c5b4a39281706', STRIPE_WEBHOOK_SECRET: publishedWebhookSecret },
    'STRIPE_WEBHOOK_SECRET',
  ],
  [
    'the S3 secret is the one compose.yaml used to default to',
    { S3_ACCESS_KEY_ID: 'sifu', S3_SECRET_ACCESS_KEY: 'change-me-minio' },
    'S3_SECRET_ACCESS_KEY',
  ],
  ['Google-reserve is on with its development push secret', { FEATURE_FLAGS: 'googleReserve=on' }, 'GOOGLE_RESERVE_PUSH_SECRET'],
  [
    'Google-reserve is on with the push secret set to its published default',
    { FEATURE_FLAGS: 'googleReserve=on', GOOGLE_RESERVE_PUSH_SECRET: DEFAULT_GOOGLE_RESERVE_PUSH_SECRET },
    'GOOGLE_RESERVE_PUSH_SECRET',
  ],
  ['receipts would name the demo company', { SIFU_COMPANY_NAME: undefined }, 'SIFU_COMPANY_NAME'],
  ['receipts would print the made-up registration number', { SIFU_COMPANY_BR_NUMBER: '76543210-000' }, 'SIFU_COMPANY_BR_NUMBER'],
  ['demo data is asked for without acknowledging its published passwords', { SEED_ON_START: 'true' }, 'SEED_ON_START'],
])('when the server starts in production on DATABASE_URL and %s, then it refuses, naming the setting', async (_what, unsafe, setting) => {
  const run = await refusal('index.js', { ...safeSettings(), ...unsafe });
  expect(run.code).not.toBe(0);
  expect(run.fatal?.settings).toEqual([setting]);
  expect(run.fatal?.msg).toContain(setting);
  // Refused before anything else: never listening.
  expect(run.output).not.toContain('"message":"http-listening"');
});

it('when several settings are unsafe, then one refusal names every one of them', async () => {
  const run = await refusal('index.js', { NODE_ENV: 'production', DATABASE_URL: db.url });
  expect(run.code).not.toBe(0);
  expect(run.fatal?.settings).toEqual(['PAYMENT_PROVIDER', 'SIFU_COMPANY_NAME', 'SIFU_COMPANY_ADDRESS', 'SIFU_COMPANY_BR_NUMBER']);
});

it('when demo data is asked for on a database that has accounts, then start refuses before writing anything', async () => {
  const other = await createTestDb();
  try {
    await other.db.pool.query("INSERT INTO users (username, email, passwd_hash) VALUES ('mei', 'mei@example.hk', 'x')");
    const run = await refusal('index.js', {
      ...safeSettings(),
      DATABASE_URL: other.url,
      SEED_ON_START: 'true',
      DEMO_DATA: 'published-passwords',
    });
    expect(run.code).not.toBe(0);
    expect(run.fatal?.settings).toEqual(['SEED_ON_START']);
    expect(run.fatal?.msg).toContain('already has accounts');
    const { rows } = await other.db.pool.query<{ username: string }>('SELECT username FROM users');
    expect(rows.map((r) => r.username)).toEqual(['mei']);
  } finally {
    await other.drop();
  }
});

it('when the job worker or the cluster starts with an unset payment provider, then it refuses the same way', async () => {
  const unsafe = { ...safeSettings(), PAYMENT_PROVIDER: undefined, SANDBOX_WEBHOOK_SECRET: undefined };
  for (const entry of ['worker.js', 'cluster.js']) {
    const run = await refusal(entry, { ...unsafe, WEB_CONCURRENCY: '1' });
    expect({ entry, code: run.code, settings: run.fatal?.settings }).toEqual({ entry, code: 1, settings: ['PAYMENT_PROVIDER'] });
  }
});

it('when every setting is safe, then the server starts and /readyz answers 200', async () => {
  const port = await freePort();
  const run = startBuilt('index.js', { ...safeSettings(), PORT: String(port), HOST: '127.0.0.1' });
  try {
    const status = await until(
      () =>
        fetch(`http://127.0.0.1:${port}/readyz`)
          .then((r) => r.status)
          .catch(() => 0),
      (s) => s === 200,
      90_000,
      200,
    );
    expect({ status, output: status === 200 ? '' : run.output() }).toEqual({ status: 200, output: '' });
  } finally {
    run.stop();
    await run.exited;
  }
});
