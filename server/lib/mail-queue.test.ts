/**
 * E-mail through the outbox queue (ADR 0027) on a real PostgreSQL and pg-boss: a failing transport
 * is retried until it succeeds, a success is sent once, a message that keeps failing is given up and marked.
 */
import { createTestDb } from '../test/test-db';
import { until } from '../test/until';
import { createJobQueue, type JobQueue } from './jobs';
import { silenceLogger } from './logger';
import type { Db } from './db';
import type { MailMessage, Mailer } from './mailer';
import { createQueuedMailer, deliverMail, purgeMailOutbox, registerMailJobs } from './mail-queue';

let db: Db;
let drop: () => Promise<void>;
let jobs: JobQueue;
/** The transport's answers, in order: 'fail' throws, anything else delivers; when empty, it delivers. */
const plan: Array<'fail' | 'ok'> = [];
const attempts: MailMessage[] = [];
const delivered: MailMessage[] = [];
const transport: Mailer = {
  async send(msg) {
    attempts.push(msg);
    if (plan.shift() === 'fail') throw new Error('421 try again later');
    delivered.push(msg);
  },
};

beforeAll(async () => {
  silenceLogger();
  const t = await createTestDb();
  db = t.db;
  drop = t.drop;
  jobs = await createJobQueue(t.url, { pollingIntervalSeconds: 0.5 });
  await registerMailJobs(jobs, db, transport);
});
afterAll(async () => {
  await jobs.stop();
  await drop();
});
beforeEach(() => {
  plan.length = 0;
  attempts.length = 0;
  delivered.length = 0;
});

const row = (to: string) =>
  db.one<{ id: string; body: string | null; attempts: number; sent_at: Date | null; failed_at: Date | null; last_error: string | null }>(
    'SELECT id, body, attempts, sent_at, failed_at, last_error FROM mail_outbox WHERE to_address = $1',
    [to],
  );
const fastRetry = { retryLimit: 3, retryDelayS: 1, retryBackoff: false };

it('when the transport fails twice, then the job retries and the message is delivered once, its body cleared', async () => {
  plan.push('fail', 'fail');
  const to = 'retry@example.com';
  await createQueuedMailer(db, jobs, fastRetry).send({
    to,
    subject: '師傅 reset',
    text: 'https://sifu.hk/resetpass/abc',
    tag: 'password_reset',
  });
  const sent = await until(
    () => row(to),
    (r) => Boolean(r?.sent_at),
    30_000,
  );
  expect(sent).toMatchObject({ attempts: 3, body: null, failed_at: null, last_error: null });
  expect(attempts.filter((m) => m.to === to)).toHaveLength(3);
  expect(delivered.filter((m) => m.to === to)).toEqual([
    { to, subject: '師傅 reset', text: 'https://sifu.hk/resetpass/abc', tag: 'password_reset' },
  ]);
}, 40_000);

it('when the transport keeps failing, then after the last retry the message is marked failed and not tried again', async () => {
  plan.push('fail', 'fail', 'fail', 'fail', 'fail', 'fail');
  const to = 'down@example.com';
  await createQueuedMailer(db, jobs, { retryLimit: 1, retryDelayS: 1, retryBackoff: false }).send({
    to,
    subject: 's',
    text: 't',
    tag: 'x',
  });
  const failed = await until(
    () => row(to),
    (r) => Boolean(r?.failed_at),
    30_000,
  );
  expect(failed).toMatchObject({ attempts: 2, sent_at: null, last_error: '421 try again later' });
  expect(delivered).toEqual([]);
}, 40_000);

it('when a delivery job runs again for a message already sent, then nothing is sent twice', async () => {
  const to = 'once@example.com';
  await createQueuedMailer(db, jobs, fastRetry).send({ to, subject: 's', text: 't', tag: 'x' });
  const sent = await until(
    () => row(to),
    (r) => Boolean(r?.sent_at),
    30_000,
  );
  expect(await deliverMail(db, transport, Number(sent!.id), { final: false })).toBe('already_sent');
  expect(delivered.filter((m) => m.to === to)).toHaveLength(1);
}, 40_000);

it('when two deliveries of one message run at the same time, then it is sent once', async () => {
  const { id } = (await db.one<{ id: string }>(
    `INSERT INTO mail_outbox (to_address, subject, body, tag) VALUES ('race@example.com', 's', 't', 'x') RETURNING id`,
  ))!;
  const results = await Promise.all([1, 2].map(() => deliverMail(db, transport, Number(id), { final: false })));
  expect(results.sort()).toEqual(['already_sent', 'sent']);
  expect(delivered.filter((m) => m.to === 'race@example.com')).toHaveLength(1);
});

it('when sent rows are older than the retention, then the purge deletes them and keeps unsent ones', async () => {
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, body, tag, sent_at) VALUES ('old@example.com', 's', NULL, 'x', now() - interval '31 days')`,
  );
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, body, tag, created) VALUES ('pending@example.com', 's', 't', 'x', now() - interval '40 days')`,
  );
  expect(await purgeMailOutbox(db)).toBeGreaterThanOrEqual(1);
  expect(await row('old@example.com')).toBeUndefined();
  expect(await row('pending@example.com')).toBeDefined();
});

it('when a message is queued inside a transaction that commits, then it is delivered; when that transaction rolls back, then it never exists', async () => {
  const mailer = createQueuedMailer(db, jobs, fastRetry);
  await db.withTransaction((tx) => mailer.queue!(tx, { to: 'committed@example.com', subject: 's', text: 't', tag: 'new_quote' }));
  await expect(
    db.withTransaction(async (tx) => {
      await mailer.queue!(tx, { to: 'rolled-back@example.com', subject: 's', text: 't', tag: 'new_quote' });
      throw new Error('the quote was refused');
    }),
  ).rejects.toThrow('the quote was refused');
  await until(
    async () => delivered.some((m) => m.to === 'committed@example.com'),
    (done) => done,
  );
  expect(await row('rolled-back@example.com')).toBeUndefined();
  expect(delivered.map((m) => m.to)).not.toContain('rolled-back@example.com');
});
