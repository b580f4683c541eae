/** node-postgres pool, query helpers, transactions with a slow-query warning. */
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
export type Tx = pg.PoolClient;

const SLOW_QUERY_MS = 200;

export interface Db {
  pool: pg.Pool;
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<pg.QueryResult<R>>;
  one<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R | undefined>;
  many<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, params?: unknown[]): Promise<R[]>;
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
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(client);
        await client.query('COMMIT');
        return result;
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
    },
    close: () => pool.end(),
  };
}
