/**
 * SQL of the shop's items (migration 0813): an item with its plans, photos, areas and keywords, its moves (one
 * conditional UPDATE each, from the statuses shared/domain/shop.ts allows), the labels and the category settings.
 * Reads of the pro's service, its categories and districts are plain SELECTs of the catalogue's tables.
 */
import type { ItemStatus } from '@shared/domain/shop';
import { labelKey } from '@shared/domain/shop-rules';
import type { ShopItemInput } from '@shared/schemas/shop.schema';
import type { Queryable } from '../../lib/db';

export interface ShopItemRow {
  id: number;
  quote_service_id: number;
  quote_category_id: number;
  pro_id: number;
  status: ItemStatus;
  name: string;
  description: string;
  service_type: string | null;
  service_info: string;
  is_service_professional_travels_to_me: boolean;
  is_customer_travel_to_me: boolean;
  is_over_phone_or_internet: boolean;
  quantity: number | null;
  remaining_quantity: number | null;
  accepts_reservation: boolean;
  review_note: string | null;
  submitted_at: Date | null;
  published_at: Date | null;
  created: Date;
  modified: Date;
}

export interface ServiceRow {
  quote_service_id: number;
  user_id: number;
  has_hours: boolean;
  offers_category: boolean;
  /** The profile is public (what the catalogue lists): a hidden, archived or unfinished profile sells nothing. */
  is_listed: boolean;
}

/** The service, who owns it, whether it has business hours and whether it offers the category. */
export async function findService(q: Queryable, serviceId: number, categoryId: number): Promise<ServiceRow | undefined> {
  const { rows } = await q.query<ServiceRow>(
    `SELECT s.quote_service_id, s.user_id, jsonb_array_length(s.business_hours) > 0 AS has_hours,
            (s.is_public AND NOT s.is_archived AND s.profile_ready_on IS NOT NULL) AS is_listed,
            EXISTS (SELECT 1 FROM service_categories c WHERE c.quote_service_id = s.quote_service_id AND c.quote_category_id = $2) AS offers_category
       FROM quote_services s WHERE s.quote_service_id = $1`,
    [serviceId, categoryId],
  );
  return rows[0];
}

const ITEM_COLUMNS = `i.*, s.user_id AS pro_id`;

/** An item that is not deleted, with its pro; locked for the transaction's changes when asked. */
export async function findItem(q: Queryable, id: number, lock = false): Promise<ShopItemRow | undefined> {
  const { rows } = await q.query<ShopItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM shop_items i JOIN quote_services s ON s.quote_service_id = i.quote_service_id
      WHERE i.id = $1 AND i.status <> 'deleted' ${lock ? 'FOR UPDATE OF i' : ''}`,
    [id],
  );
  return rows[0];
}

type Content = Omit<ShopItemInput, 'plans' | 'photos' | 'keywords' | 'district_ids'>;
const CONTENT = [
  'name',
  'description',
  'service_type',
  'service_info',
  'is_service_professional_travels_to_me',
  'is_customer_travel_to_me',
  'is_over_phone_or_internet',
  'quantity',
  'remaining_quantity',
  'accepts_reservation',
] as const;

export async function insertItem(q: Queryable, serviceId: number, categoryId: number, c: Content): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO shop_items (quote_service_id, quote_category_id, ${CONTENT.join(', ')})
     VALUES ($1, $2, ${CONTENT.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [serviceId, categoryId, ...CONTENT.map((k) => c[k])],
  );
  return rows[0].id;
}

/** Writes the content and moves to `to` when the status is one of `from`; false when it was not. */
export async function updateContent(q: Queryable, id: number, c: Content, from: readonly ItemStatus[], to: ItemStatus): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE shop_items SET ${CONTENT.map((k, i) => `${k} = $${i + 4}`).join(', ')}, status = $3, modified = now()
      WHERE id = $1 AND status = ANY($2::text[])`,
    [id, from, to, ...CONTENT.map((k) => c[k])],
  );
  return rowCount === 1;
}

