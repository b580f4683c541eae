/** SQL on quote_templates. */
import type { Queryable } from '../../lib/db';

export interface TemplateValues {
  quote_service_id: number;
  quote_category_id: number | null;
  display_name: string;
  rating_type: 'flat' | 'hourly' | 'onsite';
  price_note: string;
  hourly_rate_at: number | null;
  flat_rate_at: number | null;
  on_site: boolean;
  attachments: unknown[];
}

export interface TemplateRow extends Omit<TemplateValues, 'attachments'> {
  id: number;
  user_id: number;
  attachments: unknown;
  created: Date;
  modified: Date;
}

export async function list(q: Queryable, userId: number, f: { serviceId?: number; categoryId?: number }): Promise<TemplateRow[]> {
  const { rows } = await q.query<TemplateRow>(
    `SELECT * FROM quote_templates WHERE user_id = $1 AND ($2::int IS NULL OR quote_service_id = $2)
        AND ($3::int IS NULL OR quote_category_id IS NULL OR quote_category_id = $3) ORDER BY modified DESC, id DESC`,
    [userId, f.serviceId ?? null, f.categoryId ?? null],
  );
  return rows;
}

export async function findOwned(q: Queryable, userId: number, id: number): Promise<TemplateRow | undefined> {
  const { rows } = await q.query<TemplateRow>('SELECT * FROM quote_templates WHERE id = $1 AND user_id = $2', [id, userId]);
  return rows[0];
}

export async function serviceOwned(q: Queryable, userId: number, serviceId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM quote_services WHERE quote_service_id = $1 AND user_id = $2', [serviceId, userId]);
  return rows.length > 0;
}

export async function serviceHasCategory(q: Queryable, serviceId: number, categoryId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM service_categories WHERE quote_service_id = $1 AND quote_category_id = $2', [
    serviceId,
    categoryId,
  ]);
  return rows.length > 0;
}

/** A template's values in the column order of insert and update (after their own leading parameters). */
function templateParams(v: TemplateValues): unknown[] {
  return [
    v.quote_service_id,
    v.quote_category_id,
    v.display_name,
    v.rating_type,
    v.price_note,
    v.hourly_rate_at,
    v.flat_rate_at,
    v.on_site,
    JSON.stringify(v.attachments),
  ];
}

export async function insert(q: Queryable, userId: number, v: TemplateValues): Promise<TemplateRow> {
  const { rows } = await q.query<TemplateRow>(
    `INSERT INTO quote_templates (user_id, quote_service_id, quote_category_id, display_name, rating_type, price_note, hourly_rate_at, flat_rate_at, on_site, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [userId, ...templateParams(v)],
  );
  return rows[0];
}

export async function update(q: Queryable, userId: number, id: number, v: TemplateValues): Promise<TemplateRow | undefined> {
  const { rows } = await q.query<TemplateRow>(
    `UPDATE quote_templates SET quote_service_id = $3, quote_category_id = $4, display_name = $5, rating_type = $6, price_note = $7,
            hourly_rate_at = $8, flat_rate_at = $9, on_site = $10, attachments = $11, modified = now()
      WHERE id = $1 AND user_id = $2 RETURNING *`,
    [id, userId, ...templateParams(v)],
  );
  return rows[0];
}

export async function remove(q: Queryable, userId: number, id: number): Promise<boolean> {
  const { rowCount } = await q.query('DELETE FROM quote_templates WHERE id = $1 AND user_id = $2', [id, userId]);
  return (rowCount ?? 0) > 0;
}
