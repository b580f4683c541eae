/** node-postgres pool, query helpers, transactions (with work to run after their commit) and a slow-query warning. */
import crypto from 'node:crypto';
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

/** Distinct statements given a name, per process: each pooled connection keeps a plan for each it has run. */
const MAX_NAMED_STATEMENTS = 500;
/** Texts remembered as seen once: dynamic SQL that never repeats stops being counted beyond this. */
const MAX_SEEN_ONCE = 20_000;
/** Statement text → its name once it has been run twice, null after its first run, '' when it must stay unnamed. */
const statementNames = new Map<string, string | null>();
let namedStatements = 0;

/**
 * The name a parameterised statement runs under, or undefined to run it unnamed. A statement run a second time is
 * named, so every pooled connection parses and plans it once and then only binds and executes it (planning the
 * joined views costs several times their execution): what a prepared-statement client such as pgbench does. Only
 * parameterised statements are named (they already use the extended protocol, one statement each); statements seen
 * once (dynamic SQL) and any beyond the cap run as before.
 */
function statementName(text: string): string | undefined {
  const known = statementNames.get(text);
  if (known) return known;
  if (known === '') return undefined;
  if (known === null) {
    if (namedStatements >= MAX_NAMED_STATEMENTS) return undefined;
    namedStatements++;
    const name = `s_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
    return name;
  }
  if (statementNames.size < MAX_SEEN_ONCE) statementNames.set(text, null);
  return undefined;
}

/**
 * Runs `text` on `target` (pool or client), named when `prepare` is on and the statement qualifies. A named statement
 * whose tables changed shape under it (a migration of a newer release during a rolling deploy: "cached plan must not
 * change result type") runs unnamed from then on; outside a transaction it is retried at once.
 */
async function run<R extends pg.QueryResultRow>(
  target: pg.Pool | pg.PoolClient,
  prepare: boolean,
  text: string,
  params?: unknown[],
): Promise<pg.QueryResult<R>> {
  const name = prepare && params && params.length > 0 ? statementName(text) : undefined;
  if (!name) return target.query<R>(text, params);
  try {
    return await target.query<R>({ name, text, values: params });
  } catch (err) {
    if ((err as { code?: string }).code !== STALE_PLAN) throw err;
    statementNames.set(text, '');
    logger().warn('db-stale-prepared-statement', { sql: text.slice(0, 200) });
    if (target instanceof pg.Pool) return target.query<R>(text, params);
    throw err;
  }
}

/**
 * `LIMIT n OFFSET m` written into a statement's text, for whole numbers the server computed. As parameters, the
 * planner of a prepared statement cannot tell one row from a page: it judges the generic plan worse and plans a wide
 * joined read again on every execution.
 */
export function limitOffset(limit: number, offset = 0): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`bad page bounds: ${limit}, ${offset}`);
  }
  return `LIMIT ${limit} OFFSET ${offset}`;
}

/** feature_not_supported: what PostgreSQL answers when a prepared statement's result columns changed. */
const STALE_PLAN = '0A000';

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
export function createDb(connectionString: string, max = 10, opts: { preparedStatements?: boolean } = {}): Db {
  const prepare = opts.preparedStatements ?? true;
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  pool.on('error', (err) => logger().warn('db-pool-error', { err: err.message }));
  pool.on('connect', (client) => {
    client.on('error', (err) => logger().warn('db-client-error', { err: err.message }));
  });

  async function query<R extends pg.QueryResultRow>(text: string, params?: unknown[]) {
    const start = performance.now();
    const res = await run<R>(pool, prepare, text, params);
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
        query: (text, params) => run(client, prepare, text, params),
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
