/**
 * Transactions on a real PostgreSQL: work registered with `tx.afterCommit` runs after COMMIT (in order, seeing the
 * committed rows, before withTransaction resolves), never after ROLLBACK, and a failing piece is logged, not thrown.
 */
import { createTestDb } from '../test/test-db';
import { logger, silenceLogger } from './logger';
import { createDb, type Db } from './db';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  silenceLogger();
  ({ db, drop } = await createTestDb());
  await db.query('CREATE TABLE tx_probe (id int PRIMARY KEY)');
});
afterAll(() => drop());

const count = async () => (await db.one<{ n: number }>('SELECT count(*) AS n FROM tx_probe'))?.n;

describe('withTransaction after-commit work', () => {
  it('when the transaction commits, then its work runs in order after the commit and before it resolves', async () => {
    const seen: Array<string | number | undefined> = [];
    const result = await db.withTransaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe (id) VALUES (1)');
      tx.afterCommit(async () => seen.push('first', await count()));
      tx.afterCommit(() => seen.push('second'));
      seen.push('inside');
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual(['inside', 'first', 1, 'second']);
  });

  it('when the transaction rolls back, then its work never runs and the error reaches the caller', async () => {
    const ran = jest.fn();
    await expect(
      db.withTransaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id) VALUES (2)');
        tx.afterCommit(ran);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).not.toHaveBeenCalled();
    expect(await db.one('SELECT id FROM tx_probe WHERE id = 2')).toBeUndefined();
  });

  it('when the COMMIT itself fails, then the work never runs', async () => {
    await db.query(
      'CREATE TABLE IF NOT EXISTS tx_deferred (id int PRIMARY KEY, ref int REFERENCES tx_probe (id) DEFERRABLE INITIALLY DEFERRED)',
    );
    const ran = jest.fn();
    await expect(
      db.withTransaction(async (tx) => {
        await tx.query('INSERT INTO tx_deferred (id, ref) VALUES (1, 999)');
        tx.afterCommit(ran);
      }),
    ).rejects.toThrow(/foreign key/);
    expect(ran).not.toHaveBeenCalled();
  });

  it('when a piece of work fails, then the transaction stands, the failure is logged and the next piece still runs', async () => {
    const error = jest.spyOn(logger(), 'error');
    const next = jest.fn();
    await expect(
      db.withTransaction(async (tx) => {
        await tx.query('INSERT INTO tx_probe (id) VALUES (3)');
        tx.afterCommit(() => {
          throw new Error('push failed');
        });
        tx.afterCommit(() => Promise.reject(new Error('mail failed')));
        tx.afterCommit(next);
      }),
    ).resolves.toBeUndefined();
    expect(next).toHaveBeenCalledTimes(1);
    expect(await db.one('SELECT id FROM tx_probe WHERE id = 3')).toEqual({ id: 3 });
    expect(error).toHaveBeenCalledWith('after-commit-failed', { err: 'push failed' });
    expect(error).toHaveBeenCalledWith('after-commit-failed', { err: 'mail failed' });
    error.mockRestore();
  });
});

describe('prepared statements', () => {
  let one: Db;
  let dropOne: () => Promise<void>;
  beforeAll(async () => {
    const created = await createTestDb();
    dropOne = created.drop;
    const { url } = created;
    // One connection: what it has prepared is what pg_prepared_statements shows.
    one = createDb(url, 1);
    await one.query('CREATE TABLE prep_probe (id int PRIMARY KEY, name text)');
    await one.query(`INSERT INTO prep_probe VALUES (1, 'a')`);
  });
  afterAll(async () => {
    await one.close();
    await dropOne();
  });

  const prepared = async (text: string) =>
    (await one.one<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1', [text]))!.n;

  it('when a parameterised statement runs a second time, then the connection keeps it prepared and reuses it', async () => {
    const text = 'SELECT name FROM prep_probe WHERE id = $1';
    expect((await one.one(text, [1]))?.name).toBe('a');
    expect(await prepared(text)).toBe(0);
    await one.query(text, [1]);
    await one.query(text, [1]);
    expect(await prepared(text)).toBe(1);
  });

  it('when a statement without parameters runs again, then it is never prepared', async () => {
    const text = 'SELECT count(*) FROM prep_probe';
    await one.query(text);
    await one.query(text);
    expect(await prepared(text)).toBe(0);
  });

  it('when a table changes shape under a prepared statement, then the next run answers with the new shape instead of failing', async () => {
    const text = 'SELECT * FROM prep_probe WHERE id = $1';
    await one.query(text, [1]);
    await one.query(text, [1]);
    expect(await prepared(text)).toBe(1);
    await one.query('ALTER TABLE prep_probe ADD COLUMN extra int DEFAULT 7');
    expect(await one.one(text, [1])).toEqual({ id: 1, name: 'a', extra: 7 });
    expect(await one.one(text, [1])).toEqual({ id: 1, name: 'a', extra: 7 });
  });

  it('when preparing is switched off, then repeated statements run unnamed', async () => {
    const { url, drop: dropOff } = await createTestDb();
    const off = createDb(url, 1, { preparedStatements: false });
    try {
      const text = 'SELECT $1::int + 1 AS n';
      for (let i = 0; i < 3; i++) expect((await off.one(text, [i]))?.n).toBe(i + 1);
      expect((await off.one<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))!.n).toBe(0);
    } finally {
      await off.close();
      await dropOff();
    }
  });
});
