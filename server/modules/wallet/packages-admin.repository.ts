/** SQL of the back office's credit package editor (credit_packages). */
import type { CreditPackageInput } from '@shared/schemas/ops-data.schema';
import type { Queryable } from '../../lib/db';

export interface OpsPackageRow {
  id: number;
  slug: string;
  name_zh: string;
  name_en: string;
  price: number;
  credit: number;
  bonus: number;
  is_starter: boolean;
  is_active: boolean;
  sort_order: number;
  orders: number;
  version: number;
}

const COLUMNS = `p.id, p.slug, p.name_zh, p.name_en, p.price, p.credit, p.bonus, p.is_starter, p.is_active, p.sort_order, p.version,
  (SELECT count(*)::int FROM payment_orders o WHERE o.package_id = p.id AND o.status = 'paid') AS orders`;

/** Every package (a handful), in the order the credit page shows them, inactive ones too. */
export async function listPackages(q: Queryable): Promise<OpsPackageRow[]> {
  const { rows } = await q.query<OpsPackageRow>(`SELECT ${COLUMNS} FROM credit_packages p ORDER BY p.sort_order, p.id`);
  return rows;
}

export async function findPackage(q: Queryable, id: number, lock = false): Promise<OpsPackageRow | undefined> {
  const { rows } = await q.query<OpsPackageRow>(
    `SELECT ${COLUMNS} FROM credit_packages p WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0];
}

export async function slugTaken(q: Queryable, slug: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM credit_packages WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, exceptId]);
  return rows.length > 0;
}

const values = (p: CreditPackageInput) => [p.slug, p.name_zh, p.name_en, p.price, p.credit, p.bonus, p.sort_order, p.is_active];

export async function insertPackage(q: Queryable, p: CreditPackageInput): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO credit_packages (slug, name_zh, name_en, price, credit, bonus, sort_order, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    values(p),
  );
  return rows[0].id;
}

/** Writes the edit only over the version it was made from; false when that version is no longer there. */
export async function updatePackage(q: Queryable, id: number, version: number, p: CreditPackageInput): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE credit_packages
        SET slug = $1, name_zh = $2, name_en = $3, price = $4, credit = $5, bonus = $6, sort_order = $7, is_active = $8,
            version = version + 1
      WHERE id = $9 AND version = $10`,
    [...values(p), id, version],
  );
  return rowCount === 1;
}
