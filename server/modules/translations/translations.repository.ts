/** SQL of missing translations: the counting upsert (capped), the list and marking fixed. */
import type { Queryable } from '../../lib/db';

export interface MissingRow {
  id: number;
  lng: string;
  ns: string;
  key: string;
  count: number;
  first_seen: Date;
  last_seen: Date;
  last_path: string | null;
}

/**
 * Counts one report of a key: a listed key counts up; a new key is added only while the table holds fewer than
 * `cap` rows. Two reports of a new key at once meet at the unique index and both count. True when counted.
 */
export async function countReport(
  q: Queryable,
  item: { lng: string; ns: string; key: string },
  path: string | null,
  cap: number,
): Promise<boolean> {
  const { rowCount } = await q.query(
    `WITH up AS (
       UPDATE missing_translations
          SET count = count + 1, last_seen = now(), last_path = COALESCE($4, last_path)
        WHERE lng = $1 AND ns = $2 AND key = $3
       RETURNING id)
     INSERT INTO missing_translations (lng, ns, key, last_path)
     SELECT $1, $2, $3, $4
      WHERE NOT EXISTS (SELECT 1 FROM up) AND (SELECT count(*) FROM missing_translations) < $5
     ON CONFLICT (lng, ns, key) DO UPDATE
        SET count = missing_translations.count + 1, last_seen = now(),
            last_path = COALESCE(EXCLUDED.last_path, missing_translations.last_path)`,
    [item.lng, item.ns, item.key, path, cap],
  );
  if (rowCount) return true;
  // Nothing inserted: either the UPDATE above counted it, or the table is full and the key is new.
  const { rows } = await q.query('SELECT 1 FROM missing_translations WHERE lng = $1 AND ns = $2 AND key = $3', [
    item.lng,
    item.ns,
    item.key,
  ]);
  return rows.length > 0;
}

export async function list(q: Queryable, limit: number, offset: number): Promise<{ rows: MissingRow[]; total: number }> {
  const { rows } = await q.query<MissingRow & { total: string }>(
    `SELECT id, lng, ns, key, count, first_seen, last_seen, last_path, count(*) OVER () AS total
       FROM missing_translations ORDER BY last_seen DESC, id DESC LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export async function remove(q: Queryable, id: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM missing_translations WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}
