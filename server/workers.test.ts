/**
 * Job workers in the web process or not (ADR 0027), on a real PostgreSQL and pg-boss: by default
 * createApp registers every worker and schedule, and e-mail goes out through the queue; with JOBS_IN_WEB=false the
 * web app only queues, and a worker process (registerWorkers, as server/worker.ts runs it) delivers.
 */
import { accountsContract } from '@shared/api/accounts.contract';
import { createTestContext, signUp, type TestContext } from './test/test-app';
import { outboxMails } from './test/outbox';
import { until } from './test/until';
import { withAdapterDefaults } from './lib/adapters';
import { createJobQueue } from './lib/jobs';
import { MAIL_QUEUE } from './lib/mail-queue';
import { SWEEP_NAMES } from './modules/system/sweeps.service';
import { SITEMAP_REFRESH_QUEUE } from './ssr/sitemap-snapshots';
import { registerWorkers } from './workers';
import { api } from './test/api';

const schedules = (ctx: TestContext) =>
  ctx.deps.db.many<{ name: string }>('SELECT name FROM pgboss.schedule ORDER BY name').then((r) => r.map((x) => x.name));
const mailJobs = (ctx: TestContext) =>
  ctx.deps.db.many<{ state: string }>('SELECT state FROM pgboss.job WHERE name = $1', [MAIL_QUEUE]).then((r) => r.map((x) => x.state));

async function askReset(ctx: TestContext): Promise<string> {
  const u = await signUp(ctx);
  const email = `${u.username}@example.com`;
  await api(ctx.sifu.handler).call(accountsContract.forgotPassword, { body: { email } }).expect(200);
  await ctx.deps.background!.idle();
  return email;
}

describe('workers in the web process (default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true });
  });
  afterAll(() => ctx.close());

  it('when the app starts with jobs, then every sweep and the sitemap refresh are scheduled', async () => {
    expect(await schedules(ctx)).toEqual(expect.arrayContaining([...SWEEP_NAMES, SITEMAP_REFRESH_QUEUE]));
  });

  it('when a service sends an e-mail, then it is stored in the outbox and the queued job delivers it once', async () => {
    const email = await askReset(ctx);
    const mails = await until(
      async () => outboxMails(ctx.dataDir, 'password_reset', email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    const row = await until(
      () =>
        ctx.deps.db.one<{ sent_at: Date | null; body: string | null }>('SELECT sent_at, body FROM mail_outbox WHERE to_address = $1', [
          email,
        ]),
      (r) => Boolean(r?.sent_at),
    );
    expect(row).toMatchObject({ sent_at: expect.any(Date), body: null });
  });
});

describe('JOBS_IN_WEB=false', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: true, env: { JOBS_IN_WEB: 'false' } });
  });
  afterAll(() => ctx.close());

  it('when the web app sends an e-mail, then it is only queued, and a worker process delivers it', async () => {
    expect(await schedules(ctx)).toEqual([]);
    const email = await askReset(ctx);
    // Sign-up and the reset each queued a message (sign-up also sends the address check); none was worked.
    const states = await mailJobs(ctx);
    expect(states.length).toBeGreaterThanOrEqual(1);
    expect(new Set(states)).toEqual(new Set(['created']));
    expect(await ctx.deps.db.one('SELECT sent_at FROM mail_outbox WHERE to_address = $1 AND tag = $2', [email, 'password_reset'])).toEqual({
      sent_at: null,
    });
    expect(outboxMails(ctx.dataDir, 'password_reset', email)).toEqual([]);

    // The worker process: its own queue connection on the same database, the same adapters (server/worker.ts).
    const url = (ctx.deps.db.pool.options as { connectionString: string }).connectionString;
    const workerJobs = await createJobQueue(url, { pollingIntervalSeconds: 0.5 });
    try {
      await registerWorkers(withAdapterDefaults({ db: ctx.deps.db, env: ctx.deps.env, i18n: ctx.deps.i18n, jobs: workerJobs }));
      const mails = await until(
        async () => outboxMails(ctx.dataDir, 'password_reset', email),
        (m) => m.length > 0,
      );
      expect(mails).toHaveLength(1);
      expect(await schedules(ctx)).toEqual(expect.arrayContaining([...SWEEP_NAMES, SITEMAP_REFRESH_QUEUE]));
    } finally {
      await workerJobs.stop();
    }
  });
});
