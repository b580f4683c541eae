/** SQL of partner discount coupons (coupons of kind 'shop_discount', migration 0825) and their redemptions. */
import type { Queryable } from '../../lib/db';
import { utcSql } from '../../lib/sql-time';

export interface DiscountCouponRow {
  id: number;
  code: string;
  partner_id: number;
  amount: number;
  description_zh: string;
  description_en: string;
  valid_from: string;
  valid_until: string;
  max_uses: number | null;
  per_user_limit: number;
  uses: number;
  is_active: boolean;
  /** Active and within its validity window now. */
  in_window: boolean;
  state: 'open' | 'upcoming' | 'ended';
}

const COLUMNS = `id, code, partner_id, amount, description_zh, description_en, ${utcSql('valid_from')} AS valid_from,
  ${utcSql('valid_until')} AS valid_until, max_uses, per_user_limit, uses, is_active,
  (is_active AND now() BETWEEN valid_from AND valid_until) AS in_window,
  CASE WHEN NOT is_active OR now() >= valid_until OR (max_uses IS NOT NULL AND uses >= max_uses) THEN 'ended'
       WHEN now() < valid_from THEN 'upcoming' ELSE 'open' END AS state`;

/** A partner's discount coupons that have not ended long ago (for its discount page), the open ones first. */
export async function partnerCoupons(q: Queryable, partnerId: number): Promise<DiscountCouponRow[]> {
  const { rows } = await q.query<DiscountCouponRow>(
    `SELECT ${COLUMNS} FROM coupons
      WHERE kind = 'shop_discount' AND partner_id = $1 AND is_active AND valid_until > now() - interval '30 days'
      ORDER BY (now() BETWEEN valid_from AND valid_until) DESC, valid_from, id`,
    [partnerId],
  );
  return rows;
}

/** The discount coupon by code, locked: uses of one coupon are counted one after the other. */
export async function lockDiscountCoupon(q: Queryable, code: string): Promise<DiscountCouponRow | undefined> {
  const { rows } = await q.query<DiscountCouponRow>(
    `SELECT ${COLUMNS} FROM coupons WHERE code = $1 AND kind = 'shop_discount' FOR UPDATE`,
    [code],
  );
  return rows[0];
}

/** The user's redemptions of a coupon that still count (not released by a void or cancelled order). */
export async function countHeldRedemptions(q: Queryable, couponId: number, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2 AND released_at IS NULL',
    [couponId, userId],
  );
  return rows[0].n;
}

/**
 * Counts one use (only while under max uses: with the row locked, the condition is the last word) and records the
 * redemption of the order; false when the coupon is used up.
 */
export async function insertOrderRedemption(
  q: Queryable,
  r: { couponId: number; userId: number; orderId: number; amount: number },
): Promise<boolean> {
  const { rowCount } = await q.query(`UPDATE coupons SET uses = uses + 1 WHERE id = $1 AND (max_uses IS NULL OR uses < max_uses)`, [
    r.couponId,
  ]);
  if (rowCount !== 1) return false;
  await q.query('INSERT INTO coupon_redemptions (coupon_id, user_id, shop_order_id, amount) VALUES ($1, $2, $3, $4)', [
    r.couponId,
    r.userId,
    r.orderId,
    r.amount,
  ]);
  return true;
}

/** Releases an order's redemption once (a second call finds none) and gives its use back. */
export async function releaseOrderRedemption(q: Queryable, orderId: number): Promise<boolean> {
  const { rows } = await q.query<{ coupon_id: number }>(
    `UPDATE coupon_redemptions SET released_at = now() WHERE shop_order_id = $1 AND released_at IS NULL RETURNING coupon_id`,
    [orderId],
  );
  if (!rows[0]) return false;
  await q.query('UPDATE coupons SET uses = uses - 1 WHERE id = $1 AND uses > 0', [rows[0].coupon_id]);
  return true;
}
