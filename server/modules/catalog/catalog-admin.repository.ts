/** SQL of the back office's category text editor (quote_categories: names, descriptions, FAQ). */
import type { CategoryTextEdit, OpsCatalogListQuery, OpsFaqEntry } from '@shared/schemas/ops-data.schema';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export interface OpsCategoryRow {
  id: number;
  slug: string;
  genre_slug: string;
  genre_name_zh: string;
  genre_name_en: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  faq: unknown;
  is_active: boolean;
  faq_count: number;
  modified: string;
  version: number;
}

const COLUMNS = `c.id, c.slug, g.slug AS genre_slug, g.name_zh AS genre_name_zh, g.name_en AS genre_name_en, c.name_zh, c.name_en,
  c.description_zh, c.description_en, c.faq, c.is_active,
  CASE WHEN jsonb_typeof(c.faq) = 'array' THEN jsonb_array_length(c.faq) ELSE 0 END AS faq_count,
  ${utcSql('c.modified')} AS modified, c.version`;
const FROM = 'quote_categories c JOIN genres g ON g.id = c.genre_id';

/** One page of categories in catalogue order, searched by slug or name, of one genre. */
export async function listCategories(
  q: Queryable,
  f: Omit<OpsCatalogListQuery, 'page'>,
  limit: number,
  offset: number,
): Promise<{ rows: OpsCategoryRow[]; total: number }> {
  const where = `($1::text IS NULL OR c.slug ILIKE '%' || $1 || '%' OR c.name_zh ILIKE '%' || $1 || '%' OR c.name_en ILIKE '%' || $1 || '%')
    AND ($2::text IS NULL OR g.slug = $2)`;
  const params = [f.q || null, f.genre || null];
  const [{ rows }, count] = await Promise.all([
    q.query<OpsCategoryRow>(
      `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY g.display_order, c.display_order, c.id LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${FROM} WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0].n };
}

export async function findCategory(q: Queryable, id: number, lock = false): Promise<OpsCategoryRow | undefined> {
  const { rows } = await q.query<OpsCategoryRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`, [id]);
  return rows[0];
}

/** Writes the texts only over the version they were edited from; false when that version is no longer there. */
export async function updateTexts(q: Queryable, id: number, e: CategoryTextEdit & { faq: OpsFaqEntry[] }): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE quote_categories
        SET name_zh = $3, name_en = $4, description_zh = $5, description_en = $6, faq = $7::jsonb, modified = now(), version = version + 1
      WHERE id = $1 AND version = $2`,
    [id, e.version, e.name_zh, e.name_en, e.description_zh, e.description_en, JSON.stringify(e.faq)],
  );
  return rowCount === 1;
}
