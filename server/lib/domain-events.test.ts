/**
 * Domain events on a real PostgreSQL: without a job queue the subscribers run in process after the commit; with
 * pg-boss each subscriber gets the event once the emitting transaction commits (never after a rollback), and a
 * handler that throws gets the same event again (at least once), so handlers stay idempotent.
 */
import { createTestDb } from '../test/test-db';
import { until } from '../test/until';
import { createJobQueue, type JobQueue } from './jobs';
import { silenceLogger } from './logger';
import type { Db } from './db';
import { createDomainEvents, type DomainEvent } from './domain-events';

let db: Db;
let url: string;
let drop: () => Promise<void>;

beforeAll(async () => {
  silenceLogger();
  ({ db, url, drop } = await createTestDb());
});
afterAll(() => drop());

const refused = new Error('refused');
const rollBack = () => Promise.reject(refused);

describe('without a job queue', () => {
  it('when the emitting transaction commits, then each subscriber runs once after the commit with the same event', async () => {
    const events = createDomainEvents();
    const seen: Array<[string, DomainEvent]> = [];
    events.subscribe('payment.credited', 'first', async (e) => void seen.push(['first', e]));
    events.subscribe('payment.credited', 'second', async (e) => void seen.push(['second', e]));
    let emittedInside = 0;
    await db.withTransaction(async (tx) => {
      await events.emit(tx, 'payment.credited', { orderId: 7, userId: 3 });
      emittedInside = seen.length;
    });
    expect(emittedInside).toBe(0);
    expect(seen.map(([s, e]) => [s, e.name, e.payload])).toEqual([
      ['first', 'payment.credited', { orderId: 7, userId: 3 }],
      ['second', 'payment.credited', { orderId: 7, userId: 3 }],
    ]);
    expect(seen[0][1].id).toBe(seen[1][1].id);
  });

  it('when the emitting transaction rolls back, then no subscriber runs', async () => {
    const events = createDomainEvents();
    const handler = jest.fn(async () => {});
    events.subscribe('payment.credited', 'reaction', handler);
    await expect(
      db.withTransaction(async (tx) => {
        await events.emit(tx, 'payment.credited', { orderId: 8, userId: 3 });
        return rollBack();
      }),
    ).rejects.toBe(refused);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('over the job queue', () => {
  let jobs: JobQueue;
  const events = () => createDomainEvents(jobs, { retryLimit: 2, retryDelayS: 1, retryBackoff: false });
  const delivered: DomainEvent[] = [];
  let failNext = 0;

  beforeAll(async () => {
    jobs = await createJobQueue(url, { pollingIntervalSeconds: 0.5 });
    const worker = events();
    worker.subscribe('payment.credited', 'test-reaction', async (e) => {
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('not yet');
      }
      delivered.push(e);
    });
    await worker.work();
  });
  afterAll(() => jobs.stop());

  it('when the emitting transaction commits, then the subscriber gets the event from the queue', async () => {
    const emitter = events();
    emitter.subscribe('payment.credited', 'test-reaction', async () => {
      throw new Error('the emitting process only queues the event');
    });
    await db.withTransaction((tx) => emitter.emit(tx, 'payment.credited', { orderId: 11, userId: 5 }));
    const got = await until(
      async () => delivered.filter((e) => e.payload.orderId === 11),
      (list) => list.length > 0,
    );
    expect(got).toEqual([{ id: expect.any(String), name: 'payment.credited', payload: { orderId: 11, userId: 5 } }]);
  });

  it('when the emitting transaction rolls back, then no job exists for the event', async () => {
    const emitter = events();
    emitter.subscribe('payment.credited', 'test-reaction', async () => {});
    await expect(
      db.withTransaction(async (tx) => {
        await emitter.emit(tx, 'payment.credited', { orderId: 12, userId: 5 });
        return rollBack();
      }),
    ).rejects.toBe(refused);
    const queued = await db.one<{ n: number }>(`SELECT count(*) AS n FROM pgboss.job WHERE data->'payload'->>'orderId' = '12'`);
    expect(queued?.n).toBe(0);
  });

  it('when the handler throws, then the same event is delivered again until it succeeds', async () => {
    failNext = 1;
    const emitter = events();
    emitter.subscribe('payment.credited', 'test-reaction', async () => {});
    await db.withTransaction((tx) => emitter.emit(tx, 'payment.credited', { orderId: 13, userId: 5 }));
    const got = await until(
      async () => delivered.filter((e) => e.payload.orderId === 13),
      (list) => list.length > 0,
      30_000,
    );
    expect(got).toHaveLength(1);
    expect(failNext).toBe(0);
    const job = await db.one<{ retry_count: number; state: string }>(`SELECT retry_count, state FROM pgboss.job WHERE data->>'id' = $1`, [
      got[0].id,
    ]);
    expect(job).toMatchObject({ retry_count: 1 });
  }, 40_000);
});
