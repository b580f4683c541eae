/** node-postgres pool, query helpers, transactions (with work to run after their commit) and a slow-query warning. */
import pg from 'pg';
import { logger } from './logger';

// Return bigint counts as numbers and dates as ISO strings in UTC (ARCHITECTURE §2).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

/** Anything that runs a parameterised query: the pool wrapper, a pool, or a transaction client. */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query<R extends pg.QueryResultRow = any>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** Work to run once a transaction has committed: its failure is logged, never thrown to the caller. */
export type AfterCommitWork = () => unknown;

/** A transaction: queries run inside it; `afterCommit` work runs after COMMIT, in order, and never after a ROLLBACK. */
export interface Tx extends Queryable {
  afterCommit(work: AfterCommitWork): void;
}

const SLOW_QUERY_MS = 200;

export interface Db {
  pool: pg.Pool;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
  one<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R | undefined>;
  many<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs `fn` in one transaction; resolves once it has committed and its after-commit work has run. */
  withTransaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Creates the pool. A database restart or a killed backend must never crash the process (STACK 14):
 * `pool.on('error')` covers idle clients, and every client gets its own 'error' listener when it connects, because
 * pg-pool removes its idle listener while a client is checked out (a connection cut in the middle of a transaction
 * would otherwise emit an unhandled 'error').
 */
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  pool.on('error', (err) => logger().warn('db-pool-error', { err: err.message }));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger().warn('db-client-error', { err: err.message }));
  });

  async function query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
    const start = performance.now();
    const res = await pool.query<R>(text, params);
    const ms = performance.now() - start;
    if (ms > SLOW_QUERY_MS) logger().warn('db-slow-query', { ms: Math.round(ms), sql: text.slice(0, 200) });
    return res;
  }

  return {
    pool,
    query,
    async one<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      return (await query<R>(text, params)).rows[0];
    },
    async many<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
      return (await query<R>(text, params)).rows;
    },
    async withTransaction(fn) {
      const client = await pool.connect();
      const after: AfterCommitWork[] = [];
      const tx: Tx = {
        query: (text, params) => client.query(text, params),
        afterCommit: (work) => void after.push(work),
      };
      let broken = false;
      let result;
      try {
        await client.query('BEGIN');
        result = await fn(tx);
        await client.query('COMMIT');
      } catch (err) {
        // A connection that cannot even roll back is broken: destroy it rather than return it to the pool.
        broken = await client.query('ROLLBACK').then(
          () => false,
          () => true,
        );
        throw err;
      } finally {
        client.release(broken);
      }
      await runAfterCommit(after);
      return result;
    },
    close: () => pool.end(),
  };
}

/**
 * Runs each piece of after-commit work in turn, awaiting it (work it adds runs too); a failure is logged and the next
 * one still runs.
 */
async function runAfterCommit(after: AfterCommitWork[]): Promise<void> {
  for (let work = after.shift(); work; work = after.shift()) {
    try {
      await work();
    } catch (err) {
      logger().error('after-commit-failed', { err: err instanceof Error ? err.message : String(err) });
    }
  }
}
