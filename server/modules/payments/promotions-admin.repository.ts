/** SQL of the back office's promotion editors: free_credit_events and coupons as operators list, create and edit them. */
import type { CouponInput, FreeCreditEventInput, ScheduleState } from '@shared/schemas/ops-data.schema';
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

/** Where a row stands in its window now (an operator's switch-off wins). */
const stateSql = (from: string, until: string) =>
  `CASE WHEN NOT is_active THEN 'inactive' WHEN now() < ${from} THEN 'scheduled' WHEN now() > ${until} THEN 'ended' ELSE 'live' END`;
const stateFilter = (from: string, until: string) => `($2::text IS NULL OR ${stateSql(from, until)} = $2)`;

export interface OpsEventRow {
  id: number;
  slug: string;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  amount: number;
  audience: FreeCreditEventInput['audience'];
  claim_from: string;
  claim_until: string;
  valid_days: number;
  max_claims: number | null;
  claims: number;
  is_active: boolean;
  state: ScheduleState;
  created: string;
  version: number;
}

const EVENT_COLUMNS = `id, slug, title_zh, title_en, description_zh, description_en, amount, audience,
  ${utcSql('claim_from')} AS claim_from, ${utcSql('claim_until')} AS claim_until, valid_days, max_claims, claims, is_active,
  ${stateSql('claim_from', 'claim_until')} AS state, ${utcSql('created')} AS created, version`;

/** One page of events, newest window first, searched by slug or title. */
export async function listEvents(
  q: Queryable,
  f: { q?: string; state?: ScheduleState },
  limit: number,
  offset: number,
): Promise<{ rows: OpsEventRow[]; total: number }> {
  const where = `($1::text IS NULL OR slug ILIKE '%' || $1 || '%' OR title_zh ILIKE '%' || $1 || '%' OR title_en ILIKE '%' || $1 || '%')
    AND ${stateFilter('claim_from', 'claim_until')}`;
  const params = [f.q || null, f.state ?? null];
  const [{ rows }, count] = await Promise.all([
    q.query<OpsEventRow>(
      `SELECT ${EVENT_COLUMNS} FROM free_credit_events WHERE ${where} ORDER BY claim_from DESC, id DESC LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM free_credit_events WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0].n };
}

export async function findEvent(q: Queryable, id: number, lock = false): Promise<OpsEventRow | undefined> {
  const { rows } = await q.query<OpsEventRow>(`SELECT ${EVENT_COLUMNS} FROM free_credit_events WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
    id,
  ]);
  return rows[0];
}

export async function slugTaken(q: Queryable, slug: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM free_credit_events WHERE slug = $1 AND id IS DISTINCT FROM $2', [slug, exceptId]);
  return rows.length > 0;
}

const eventValues = (e: FreeCreditEventInput) => [
  e.slug,
  e.title_zh,
  e.title_en,
  e.description_zh,
  e.description_en,
  e.amount,
  e.audience,
  e.claim_from,
  e.claim_until,
  e.valid_days,
  e.max_claims,
  e.is_active,
];

export async function insertEvent(q: Queryable, e: FreeCreditEventInput): Promise<OpsEventRow> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO free_credit_events (slug, title_zh, title_en, description_zh, description_en, amount, audience, claim_from, claim_until,
       valid_days, max_claims, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamp AT TIME ZONE 'UTC', $9::timestamp AT TIME ZONE 'UTC', $10, $11, $12) RETURNING id`,
    eventValues(e),
  );
  return (await findEvent(q, rows[0].id))!;
}

/** Writes the edit only over the version it was made from; false when that version is no longer there. */
export async function updateEvent(q: Queryable, id: number, version: number, e: FreeCreditEventInput): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE free_credit_events
        SET slug = $1, title_zh = $2, title_en = $3, description_zh = $4, description_en = $5, amount = $6, audience = $7,
            claim_from = $8::timestamp AT TIME ZONE 'UTC', claim_until = $9::timestamp AT TIME ZONE 'UTC', valid_days = $10,
            max_claims = $11, is_active = $12, version = version + 1
      WHERE id = $13 AND version = $14`,
    [...eventValues(e), id, version],
  );
  return rowCount === 1;
}

export interface OpsCouponRow {
  id: number;
  code: string;
  amount: number;
  valid_from: string;
  valid_until: string;
  credit_valid_days: number;
  max_uses: number | null;
  per_user_limit: number;
  uses: number;
  is_active: boolean;
  state: ScheduleState;
  created: string;
  version: number;
}

const COUPON_COLUMNS = `id, code, amount, ${utcSql('valid_from')} AS valid_from, ${utcSql('valid_until')} AS valid_until, credit_valid_days,
  max_uses, per_user_limit, uses, is_active, ${stateSql('valid_from', 'valid_until')} AS state, ${utcSql('created')} AS created, version`;

/** One page of coupons, newest window first, searched by code. */
export async function listCoupons(
  q: Queryable,
  f: { q?: string; state?: ScheduleState },
  limit: number,
  offset: number,
): Promise<{ rows: OpsCouponRow[]; total: number }> {
  // Partner discount coupons (kind 'shop_discount', docs/decisions/0043) are not pro credit: this editor leaves them out.
  const where = `kind = 'credit' AND ($1::text IS NULL OR code ILIKE '%' || $1 || '%') AND ${stateFilter('valid_from', 'valid_until')}`;
  const params = [f.q || null, f.state ?? null];
  const [{ rows }, count] = await Promise.all([
    q.query<OpsCouponRow>(`SELECT ${COUPON_COLUMNS} FROM coupons WHERE ${where} ORDER BY valid_from DESC, id DESC LIMIT $3 OFFSET $4`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM coupons WHERE ${where}`, params),
  ]);
  return { rows, total: count.rows[0].n };
}

export async function findCoupon(q: Queryable, id: number, lock = false): Promise<OpsCouponRow | undefined> {
  const { rows } = await q.query<OpsCouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1 AND kind = 'credit' ${lock ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function codeTaken(q: Queryable, code: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM coupons WHERE code = $1 AND id IS DISTINCT FROM $2', [code, exceptId]);
  return rows.length > 0;
}

const couponValues = (c: CouponInput) => [
  c.code,
  c.amount,
  c.valid_from,
  c.valid_until,
  c.credit_valid_days,
  c.max_uses,
  c.per_user_limit,
  c.is_active,
];

export async function insertCoupon(q: Queryable, c: CouponInput): Promise<OpsCouponRow> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO coupons (code, amount, valid_from, valid_until, credit_valid_days, max_uses, per_user_limit, is_active)
     VALUES ($1, $2, $3::timestamp AT TIME ZONE 'UTC', $4::timestamp AT TIME ZONE 'UTC', $5, $6, $7, $8) RETURNING id`,
    couponValues(c),
  );
  return (await findCoupon(q, rows[0].id))!;
}

export async function updateCoupon(q: Queryable, id: number, version: number, c: CouponInput): Promise<boolean> {
  const { rowCount } = await q.query(
    `UPDATE coupons
        SET code = $1, amount = $2, valid_from = $3::timestamp AT TIME ZONE 'UTC', valid_until = $4::timestamp AT TIME ZONE 'UTC',
            credit_valid_days = $5, max_uses = $6, per_user_limit = $7, is_active = $8, version = version + 1
      WHERE id = $9 AND version = $10`,
    [...couponValues(c), id, version],
  );
  return rowCount === 1;
}
