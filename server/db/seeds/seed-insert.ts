/** The demo seed's set-based insert: each column travels as one array parameter, typed from information_schema. */
import type pg from 'pg';
import type { Tx } from '../../lib/db';

export type Row = Record<string, unknown>;

function encode(value: unknown, asJson: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (asJson) return JSON.stringify(value);
  return value instanceof Date ? value.toISOString() : value;
}

export async function insertMany<R extends pg.QueryResultRow = pg.QueryResultRow>(
  tx: Tx,
  table: string,
  rows: Row[],
  returning = '',
): Promise<R[]> {
  if (rows.length === 0) return [];
  const { rows: cols } = await tx.query<{ column_name: string; udt_name: string }>(
    'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
    [table],
  );
  const udt = new Map(cols.map((c) => [c.column_name, c.udt_name]));
  const names = Object.keys(rows[0]);
  const selects: string[] = [];
  const casts: string[] = [];
  const params = names.map((name, i) => {
    const type = udt.get(name);
    if (!type) throw new Error(`seed: ${table}.${name} is not a column`);
    const isArray = type.startsWith('_');
    const isJson = type === 'jsonb' || type === 'json';
    selects.push(isArray ? `ARRAY(SELECT jsonb_array_elements_text(c${i}::jsonb))::${type.slice(1)}[]` : isJson ? `c${i}::jsonb` : `c${i}`);
    casts.push(`$${i + 1}::${isArray || isJson ? 'text' : type}[]`);
    return rows.map((r) => encode(r[name], isArray || isJson));
  });
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${selects.join(', ')}
    FROM unnest(${casts.join(', ')}) AS t(${names.map((_, i) => `c${i}`).join(', ')}) ${returning ? `RETURNING ${returning}` : ''}`;
  return (await tx.query<R>(sql, params)).rows;
}
