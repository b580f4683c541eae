/** SQL on free_credit_events, free_credit_claims, coupons and coupon_redemptions. */
import type { Queryable } from '../../lib/db';

/** A "new pro" of an event's audience joined within this many days. */
export const NEW_PRO_DAYS = 30;

export interface EventRow {
  id: number;
  slug: string;
  title_zh: string;
  title_en: string;
  description_zh: string;
  description_en: string;
  amount: number;
  audience: 'all_pros' | 'new_pros' | 'pros_without_purchase';
  claim_until: Date;
  valid_days: number;
  max_claims: number | null;
  claims: number;
  claimed: boolean;
  eligible: boolean;
}

/** Open events (claim window now) with whether this user claimed them and belongs to their audience. */
export async function openEvents(q: Queryable, userId: number, eventId?: number, lock = false): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    `SELECT e.*, EXISTS (SELECT 1 FROM free_credit_claims c WHERE c.event_id = e.id AND c.user_id = $1) AS claimed,
            CASE e.audience
              WHEN 'all_pros' THEN true
              WHEN 'new_pros' THEN (SELECT u.created >= now() - make_interval(days => $3) FROM users u WHERE u.id = $1)
              ELSE NOT EXISTS (SELECT 1 FROM payment_orders o WHERE o.user_id = $1 AND o.status = 'paid')
            END AS eligible
       FROM free_credit_events e
      WHERE e.is_active AND now() BETWEEN e.claim_from AND e.claim_until AND ($2::int IS NULL OR e.id = $2)
      ORDER BY e.claim_until, e.id ${lock ? 'FOR UPDATE OF e' : ''}`,
    [userId, eventId ?? null, NEW_PRO_DAYS],
  );
  return rows;
}

export async function countClaim(q: Queryable, eventId: number, userId: number, grantId: number): Promise<void> {
  await q.query('UPDATE free_credit_events SET claims = claims + 1 WHERE id = $1', [eventId]);
  await q.query('INSERT INTO free_credit_claims (event_id, user_id, grant_id) VALUES ($1, $2, $3)', [eventId, userId, grantId]);
}

export interface CouponRow {
  id: number;
  code: string;
  amount: number;
  credit_valid_days: number;
  max_uses: number | null;
  per_user_limit: number;
  uses: number;
  open: boolean;
}

/** The coupon by code, locked: redemptions of one coupon run one after the other. */
export async function lockCoupon(q: Queryable, code: string): Promise<CouponRow | undefined> {
  const { rows } = await q.query<CouponRow>(
    `SELECT id, code, amount, credit_valid_days, max_uses, per_user_limit, uses,
            (is_active AND now() BETWEEN valid_from AND valid_until) AS open
       FROM coupons WHERE code = $1 AND kind = 'credit' FOR UPDATE`,
    [code],
  );
  return rows[0];
}

export async function countRedemptions(q: Queryable, couponId: number, userId: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2', [
    couponId,
    userId,
  ]);
  return rows[0].n;
}

export async function countRedemption(q: Queryable, couponId: number, userId: number, grantId: number): Promise<void> {
  await q.query('UPDATE coupons SET uses = uses + 1 WHERE id = $1', [couponId]);
  await q.query('INSERT INTO coupon_redemptions (coupon_id, user_id, grant_id) VALUES ($1, $2, $3)', [couponId, userId, grantId]);
}
