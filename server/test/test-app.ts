/** createApp() on a fresh test database, plus helpers to sign up and log in through the real API. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { accountsContract } from '@shared/api/accounts.contract';
import { urlOf } from '@shared/api/endpoint';
import { parseEnv } from '../config/env';
import { createServerI18n } from '../lib/i18n';
import { silenceLogger } from '../lib/logger';
import type { AppDeps } from '../lib/app-deps';
import { withAdapterDefaults, type FullDeps } from '../lib/adapters';
import { createDb } from '../lib/db';
import { createApp, type SifuApp } from '../app';
import { createTestDb, type Template } from './test-db';
import { setUpForSuite } from './set-up';

export interface TestContext {
  sifu: SifuApp;
  /** The deps as createApp completed them (the same object, adapters and domain events filled in). */
  deps: FullDeps;
  /** A fresh DATA_DIR per context (uploads, outbox/mail, outbox/sms.log), removed on close. */
  dataDir: string;
  /** The test database's URL (a second instance on it: `sameDatabaseAs`). */
  dbUrl: string;
  agent(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * `jobs: true` starts a pg-boss queue on the test database (deps.jobs, workers registered by createApp), stopped on close.
 * `sameDatabaseAs` makes a second instance (own pool, caches and DATA_DIR) on another context's database, left in place.
 */
export async function createTestContext(
  opts: { template?: Template; env?: Record<string, string>; jobs?: boolean; sameDatabaseAs?: TestContext } = {},
): Promise<TestContext> {
  silenceLogger();
  const { db, url, drop } = opts.sameDatabaseAs ? sharedTestDb(opts.sameDatabaseAs.dbUrl) : await createTestDb(opts.template ?? 'empty');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sifu-test-data-'));
  // Limits are scaled up for suites that sign up many users from one address; rate-limit tests pass RATE_LIMIT_SCALE: '1'.
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_TO_FILE: 'false',
    LOGIN_RATE_LIMIT: '1000',
    RATE_LIMIT_SCALE: '1000',
    DATA_DIR: dataDir,
    ...opts.env,
  });
  const i18n = await createServerI18n();
  // Loaded only when asked, so suites without jobs never load pg-boss.
  const jobs = opts.jobs
    ? await (await import('../lib/jobs')).createJobQueue(url, { pollingIntervalSeconds: 0.5, sendOnly: env.JOBS_IN_WEB === false })
    : undefined;
  const deps: AppDeps = { db, env, i18n: i18n.i18n, jobs };
  const sifu = await createApp(deps);
  return {
    sifu,
    deps: withAdapterDefaults(deps),
    dataDir,
    dbUrl: url,
    agent: () => request.agent(sifu.handler),
    async close() {
      await deps.background?.idle();
      await jobs?.stop();
      i18n.stop();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test context for the suite (the file, or the describe block it is called in), closed after its last test. */
export function setUpTestContext(opts?: Parameters<typeof createTestContext>[0]): TestContext {
  return setUpForSuite(
    () => createTestContext(opts),
    (ctx) => ctx.close(),
  );
}

type TestContextOptions = NonNullable<Parameters<typeof createTestContext>[0]>;
type WithContext<T> = (ctx: TestContext) => Promise<T>;

/** A test context for one test only (other settings, say): made, handed to `run`, closed after it even when it fails. */
export async function withTestContext<T>(run: WithContext<T>): Promise<T>;
export async function withTestContext<T>(opts: TestContextOptions, run: WithContext<T>): Promise<T>;
export async function withTestContext<T>(...args: [WithContext<T>] | [TestContextOptions, WithContext<T>]): Promise<T> {
  const [opts, run] = args.length === 1 ? [{}, args[0]] : args;
  const ctx = await createTestContext(opts);
  try {
    return await run(ctx);
  } finally {
    await ctx.close();
  }
}

function sharedTestDb(url: string) {
  const db = createDb(url, 20);
  return { db, url, drop: () => db.close() };
}

let counter = 0;

/** A password the new-password policy accepts, for accounts created by tests. */
export const TEST_PASSWORD = 'Harbour-Kite-2026!';

/** Registers a new user through the API and returns a logged-in agent. */
export async function signUp(ctx: TestContext, role: 'consumer' | 'pro' = 'consumer') {
  counter += 1;
  const username = `user_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const agent = ctx.agent();
  const res = await agent
    .post(urlOf(accountsContract.register))
    .send({ username, email: `${username}@example.com`, passwd: TEST_PASSWORD, first_name: '大文', last_name: '陳', role });
  if (res.status !== 200) throw new Error(`signUp failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.data.user as { id: number; username: string; role: string }, username, password: TEST_PASSWORD };
}

/** A new agent logged in as an existing account (a seeded demo account, say). */
export async function logIn(ctx: TestContext, account: { username: string; password: string }) {
  const agent = ctx.agent();
  const res = await agent.post(urlOf(accountsContract.login)).send({ username: account.username, passwd: account.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return agent;
}