/** One move of an item's status (apply_review, publish, reject, unpublish, delete); false when its status did not allow it. */
export async function moveItem(
  q: Queryable,
  id: number,
  from: readonly ItemStatus[],
  to: ItemStatus,
  review?: { by: number; note: string | null },
): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE shop_items SET status = $3, modified = now(),
            submitted_at = CASE WHEN $3 = 'in_review' THEN now() ELSE submitted_at END,
            published_at = CASE WHEN $3 = 'published' THEN now() ELSE published_at END,
            deleted_at = CASE WHEN $3 = 'deleted' THEN now() ELSE deleted_at END,
            review_note = CASE WHEN $4::boolean THEN $5 ELSE review_note END,
            reviewed_by = CASE WHEN $4::boolean THEN $6 ELSE reviewed_by END,
            reviewed_at = CASE WHEN $4::boolean THEN now() ELSE reviewed_at END
      WHERE id = $1 AND status = ANY($2::text[])`,
    [id, from, to, Boolean(review), review?.note ?? null, review?.by ?? null],
  );
  return rowCount === 1;
}

export interface PlanRow {
  id: number;
  position: number;
  name: string;
  description: string;
  price: number;
  service_type: string;
}

export const plansOf = (q: Queryable, itemId: number): Promise<PlanRow[]> =>
  q
    .query<PlanRow>(
      'SELECT id, position, name, description, price, service_type FROM shop_item_plans WHERE shop_item_id = $1 ORDER BY position',
      [itemId],
    )
    .then((r) => r.rows);

/** Makes the item's plans exactly `plans` in order: those with an id are kept and edited, the rest removed or added. */
export async function replacePlans(q: Queryable, itemId: number, plans: ShopItemInput['plans']): Promise<void> {
  const kept = plans.flatMap((p) => (p.id ? [p.id] : []));
  await q.query('DELETE FROM shop_item_plans WHERE shop_item_id = $1 AND NOT (id = ANY($2::int[]))', [itemId, kept]);
  for (const [i, p] of plans.entries()) {
    const values = [itemId, i + 1, p.name, p.description, p.price, p.service_type];
    if (p.id) {
      await q.query(
        `UPDATE shop_item_plans SET position = $2, name = $3, description = $4, price = $5, service_type = $6, modified = now()
          WHERE shop_item_id = $1 AND id = $7`,
        [...values, p.id],
      );
    } else {
      await q.query(
        'INSERT INTO shop_item_plans (shop_item_id, position, name, description, price, service_type) VALUES ($1, $2, $3, $4, $5, $6)',
        values,
      );
    }
  }
}

export interface PhotoRow {
  id: number;
  attachment_id: number;
  position: number;
}

export const photosOf = (q: Queryable, itemId: number): Promise<PhotoRow[]> =>
  q
    .query<PhotoRow>('SELECT id, attachment_id, position FROM shop_item_photos WHERE shop_item_id = $1 ORDER BY position', [itemId])
    .then((r) => r.rows);

export const removePhotos = (q: Queryable, itemId: number, ids: number[]) =>
  q.query('DELETE FROM shop_item_photos WHERE shop_item_id = $1 AND id = ANY($2::int[])', [itemId, ids]);

export const movePhoto = (q: Queryable, itemId: number, id: number, position: number) =>
  q.query('UPDATE shop_item_photos SET position = $3 WHERE shop_item_id = $1 AND id = $2', [itemId, id, position]);

export const addPhoto = (q: Queryable, itemId: number, attachmentId: number, position: number) =>
  q.query('INSERT INTO shop_item_photos (shop_item_id, attachment_id, position) VALUES ($1, $2, $3)', [itemId, attachmentId, position]);

export const areasOf = (q: Queryable, itemId: number): Promise<number[]> =>
  q
    .query<{ district_id: number }>('SELECT district_id FROM shop_item_areas WHERE shop_item_id = $1 ORDER BY district_id', [itemId])
    .then((r) => r.rows.map((a) => a.district_id));

/** How many of `ids` are districts. */
export const knownDistricts = (q: Queryable, ids: number[]): Promise<number> =>
  q.query<{ n: number }>('SELECT count(*)::int AS n FROM districts WHERE id = ANY($1::int[])', [ids]).then((r) => r.rows[0].n);

export async function replaceAreas(q: Queryable, itemId: number, ids: number[]): Promise<void> {
  await q.query('DELETE FROM shop_item_areas WHERE shop_item_id = $1', [itemId]);
  await q.query('INSERT INTO shop_item_areas (shop_item_id, district_id) SELECT $1, unnest($2::int[])', [itemId, ids]);
}

export const keywordsOf = (q: Queryable, itemId: number): Promise<string[]> =>
  q
    .query<{ name: string }>(
      'SELECT l.name FROM shop_item_keywords k JOIN shop_labels l ON l.id = k.label_id WHERE k.shop_item_id = $1 ORDER BY k.position',
      [itemId],
    )
    .then((r) => r.rows.map((k) => k.name));

/** Makes the keywords exactly `names` (normalized, unique), adding a label for each new one. */
export async function replaceKeywords(q: Queryable, itemId: number, names: string[]): Promise<void> {
  await q.query('DELETE FROM shop_item_keywords WHERE shop_item_id = $1', [itemId]);
  for (const [i, name] of names.entries()) {
    const { rows } = await q.query<{ id: number }>(
      `INSERT INTO shop_labels (name, label_key) VALUES ($1, $2)
       ON CONFLICT (label_key) DO UPDATE SET label_key = EXCLUDED.label_key RETURNING id`,
      [name, labelKey(name)],
    );
    await q.query('INSERT INTO shop_item_keywords (shop_item_id, label_id, position) VALUES ($1, $2, $3)', [itemId, rows[0].id, i + 1]);
  }
}

/** Labels whose key contains or resembles `key` (trigram), the most used first. */
export const searchLabels = (q: Queryable, key: string, limit: number): Promise<Array<{ id: number; name: string }>> =>
  q
    .query<{ id: number; name: string }>(
      `SELECT l.id, l.name FROM shop_labels l
        WHERE l.label_key LIKE '%' || $1 || '%' OR l.label_key % $1
        ORDER BY (SELECT count(*) FROM shop_item_keywords k WHERE k.label_id = l.id) DESC, similarity(l.label_key, $1) DESC, l.id
        LIMIT $2`,
      [key.replace(/[\\%_]/g, (c) => `\\${c}`), limit],
    )
    .then((r) => r.rows);

export interface CategorySettingsRow {
  id: number;
  quote_service_id: number;
  quote_category_id: number;
  service_notice: string;
  pro_id: number;
}

export async function findCategorySettings(q: Queryable, id: number): Promise<CategorySettingsRow | undefined> {
  const { rows } = await q.query<CategorySettingsRow>(
    `SELECT c.*, s.user_id AS pro_id FROM shop_service_categories c JOIN quote_services s ON s.quote_service_id = c.quote_service_id
      WHERE c.id = $1`,
    [id],
  );
  return rows[0];
}

/** Creates the category's settings row (or keeps it) and sets the notice when given; answers its id. */
export async function upsertCategorySettings(q: Queryable, serviceId: number, categoryId: number, notice?: string): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO shop_service_categories (quote_service_id, quote_category_id, service_notice) VALUES ($1, $2, coalesce($3, ''))
     ON CONFLICT (quote_service_id, quote_category_id)
     DO UPDATE SET service_notice = coalesce($3, shop_service_categories.service_notice),
                   modified = CASE WHEN $3 IS NULL THEN shop_service_categories.modified ELSE now() END
     RETURNING id`,
    [serviceId, categoryId, notice ?? null],
  );
  return rows[0].id;
}

/** The pro's items (not deleted), newest first, optionally of one service and category. */
export async function listOwnIds(
  q: Queryable,
  proId: number,
  f: { serviceId?: number; categoryId?: number; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const { rows } = await q.query<{ id: number; total: number }>(
    `SELECT i.id, count(*) OVER ()::int AS total FROM shop_items i JOIN quote_services s ON s.quote_service_id = i.quote_service_id
      WHERE s.user_id = $1 AND i.status <> 'deleted' AND ($2::int IS NULL OR i.quote_service_id = $2) AND ($3::int IS NULL OR i.quote_category_id = $3)
      ORDER BY i.created DESC, i.id DESC LIMIT $4 OFFSET $5`,
    [proId, f.serviceId ?? null, f.categoryId ?? null, f.limit, f.offset],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}

/** Items in review, oldest application first. */
export async function listInReviewIds(q: Queryable, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const { rows } = await q.query<{ id: number; total: number }>(
    `SELECT id, count(*) OVER ()::int AS total FROM shop_items WHERE status = 'in_review' ORDER BY submitted_at, id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}
