/** One row or all rows of a query on any Queryable (a transaction or the pool), for the shop's order repositories. */
import type pg from 'pg';
import type { Queryable } from '../../lib/db';

export async function one<R extends pg.QueryResultRow>(q: Queryable, text: string, params: unknown[]): Promise<R | undefined> {
  return (await q.query<R>(text, params)).rows[0];
}

export async function many<R extends pg.QueryResultRow>(q: Queryable, text: string, params: unknown[]): Promise<R[]> {
  return (await q.query<R>(text, params)).rows;
}
